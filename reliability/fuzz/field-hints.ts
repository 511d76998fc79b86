/** Values by field name that pass validation often, so fuzzed calls reach the services behind it. */
import fc from 'fast-check';
import {
  ALTITUDE_OPTIONS,
  DISTANCE_OPTIONS,
  FEATURE_OPTIONS,
  FLIGHT_PATH_OPTIONS,
  MULTI_VALUE_SEPARATOR,
  SHAPE_OPTIONS,
  SUGGESTED_TAGS,
} from '../../common/vocabulary/report-options.ts';
import type { FieldHints } from '../support/schema-arbitrary.ts';

export interface HintSources {
  ids: string[];
  staffEmails: string[];
  staffPassword: string;
}

const choices = (options: readonly string[]) =>
  fc.oneof(
    fc.subarray([...options], { minLength: 1, maxLength: 3 }).map((chosen) => chosen.join(MULTI_VALUE_SEPARATOR)),
    fc.subarray([...options], { maxLength: 3 }),
  );

const pastInstant = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2024-05-01'), noInvalidDate: true })
  .map((date) => date.toISOString());

export function fieldHints(sources: HintSources): FieldHints {
  const latitude = fc.double({ min: -90, max: 90, noNaN: true });
  const longitude = fc.double({ min: -180, max: 180, noNaN: true });
  return {
    id: fc.constantFrom(...sources.ids),
    occurred: pastInstant,
    latitude,
    longitude,
    lat: latitude.map(String),
    lon: longitude.map(String),
    swLat: fc.double({ min: -90, max: 0, noNaN: true }),
    neLat: fc.double({ min: 0, max: 90, noNaN: true }),
    swLng: fc.double({ min: -400, max: 400, noNaN: true }),
    neLng: fc.double({ min: -400, max: 400, noNaN: true }),
    zoom: fc.integer({ min: 0, max: 22 }).map(String),
    country: fc.constantFrom('US', 'gb', 'AU', 'usa'),
    features: choices(FEATURE_OPTIONS),
    flightPath: choices(FLIGHT_PATH_OPTIONS),
    shape: choices(SHAPE_OPTIONS),
    altitude: fc.constantFrom(...ALTITUDE_OPTIONS, 'Treetop, Under Cloud Cover'),
    distance: fc.constantFrom(...DISTANCE_OPTIONS),
    term: fc.constantFrom('lights', 'silver disc', 'orange lights over the lake', 'dis', 'lights*'),
    tags: fc.subarray([...SUGGESTED_TAGS], { maxLength: 5 }),
    media: fc.constant([]),
    username: fc.constantFrom(...sources.staffEmails),
    password: fc.constant(sources.staffPassword),
  };
}
