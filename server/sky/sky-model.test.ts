import { describe, expect, it } from 'vitest';
import { BRIGHT_STARS } from './bright-stars.ts';
import { angleBetween } from './compass.ts';
import { dayPeriod, moonPhaseName, skyAt } from './sky-model.ts';

const RADIANS = Math.PI / 180;
const at = (latitude: number, longitude: number, occurred: string) =>
  skyAt({ latitude, longitude }, new Date(occurred));

/**
 * A star's altitude and azimuth from the textbook formulas alone (mean sidereal time, no precession,
 * nutation or refraction): close enough near the J2000 epoch and high in the sky, where those are tiny.
 */
function textbookPlace(
  star: { rightAscension: number; declination: number },
  latitude: number,
  longitude: number,
  instant: Date,
) {
  const julianDay = instant.getTime() / 86_400_000 + 2_440_587.5;
  const siderealDegrees = 280.46061837 + 360.98564736629 * (julianDay - 2_451_545);
  const hourAngle = (siderealDegrees + longitude - star.rightAscension * 15) * RADIANS;
  const [phi, delta] = [latitude * RADIANS, star.declination * RADIANS];
  const altitude = Math.asin(Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(hourAngle));
  const azimuth = Math.atan2(
    -Math.sin(hourAngle) * Math.cos(delta),
    Math.cos(phi) * Math.sin(delta) - Math.sin(phi) * Math.cos(delta) * Math.cos(hourAngle),
  );
  return { altitude: altitude / RADIANS, azimuth: (((azimuth / RADIANS) % 360) + 360) % 360 };
}

describe('the sky model', () => {
  it('names the period of day by the thresholds of the Sun’s altitude', () => {
    expect(dayPeriod(10)).toBe('day');
    expect(dayPeriod(-0.8)).toBe('day');
    expect(dayPeriod(-0.9)).toBe('civil twilight');
    expect(dayPeriod(-6.1)).toBe('nautical twilight');
    expect(dayPeriod(-12.1)).toBe('astronomical twilight');
    expect(dayPeriod(-18.1)).toBe('night');
  });

  // A named phase within about a day of its moment.
  it.each([
    [3, 'new moon'],
    [355, 'new moon'],
    [45, 'waxing crescent'],
    [95, 'first quarter'],
    [140, 'waxing gibbous'],
    [181, 'full moon'],
    [220, 'waning gibbous'],
    [268, 'last quarter'],
    [300, 'waning crescent'],
  ])('names the Moon’s phase at an elongation of %d°: %s', (elongation, phase) =>
    expect(moonPhaseName(elongation)).toBe(phase),
  );

  it('sees a full Moon fully lit and a new Moon dark', () => {
    // The full Moon of 25 January 2024 (17:54 UTC) and the new Moon of 11 January 2024 (11:57 UTC).
    const full = at(51.5, -0.13, '2024-01-25T17:54:00Z').moon;
    expect(full.phase).toBe('full moon');
    expect(full.illumination).toBeGreaterThan(0.99);
    const fresh = at(51.5, -0.13, '2024-01-11T11:57:00Z').moon;
    expect(fresh.phase).toBe('new moon');
    expect(fresh.illumination).toBeLessThan(0.01);
  });

  it('sees Venus at its greatest brilliance of April 2020 low in the western evening sky', () => {
    // Philadelphia, an hour after sunset on 28 April 2020.
    const sky = at(39.95, -75.17, '2020-04-28T21:00:00-04:00');
    const venus = sky.planets.find((planet) => planet.name === 'Venus')!;
    expect(venus.magnitude).toBeGreaterThan(-4.9);
    expect(venus.magnitude).toBeLessThan(-4.5);
    expect(venus.altitude).toBeGreaterThan(10);
    expect(venus.altitude).toBeLessThan(35);
    expect(['W', 'WNW']).toContain(venus.direction);
    expect(sky.sun.period).not.toBe('day');
  });

  it('gives the geometric altitude of a body below the horizon, without refraction', () => {
    // Denver, 9:30 PM MDT on 10 June 2025: Saturn 45.4° below the horizon (refraction would lift it 0.3°).
    const sky = at(39.7392, -104.9903, '2025-06-10T21:30:00-06:00');
    expect(sky.sun.period).not.toBe('day');
    expect(sky.planets.find((planet) => planet.name === 'Saturn')!.altitude).toBe(-45.4);
    expect(sky.planets.find((planet) => planet.name === 'Venus')!.altitude).toBe(-39.1);
  });

  it('calls midsummer midnight in Oslo civil twilight, not night', () => {
    const sky = at(59.91, 10.75, '2024-06-21T23:30:00+02:00');
    expect(sky.sun.period).toBe('civil twilight');
    expect(sky.sun.altitude).toBeLessThan(-0.833);
    expect(sky.sun.altitude).toBeGreaterThan(-6);
  });

  it.each([51.48, 30, -33.92])('puts the noon Sun at the equinox 90° − |latitude| high (latitude %s)', (latitude) => {
    // On the Greenwich meridian, 20 March 2024: the minute the Sun crosses the meridian (due south of
    // northern places, due north of southern ones) is local solar noon.
    const meridian = latitude > 0 ? 180 : 0;
    const start = Date.parse('2024-03-20T11:30:00Z');
    const minutes = Array.from({ length: 80 }, (_, minute) => start + minute * 60_000);
    const noon = minutes
      .map((instant) => ({ instant, sun: at(latitude, 0, new Date(instant).toISOString()).sun }))
      .reduce((best, next) =>
        angleBetween(next.sun.azimuth, meridian) < angleBetween(best.sun.azimuth, meridian) ? next : best,
      );
    expect(Math.abs(noon.sun.altitude - (90 - Math.abs(latitude)))).toBeLessThan(0.5);
    // The equation of time puts that day's solar noon on the Greenwich meridian at about 12:07 UTC.
    expect(Math.abs(noon.instant - Date.parse('2024-03-20T12:07:30Z'))).toBeLessThanOrEqual(2 * 60_000);
  });

  it.each([
    ['Sirius', -33.92, 18.42, '2000-01-01T22:00:00Z'],
    ['Vega', 40.71, -74.01, '2000-01-01T16:50:00Z'],
    ['Arcturus', 51.5, -0.13, '2000-01-01T06:00:00Z'],
  ])('places %s as the textbook formulas do, within half a degree', (name, latitude, longitude, occurred) => {
    const star = BRIGHT_STARS.find((candidate) => candidate.name === name)!;
    const expected = textbookPlace(star, latitude, longitude, new Date(occurred));
    const seen = at(latitude, longitude, occurred).stars.find((candidate) => candidate.name === name)!;
    expect(expected.altitude).toBeGreaterThan(20);
    expect(Math.abs(seen.altitude - expected.altitude)).toBeLessThan(0.5);
    expect(angleBetween(seen.azimuth, expected.azimuth)).toBeLessThan(0.5);
  });

  it('lists only the stars of magnitude 1 or brighter above the horizon, the brightest first', () => {
    const { stars } = at(39.95, -75.17, '2020-04-28T21:00:00-04:00');
    expect(stars.length).toBeGreaterThan(3);
    for (const star of stars) {
      expect(star.altitude).toBeGreaterThan(0);
      expect(star.magnitude).toBeLessThanOrEqual(1);
    }
    expect(stars.map((star) => star.magnitude)).toEqual([...stars.map((star) => star.magnitude)].sort((a, b) => a - b));
    expect(stars.map((star) => star.name)).not.toContain('Canopus');
  });

  it('answers every planet with a compass direction matching its azimuth, for dates far apart', () => {
    for (const occurred of ['0001-01-01T00:00:00Z', '1947-06-24T14:00:00-07:00', '9999-12-31T23:59:59Z']) {
      const sky = at(-89.9, 179.9, occurred);
      expect(sky.planets.map((planet) => planet.name)).toEqual(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn']);
      for (const planet of sky.planets) {
        expect(planet.azimuth).toBeGreaterThanOrEqual(0);
        expect(planet.azimuth).toBeLessThan(360);
        expect(Number.isFinite(planet.magnitude)).toBe(true);
      }
    }
  });
});
