import { z } from 'zod';
import { staffRoleSchema, type StaffRole } from '../../common/schemas/staff.ts';
import { hashPassword } from './password-hash.ts';
import { normalizeEmail } from './staff-member.ts';
import type { TokenRepository } from './token-repository.ts';
import type { UserRepository } from './user-repository.ts';

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;

/** A refused account change; the message is meant for whoever runs the command. */
export class UserAccountError extends Error {}

const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

const newUserSchema = z.object({
  email: z.email({ error: 'Give a valid e-mail address.' }).max(254).transform(normalizeEmail),
  firstName: z.string().trim().min(1, 'Give a first name.').max(100),
  lastName: z.string().trim().min(1, 'Give a last name.').max(100),
  role: staffRoleSchema,
  password: passwordSchema,
});
export type NewUserInput = z.input<typeof newUserSchema>;

export interface UserSummary {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  created: string;
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UserAccountError(result.error.issues.map((issue) => issue.message).join(' '));
  return result.data;
}

/** Staff accounts: the rules behind the users command and the first administrator. */
export class UserService {
  readonly #users: UserRepository;
  readonly #tokens: TokenRepository;

  constructor(users: UserRepository, tokens: TokenRepository) {
    this.#users = users;
    this.#tokens = tokens;
  }

  count(): Promise<number> {
    return this.#users.countAll();
  }

  /** Adds an account; an e-mail that was removed earlier gets its account back with these details. */
  async add(input: NewUserInput): Promise<'added' | 'reactivated'> {
    const { password, ...details } = parse(newUserSchema, input);
    const existing = await this.#users.findByEmail(details.email);
    if (existing && !existing.disabled) throw new UserAccountError(`${details.email} already has an account.`);
    const user = { ...details, passwordHash: await hashPassword(password) };
    if (existing) {
      await this.#users.reactivate(existing.seq, user);
      return 'reactivated';
    }
    const seq = await this.#users.insert(user, new Date().toISOString());
    if (seq === null) throw new UserAccountError(`${user.email} already has an account.`);
    return 'added';
  }

  async list(): Promise<UserSummary[]> {
    return (await this.#users.listActive()).map(({ email, firstName, lastName, role, created }) => ({
      email,
      firstName,
      lastName,
      role,
      created,
    }));
  }

  /**
   * Ends the account's access at once. Someone with logged activity is disabled rather than deleted,
   * so the activity log keeps their name.
   */
  async remove(email: string): Promise<'deleted' | 'disabled'> {
    const user = await this.#activeUser(email);
    if (await this.#users.hasActivity(user.seq)) {
      await this.#tokens.revokeAllOf(user.seq);
      await this.#users.disable(user.seq);
      return 'disabled';
    }
    await this.#users.delete(user.seq);
    return 'deleted';
  }

  /** A new password signs the account out everywhere. */
  async setPassword(email: string, password: string): Promise<void> {
    const user = await this.#activeUser(email);
    await this.#users.setPasswordHash(user.seq, await hashPassword(parse(passwordSchema, password)));
    await this.#tokens.revokeAllOf(user.seq);
  }

  async #activeUser(email: string) {
    const user = await this.#users.findByEmail(normalizeEmail(email));
    if (!user || user.disabled) throw new UserAccountError(`No account for ${email}.`);
    return user;
  }
}
