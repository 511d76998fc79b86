import { describe, expect, it } from 'vitest';
import { isNewerSighting } from './is-newer-sighting.ts';

describe('is newer sighting', () => {
  it('compares submitted instants, not text', () => {
    const held = { submitted: '2024-05-01T10:00:00Z' };
    expect(isNewerSighting({ submitted: '2024-05-01T10:00:01Z' }, held)).toBe(true);
    expect(isNewerSighting({ submitted: '2024-05-01T10:00:00Z' }, held)).toBe(false);
    expect(isNewerSighting({ submitted: '2024-05-01T12:00:00+02:00' }, held)).toBe(false);
    expect(isNewerSighting({ submitted: '2024-04-30T10:00:00Z' }, held)).toBe(false);
  });

  it('takes anything when nothing is held', () => {
    expect(isNewerSighting({ submitted: '2024-05-01T10:00:00Z' }, null)).toBe(true);
  });
});
