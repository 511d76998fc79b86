import { describe, expect, it } from 'vitest';
import { localCalendarOf } from './local-calendar.ts';

describe('a sighting’s day and hour on its place’s calendar', () => {
  it('reads the instant on the clocks of its zone, with the zone’s rules on that date', () => {
    // 19:30 MST on 13 March 1997 in Phoenix.
    expect(localCalendarOf('1997-03-14T02:30:00.000Z', 'America/Phoenix', -112.07)).toEqual({
      local_date: '1997-03-13',
      local_hour: 19,
    });
    // New Year's Eve in New York, 2000 in UTC; and in Tokyo, New Year's Day while UTC is still in 1999.
    expect(localCalendarOf('2000-01-01T04:30:00.000Z', 'America/New_York', -74)).toEqual({
      local_date: '1999-12-31',
      local_hour: 23,
    });
    expect(localCalendarOf('1999-12-31T15:30:00.000Z', 'Asia/Tokyo', 139.7)).toEqual({
      local_date: '2000-01-01',
      local_hour: 0,
    });
    // Daylight saving time: 21:30 MDT in Denver.
    expect(localCalendarOf('2025-06-11T03:30:00.000Z', 'America/Denver', -104.99)).toEqual({
      local_date: '2025-06-10',
      local_hour: 21,
    });
  });

  it('keeps the rules used before zones without one: the UTC day, and mean solar time at the longitude', () => {
    // 02:30 UTC, 112° west: 7 h 28 min behind, 19:02.
    expect(localCalendarOf('1997-03-14T02:30:00.000Z', null, -112.07)).toEqual({
      local_date: '1997-03-14',
      local_hour: 19,
    });
    expect(localCalendarOf('1997-03-14T02:30:00.000Z', null, null)).toEqual({
      local_date: '1997-03-14',
      local_hour: 2,
    });
    expect(localCalendarOf('1997-03-14T02:30:00.000Z', 'Not/AZone', null)).toEqual({
      local_date: '1997-03-14',
      local_hour: 2,
    });
  });
});
