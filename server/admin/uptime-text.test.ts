import { describe, expect, it } from 'vitest';
import { uptimeText } from './uptime-text.ts';

describe('uptime text', () => {
  it('names days, hours and minutes, leaving out zero days and hours', () => {
    expect(uptimeText(3 * 86400 + 4 * 3600 + 12 * 60 + 59)).toBe('3 days, 4 hours, 12 minutes');
    expect(uptimeText(86400 + 60)).toBe('1 day, 1 minute');
    expect(uptimeText(3600)).toBe('1 hour, 0 minutes');
    expect(uptimeText(59)).toBe('0 minutes');
    expect(uptimeText(-5)).toBe('0 minutes');
  });
});
