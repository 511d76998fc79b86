import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores parameters, salt and hash in one text and verifies only the right password', async () => {
    const stored = await hashPassword('a long enough password', cheap);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('a long enough password', stored)).toBe(true);
    expect(await verifyPassword('a long enough passworD', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password', cheap)).not.toBe(await hashPassword('same password', cheap));
  });

  it('uses the stored cost, so raising the default keeps old hashes valid', async () => {
    const defaultCost = await hashPassword('default cost password');
    expect(defaultCost.startsWith('scrypt$65536$8$1$')).toBe(true);
    expect(await verifyPassword('default cost password', defaultCost)).toBe(true);
  });

  it('never matches a malformed stored text', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$c2FsdA$aGFzaA',
      'bcrypt$1024$8$1$c2FsdA$aGFzaA',
      'scrypt$1024$8$1$c2FsdA$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
