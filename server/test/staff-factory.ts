import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../common/schemas/staff.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { TokenRepository } from '../auth/token-repository.ts';
import { hashToken } from '../auth/token-service.ts';
import { UserRepository } from '../auth/user-repository.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { API_BASE } from '../../common/api/api-paths.ts';
import { injectAsBrowser } from './inject-with-xsrf.ts';

export const STAFF_PASSWORD = 'correct horse battery staple';
/** Cheap to check, so tests that sign in often stay fast; the stored text carries the cost. */
const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestStaff {
  seq: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

/** A staff account with STAFF_PASSWORD (hashed at a test cost). */
export async function addStaff(
  database: DatabaseHandle,
  overrides: Partial<Omit<TestStaff, 'seq'>> = {},
): Promise<TestStaff> {
  const staff = {
    email: `staff-${randomBytes(4).toString('hex')}@skywatch.test`,
    firstName: 'Dana',
    lastName: 'Scully',
    role: 'admin' as StaffRole,
    ...overrides,
  };
  const email = staff.email.toLowerCase();
  const passwordHash = await hashPassword(STAFF_PASSWORD, TEST_SCRYPT_COST);
  const seq = await new UserRepository(database.db).insert({ ...staff, email, passwordHash }, new Date().toISOString());
  return { ...staff, email, seq: seq! };
}

/** A token stored directly, for states the API cannot produce on demand (expired, revoked). */
export async function storeToken(
  database: DatabaseHandle,
  userSeq: number,
  options: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokens = new TokenRepository(database.db);
  const now = Date.now();
  await tokens.insert({
    tokenHash: hashToken(token),
    userSeq,
    created: new Date(now).toISOString(),
    expires: new Date(now + (options.expiresInMs ?? 3_600_000)).toISOString(),
  });
  if (options.revoked) await tokens.revoke(hashToken(token));
  return token;
}

/** The tokens most tests of staff calls send: a new admin's and a new moderator's, and an expired admin token. */
export async function storeStaffTokens(
  database: DatabaseHandle,
): Promise<{ tokens: { admin: string; moderator: string; expired: string }; adminSeq: number }> {
  const admin = await addStaff(database, { role: 'admin' });
  const moderator = await addStaff(database, { role: 'moderator' });
  const tokens = {
    admin: await storeToken(database, admin.seq),
    moderator: await storeToken(database, moderator.seq),
    expired: await storeToken(database, admin.seq, { expiresInMs: -1 }),
  };
  return { tokens, adminSeq: admin.seq };
}

/** Signs in through the API, as the login screen does. */
export async function signIn(app: FastifyInstance, email: string, password = STAFF_PASSWORD, rememberMe = false) {
  return injectAsBrowser(app, {
    method: 'POST',
    url: `${API_BASE}/token/generate`,
    payload: { username: email, password, rememberMe },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
