import { describe, expect, it } from 'vitest';
import { utcFromLocalClock, zoneAt, zoneOffsetMs } from './time-zones.ts';

const local = (text: string) => Date.parse(`${text}Z`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('time zones of places', () => {
  it('finds the zone of a place, and none without one', () => {
    expect(zoneAt(41.02, -92.41)).toBe('America/Chicago'); // Ottumwa, Iowa
    expect(zoneAt(-34.93, 138.6)).toBe('Australia/Adelaide');
    expect(zoneAt(59.91, 10.75)).toBe('Europe/Oslo');
    expect(zoneAt(null, 10)).toBeNull();
  });

  it('turns a witness clock time into UTC with daylight saving and half-hour zones', () => {
    // Ottumwa, 10/10/2001 21:15 local: central daylight time, UTC-5.
    expect(iso(utcFromLocalClock(local('2001-10-10T21:15:00'), 'America/Chicago'))).toBe('2001-10-11T02:15:00.000Z');
    // The same clock time in January: central standard time, UTC-6.
    expect(iso(utcFromLocalClock(local('2002-01-10T21:15:00'), 'America/Chicago'))).toBe('2002-01-11T03:15:00.000Z');
    // Adelaide: UTC+10:30 in its summer (January), UTC+9:30 in its winter (July).
    expect(iso(utcFromLocalClock(local('2015-01-20T22:00:00'), 'Australia/Adelaide'))).toBe('2015-01-20T11:30:00.000Z');
    expect(iso(utcFromLocalClock(local('2015-07-20T22:00:00'), 'Australia/Adelaide'))).toBe('2015-07-20T12:30:00.000Z');
    // India has no daylight saving time: UTC+5:30 all year.
    expect(iso(utcFromLocalClock(local('2019-05-01T23:45:00'), 'Asia/Kolkata'))).toBe('2019-05-01T18:15:00.000Z');
  });

  it('reads a time the clocks showed twice as the first, and one they skipped with the old offset', () => {
    // Chicago went back from 02:00 CDT to 01:00 CST on 4 November 2018: 01:30 happened twice.
    expect(iso(utcFromLocalClock(local('2018-11-04T01:30:00'), 'America/Chicago'))).toBe('2018-11-04T06:30:00.000Z');
    // It went forward from 02:00 CST to 03:00 CDT on 11 March 2018: 02:30 never showed.
    expect(iso(utcFromLocalClock(local('2018-03-11T02:30:00'), 'America/Chicago'))).toBe('2018-03-11T08:30:00.000Z');
  });

  it('knows the offsets of the past, as the zone rules record them', () => {
    // Before 1970 Oslo had no summer time in 1965: UTC+1 in July.
    expect(zoneOffsetMs('Europe/Oslo', Date.parse('1965-07-01T12:00:00Z'))).toBe(3_600_000);
    expect(zoneOffsetMs('Europe/Oslo', Date.parse('2020-07-01T12:00:00Z'))).toBe(7_200_000);
  });
});
