import { describe, it, expect } from 'vitest';
import {
  ALTITUDE_OPTIONS,
  DISTANCE_OPTIONS,
  FEATURE_OPTIONS,
  FLIGHT_PATH_OPTIONS,
  SHAPE_OPTIONS,
} from '../../common/vocabulary/report-options.ts';
import { historicalSightings } from './historical-sightings.ts';

const SHAPES: readonly string[] = SHAPE_OPTIONS;
const FEATURES: readonly string[] = FEATURE_OPTIONS;
const FLIGHT_PATHS: readonly string[] = FLIGHT_PATH_OPTIONS;
const ALTITUDES: readonly string[] = ALTITUDE_OPTIONS;
const DISTANCES: readonly string[] = DISTANCE_OPTIONS;
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

    // Values from the fixed option lists (shapes, features, flight paths, altitudes, distances).
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
