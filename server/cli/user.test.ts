import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./user.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-user-cli-'));

/** The users command as an operator runs it, with the password piped on stdin. */
function user(args: string[], input = '') {
  const result = spawnSync(process.execPath, [script, ...args], {
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe('npm run user', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds an account with the password read from stdin, and lists it', () => {
    const added = user(
      ['add', '--email', 'Dana.Scully@Skywatch.test', '--first', 'Dana', '--last', 'Scully', '--role', 'moderator'],
      'a piped password\n',
    );
    expect(added).toMatchObject({ status: 0, stdout: 'Added moderator dana.scully@skywatch.test.' });

    const listed = user(['list']);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^dana\.scully@skywatch\.test\tmoderator\tDana Scully\t\(since \d{4}-\d{2}-\d{2}\)$/);
  });

  it('says what is wrong and exits 1', () => {
    const short = user(
      ['add', '--email', 'x@skywatch.test', '--first', 'X', '--last', 'Y', '--role', 'admin'],
      'short\n',
    );
    expect(short).toMatchObject({ status: 1, stderr: 'The password must be at least 12 characters.' });
    expect(user(['add', '--email', 'x@skywatch.test', '--first', 'X', '--last', 'Y', '--role', 'owner'])).toMatchObject(
      { status: 1 },
    );
    expect(user(['add', '--email', 'x@skywatch.test', '--role', 'admin']).stderr).toMatch(
      /^--first is required\.\nUsage:/,
    );
    expect(user(['frobnicate']).stderr).toMatch(/^Unknown command: frobnicate\./);
    expect(user(['list', '--colour']).status).toBe(1);
  });

  it('changes a password and removes an account', () => {
    expect(user(['set-password', '--email', 'dana.scully@skywatch.test'], 'another long password\n').status).toBe(0);
    expect(user(['remove', '--email', 'dana.scully@skywatch.test'])).toMatchObject({
      status: 0,
      stdout: 'Removed dana.scully@skywatch.test.',
    });
    expect(user(['list']).stdout).toBe('No staff accounts.');
    expect(user(['remove', '--email', 'dana.scully@skywatch.test'])).toMatchObject({
      status: 1,
      stderr: 'No account for dana.scully@skywatch.test.',
    });
  });
});
