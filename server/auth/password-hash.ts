import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt at one of OWASP's recommended settings (N=2^16, r=8, p=1: 64 MiB a hash). The parameters
 * travel inside the stored text, so they can be raised later without breaking existing hashes.
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 16, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptCost, length: number): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): one text holds everything verification needs. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost, KEY_LENGTH);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** True when the password matches; a malformed stored text never matches. Compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, saltText, hashText] = stored.split('$');
  if (prefix !== PREFIX || !saltText || !hashText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Costs what a real check costs, for an unknown e-mail, so the answer's timing does not tell which
 * e-mails have an account.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
