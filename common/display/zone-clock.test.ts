import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockAt, zoneLabel } from './zone-clock.ts';

describe('clocks of a zone', () => {
  it('reads a date and time on the clocks of a zone, and writes an instant back', () => {
    expect(instantOfWallClock('2025-06-10T21:30', 'America/Denver')!.toISOString()).toBe('2025-06-11T03:30:00.000Z');
    expect(instantOfWallClock('2025-01-10T21:30:15', 'America/Denver')!.toISOString()).toBe('2025-01-11T04:30:15.000Z');
    expect(wallClockAt(new Date('2025-06-11T03:30:00.000Z'), 'America/Denver')).toBe('2025-06-10T21:30');
  });

  it('knows no date that is not on the calendar', () => {
    expect(instantOfWallClock('2023-02-29T10:00', 'America/Denver')).toBeNull();
    expect(instantOfWallClock('2023-02-28T24:00', 'America/Denver')).toBeNull();
    expect(instantOfWallClock('2023-02-28 10:00', 'America/Denver')).toBeNull();
  });

  it('names a zone as people do, with its city', () => {
    expect(zoneLabel('America/Denver')).toBe('Mountain Time (Denver)');
    expect(zoneLabel('America/Indiana/Indianapolis')).toBe('Eastern Time (Indianapolis)');
    expect(zoneLabel('America/Los_Angeles')).toBe('Pacific Time (Los Angeles)');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});
