import type { UserService } from './user-service.ts';

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create the first administrator when no account exists yet
 * on start; once anyone exists they are ignored. Answers whether an account was created.
 */
export async function ensureFirstAdmin(
  users: UserService,
  config: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<boolean> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail && !adminPassword) return false;
  if (!adminEmail || !adminPassword) {
    throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator, or neither.');
  }
  if ((await users.count()) > 0) return false;
  try {
    await users.add({
      email: adminEmail,
      firstName: 'Site',
      lastName: 'Administrator',
      role: 'admin',
      password: adminPassword,
    });
  } catch (error) {
    // Another process starting on the same database may have created it a moment ago.
    if ((await users.count()) > 0) return false;
    throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${(error as Error).message}`, { cause: error });
  }
  return true;
}
