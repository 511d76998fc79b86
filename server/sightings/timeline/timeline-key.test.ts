import { describe, expect, it } from 'vitest';
import { alternativeKeys, preferredTimelineKey, timelineKeyFloor, uniqueTimelineKeys } from './timeline-key.ts';

describe('timeline key', () => {
  it('orders by the minute a sighting occurred, then by the start of its id', () => {
    const early = preferredTimelineKey('1947-06-24T14:00:00.000Z', 'zzzzzzzz');
    const later = preferredTimelineKey('1947-06-24T14:01:00.000Z', '00000000');
    expect(later).toBeGreaterThan(early);
    expect(preferredTimelineKey('2024-05-01T22:15:00.000Z', 'b0000000')).toBeGreaterThan(
      preferredTimelineKey('2024-05-01T22:15:59.000Z', 'a0000000'),
    );
  });

  it('turns a date range into a key range that holds exactly its sightings', () => {
    const from = timelineKeyFloor('2020-01-01T00:00:00.000Z');
    const to = timelineKeyFloor('2020-01-02T00:00:00.000Z');
    expect(preferredTimelineKey('2020-01-01T00:00:00.000Z', '00000000')).toBe(from);
    expect(preferredTimelineKey('2020-01-01T23:59:59.999Z', 'zzzzzzzz')).toBeLessThan(to);
    expect(preferredTimelineKey('2019-12-31T23:59:59.999Z', 'zzzzzzzz')).toBeLessThan(from);
  });

  it('stays an exact JavaScript number from ancient to far-future dates', () => {
    for (const instant of ['0001-01-01T00:00:00.000Z', '1561-04-14T05:00:00.000Z', '9999-12-31T23:59:00.000Z']) {
      expect(Number.isSafeInteger(preferredTimelineKey(instant, 'zzzz'))).toBe(true);
    }
  });

  it('settles clashes with another key of the same minute', async () => {
    const wish = preferredTimelineKey('2024-05-01T22:15:00.000Z', 'abcd1234');
    const stored = new Set([wish, wish - 1]);
    const keys = await uniqueTimelineKeys([wish, wish], async (candidates) => {
      return new Set(candidates.filter((key) => stored.has(key)));
    });
    expect(keys).toEqual([wish - 2, wish - 3]);
    const minuteStart = timelineKeyFloor('2024-05-01T22:15:00.000Z');
    expect(alternativeKeys(minuteStart).next().value).toBeGreaterThan(minuteStart + 36 ** 4 - 1);
  });
});
