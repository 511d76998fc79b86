import { describe, it, expect } from 'vitest';
import { historicalSightings } from './historical-sightings.ts';

// Local copies of the SPEC §9 option lists (kept here on purpose; do not import from /common).
const SHAPES = [
  'Blimp',
  'Boomerang',
  'Bullet',
  'Chevron',
  'Cigar',
  'Circle',
  'Cone',
  'Cross',
  'Cylinder',
  'Diamond',
  'Disc',
  'Egg',
  'Fireball',
  'Flash',
  'Missile',
  'Oval',
  'Other',
  'Rectangular',
  'Saturn-like',
  'Sphere',
  'Square',
  'Star-like',
  'Teardrop',
  'Triangle',
];
const FEATURES = [
  'Animals Reacted To The Event',
  'Appendage(s)',
  'Aura Or Haze Around The Object',
  'Beam',
  'Changing Colors',
  'Directional Change',
  'Dome',
  'Electrical Or Magnetic Effects',
  'Entities Were Seen',
  'Glowing',
  'Humming',
  'Insignia',
  'Lights',
  'Louvres',
  'Metallic Surface',
  'Missing Time Was Experienced',
  'Orbs',
  'Other',
  'Patterned Surface',
  'Rapid Acceleration',
  'Reflective Surface',
  'Silent',
  'Symbols',
  'Temperature Drop',
  'Vibration',
  'Wings',
  'Zigzag Movement',
];
const FLIGHT_PATHS = [
  'Ascending',
  'Disappearing',
  'Erratic Maneuvers',
  'Following a Path',
  'Hovering',
  'Other',
  'Path With Directional Change',
  'Rapid Ascension',
  'Straight Line',
  'Sudden Acceleration',
  'Vertical Ascending',
  'Vertical Ascension',
  'Vertical Take-Off',
  'Vertical Takeoff',
  'Zig-Zagging',
];
const ALTITUDES = [
  '100 Feet or Less',
  '50 feet',
  '500 Feet or Less',
  '5000 feet',
  'Above Tree Line',
  'Approximately 1000 feet',
  'Approximately 500 feet',
  'Below Tree Line',
  'Ground Level',
  'Landed',
  'Over 500 Feet',
  'Treetop',
  'Treetop 500 Feet or Less',
  'Treetop Over 500 Feet',
  'Unknown',
];
const DISTANCES = [
  '20 Feet Or Less',
  '100 Feet Or Less',
  '101 To 500 Feet',
  '200 Feet',
  '21 To 100 Feet',
  '500 Feet',
  '501 Feet To 1 Mile',
  '1 Mile',
  'Over 1 Mile',
  '100 Meters',
  '200 Meters',
  '500 Meters',
  'About 500 Meters',
  'Roughly 200 Meters',
  'Close Encounter',
  'Less Than 100 Feet',
  'Unknown',
];
const TYPES = ['Sighting', 'Close Encounter', 'Radar-Visual', 'Mass Sighting', 'Landing', 'Abduction Claim'];

/** Splits a ', '-joined multi-value field; null means "no values". */
function parts(value: string | null): string[] {
  return value === null ? [] : value.split(', ');
}

describe('historicalSightings', () => {
  it('has at least 45 entries', () => {
    expect(historicalSightings.length).toBeGreaterThanOrEqual(45);
  });

  it('has unique, slug-like keys', () => {
    const keys = historicalSightings.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(historicalSightings.map((s) => [s.key, s] as const))('%s is well formed', (_key, s) => {
    // Date: valid ISO UTC instant before 2026.
    expect(s.occurred).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const time = Date.parse(s.occurred);
    expect(Number.isNaN(time)).toBe(false);
    expect(new Date(time).toISOString()).toBe(s.occurred);
    expect(time).toBeLessThan(Date.parse('2026-01-01T00:00:00.000Z'));

    // Place.
    expect(s.latitude).toBeGreaterThanOrEqual(-90);
    expect(s.latitude).toBeLessThanOrEqual(90);
    expect(s.longitude).toBeGreaterThanOrEqual(-180);
    expect(s.longitude).toBeLessThanOrEqual(180);
    expect(s.iso2CountryCode).toMatch(/^[A-Z]{2}$/);
    expect(s.country.length).toBeGreaterThan(0);
    expect(s.locationName.length).toBeGreaterThan(0);

    // Type and rating.
    expect(TYPES).toContain(s.type);
    expect(s.rating).toMatch(/^[0-4]$/);

    // Text.
    expect(s.summary.length).toBeGreaterThan(0);
    expect(s.summary.length).toBeLessThanOrEqual(200);
    expect(s.detailedDescription.length).toBeGreaterThanOrEqual(600);
    expect(s.detailedDescription.length).toBeLessThanOrEqual(1500);
    const paragraphCount = s.detailedDescription.split('\n\n').length;
    expect(paragraphCount).toBeGreaterThanOrEqual(2);
    expect(paragraphCount).toBeLessThanOrEqual(4);

    // Duration.
    if (s.duration !== null) expect(s.duration).toMatch(/^\d\d:[0-5]\d:[0-5]\d$/);
    if (s.duration !== null) expect(Number(s.duration.slice(0, 2))).toBeLessThanOrEqual(23);

    // SPEC §9 option values.
    for (const shape of parts(s.shape)) expect(SHAPES).toContain(shape);
    for (const feature of parts(s.features)) expect(FEATURES).toContain(feature);
    for (const path of parts(s.flightPath)) expect(FLIGHT_PATHS).toContain(path);
    if (s.altitude !== null) expect(ALTITUDES).toContain(s.altitude);
    if (s.distance !== null) expect(DISTANCES).toContain(s.distance);

    // Tags.
    expect(s.tags.length).toBeGreaterThanOrEqual(2);
    expect(s.tags.length).toBeLessThanOrEqual(5);
    for (const tag of s.tags) expect(tag).toMatch(/^[a-z0-9][a-z0-9 -]*$/);
    expect(new Set(s.tags).size).toBe(s.tags.length);
  });
});
