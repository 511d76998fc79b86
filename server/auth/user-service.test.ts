import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityRepository } from '../admin/activity-repository.ts';
import { testServices } from '../test/build-test-app.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { storeToken } from '../test/staff-factory.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { UserRepository } from './user-repository.ts';
import type { UserService } from './user-service.ts';

const PASSWORD = 'twelve chars or more';

describe.each(testDialects())('staff accounts on %s', (dialect) => {
  let database: TestDatabase;
  let users: UserService;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    users = testServices(database).users;
  });
  afterAll(() => database?.destroy());

  const account = (email: string, role: 'admin' | 'moderator' = 'moderator') => ({
    email,
    firstName: 'Jeffrey',
    lastName: 'Spender',
    role,
    password: PASSWORD,
  });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD only while no account exists', async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      const accounts = testServices(fresh).users;
      expect(await ensureFirstAdmin(accounts, { adminEmail: undefined, adminPassword: undefined })).toBe(false);
      expect(await ensureFirstAdmin(accounts, { adminEmail: 'Boss@Skywatch.test', adminPassword: PASSWORD })).toBe(
        true,
      );
      expect(await accounts.list()).toEqual([expect.objectContaining({ email: 'boss@skywatch.test', role: 'admin' })]);
      expect(await ensureFirstAdmin(accounts, { adminEmail: 'other@skywatch.test', adminPassword: PASSWORD })).toBe(
        false,
      );
      expect(await accounts.count()).toBe(1);
      const signedIn = await testServices(fresh).tokens.generate(
        { username: 'boss@skywatch.test', password: PASSWORD, rememberMe: false },
        '127.0.0.1',
      );
      expect(signedIn.username).toBe('boss@skywatch.test');
    } finally {
      await fresh.destroy();
    }
  });

  it('refuses half a first-admin configuration and a short password, loudly', async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      const accounts = testServices(fresh).users;
      await expect(
        ensureFirstAdmin(accounts, { adminEmail: 'boss@skywatch.test', adminPassword: undefined }),
      ).rejects.toThrow(/both ADMIN_EMAIL and ADMIN_PASSWORD/);
      await expect(
        ensureFirstAdmin(accounts, { adminEmail: 'boss@skywatch.test', adminPassword: 'short' }),
      ).rejects.toThrow(/at least 12 characters/);
      expect(await accounts.count()).toBe(0);
    } finally {
      await fresh.destroy();
    }
  });

  it('adds and lists accounts, refusing duplicates and bad input', async () => {
    expect(await users.add(account('Alex.Krycek@skywatch.test'))).toBe('added');
    await expect(users.add(account('alex.krycek@skywatch.test'))).rejects.toThrow(
      'alex.krycek@skywatch.test already has an account.',
    );
    await expect(users.add({ ...account('bad'), password: PASSWORD })).rejects.toThrow('Give a valid e-mail address.');
    await expect(users.add({ ...account('x@skywatch.test'), firstName: ' ' })).rejects.toThrow('Give a first name.');
    await expect(users.add({ ...account('x@skywatch.test'), role: 'owner' as 'admin' })).rejects.toThrow();
    const listed = await users.list();
    expect(listed.map((user) => user.email)).toContain('alex.krycek@skywatch.test');
  });

  it('changes a password, signing the account out everywhere', async () => {
    await users.add(account('marita@skywatch.test'));
    const repository = new UserRepository(database.handle.db);
    const marita = (await repository.findByEmail('marita@skywatch.test'))!;
    const token = await storeToken(database.handle, marita.seq);
    const tokens = testServices(database).tokens;
    expect(await tokens.resolve(token)).not.toBeNull();

    await users.setPassword('Marita@skywatch.test', 'a brand new password');
    expect(await tokens.resolve(token)).toBeNull();
    await expect(users.setPassword('marita@skywatch.test', 'short')).rejects.toThrow(/at least 12/);
    const signedIn = await tokens.generate(
      { username: 'marita@skywatch.test', password: 'a brand new password', rememberMe: false },
      '127.0.0.2',
    );
    expect(signedIn.token).toBeTruthy();
  });

  it('removes an account; one with logged activity is disabled so the log keeps the name, and can be added back', async () => {
    await users.add(account('quiet@skywatch.test'));
    expect(await users.remove('quiet@skywatch.test')).toBe('deleted');
    await expect(users.remove('quiet@skywatch.test')).rejects.toThrow('No account for quiet@skywatch.test.');

    await users.add(account('busy@skywatch.test'));
    const busy = (await new UserRepository(database.handle.db).findByEmail('busy@skywatch.test'))!;
    await new ActivityRepository(database.handle.db).record({
      action: 'DELETED_SIGHTING',
      userSeq: busy.seq,
      sightingId: 'abc12345',
      created: new Date().toISOString(),
    });
    const token = await storeToken(database.handle, busy.seq);

    expect(await users.remove('busy@skywatch.test')).toBe('disabled');
    expect(await testServices(database).tokens.resolve(token)).toBeNull();
    expect((await users.list()).map((user) => user.email)).not.toContain('busy@skywatch.test');
    const log = await new ActivityRepository(database.handle.db).page(0, 10);
    expect(log.activities[0]!.user).toEqual({ firstName: 'Jeffrey', lastName: 'Spender' });

    expect(await users.add({ ...account('busy@skywatch.test', 'admin'), firstName: 'Back' })).toBe('reactivated');
    expect((await users.list()).find((user) => user.email === 'busy@skywatch.test')).toMatchObject({
      firstName: 'Back',
      role: 'admin',
    });
  });
});
