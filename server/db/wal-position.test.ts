import { describe, expect, it } from 'vitest';
import { walPositionOf, walPositionText } from './wal-position.ts';

describe('WAL positions', () => {
  it('orders positions as PostgreSQL writes them, high half first', () => {
    const low = walPositionOf('0/FFFFFFFF')!;
    const high = walPositionOf('1/0')!;
    expect(high > low).toBe(true);
    expect(walPositionText(walPositionOf('16/b374d848')!)).toBe('16/B374D848');
  });

  it('reads nothing from anything else', () => {
    for (const text of [undefined, '', '1/', '1/2/3', 'G/0', '123456789/0', '0/0; drop table x']) {
      expect(walPositionOf(text)).toBeNull();
    }
  });
});
