import { createHash, randomBytes } from 'node:crypto';
import type { FailedSignIn } from '../../common/schemas/failed-sign-in.ts';
import type { TokenResponse } from '../../common/schemas/login.ts';
import type { TokenValidation } from '../../common/schemas/staff.ts';
import { HttpError } from '../http/errors.ts';
import { LoginLockedError, type LoginLimiter } from './login-limiter.ts';
import { verifyAgainstDecoy, verifyPassword } from './password-hash.ts';
import { normalizeEmail, type StaffMember } from './staff-member.ts';
import type { TokenRepository } from './token-repository.ts';
import type { UserRepository } from './user-repository.ts';

const HOUR_MS = 3_600_000;
export const SESSION_MS = 12 * HOUR_MS;
export const REMEMBER_ME_MS = 30 * 24 * HOUR_MS;
/** One message for a wrong e-mail and a wrong password alike: it must not tell which e-mails exist. */
export const INVALID_LOGIN_MESSAGE = 'You have provided an invalid username or password.';

/** Only this digest is stored: a copy of the table cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sign-in, token checks and sign-out for the staff API (Authorization: Bearer <token>). */
export class TokenService {
  readonly #users: UserRepository;
  readonly #tokens: TokenRepository;
  readonly #limiter: LoginLimiter;
  readonly #now: () => Date;

  constructor(
    users: UserRepository,
    tokens: TokenRepository,
    limiter: LoginLimiter,
    now: () => Date = () => new Date(),
  ) {
    this.#users = users;
    this.#tokens = tokens;
    this.#limiter = limiter;
    this.#now = now;
  }

  async generate(
    form: { username: string; password: string; rememberMe: boolean },
    clientAddress: string,
  ): Promise<TokenResponse> {
    const email = normalizeEmail(form.username);
    const attempt = await this.#limiter.begin(email, clientAddress).catch(async (error: unknown) => {
      if (error instanceof LoginLockedError) await this.#logFailure(email, clientAddress, 'SLOWED_DOWN');
      throw error;
    });
    const user = await this.#users.findByEmail(email);
    const matches =
      user && !user.disabled
        ? await verifyPassword(form.password, user.passwordHash)
        : await verifyAgainstDecoy(form.password);
    if (!user || !matches) {
      if (user) await this.#limiter.logFailure(user.seq, clientAddress, 'WRONG_PASSWORD');
      throw new HttpError(401, INVALID_LOGIN_MESSAGE);
    }
    await attempt.succeeded();

    const now = this.#now();
    const token = randomBytes(32).toString('base64url');
    await this.#tokens.deleteExpired(now.toISOString());
    await this.#tokens.insert({
      tokenHash: hashToken(token),
      userSeq: user.seq,
      created: now.toISOString(),
      expires: new Date(now.getTime() + (form.rememberMe ? REMEMBER_ME_MS : SESSION_MS)).toISOString(),
    });
    return { token, username: user.email };
  }

  /** Staff read failed sign-ins to real accounts only: guesses at unknown e-mails are not logged. */
  async #logFailure(email: string, address: string, outcome: FailedSignIn['outcome']): Promise<void> {
    const user = await this.#users.findByEmail(email);
    if (user) await this.#limiter.logFailure(user.seq, address, outcome);
  }

  /** The staff member a token signs in, or null when it is unknown, expired or revoked. */
  resolve(token: string): Promise<StaffMember | null> {
    return this.#tokens.findHolder(hashToken(token), this.#now().toISOString());
  }

  /** Valid only when the token is live and belongs to that e-mail. */
  async validate(request: { username: string; token: string }): Promise<TokenValidation> {
    const holder = await this.resolve(request.token);
    if (!holder || holder.email !== normalizeEmail(request.username)) {
      return { valid: false, username: request.username, role: null, firstName: null, lastName: null, expires: null };
    }
    return {
      valid: true,
      username: holder.email,
      role: holder.role,
      firstName: holder.firstName,
      lastName: holder.lastName,
      expires: holder.tokenExpires,
    };
  }

  /** Revoking an unknown or already revoked token changes nothing: signing out twice is fine. */
  revoke(token: string): Promise<void> {
    return this.#tokens.revoke(hashToken(token));
  }
}
