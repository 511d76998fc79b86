import { z } from 'zod/mini';
import { sightingSchema, type Sighting } from '../../common/schemas/sighting.ts';
import { zoneAt } from '../geodata/time-zones.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { isoInstant } from './iso-instant.ts';
import type { RowResult } from './row-result.ts';

/** The event a sighting is in is worked out again wherever it is imported, so files do not carry it. */
type Column = Exclude<keyof Sighting, 'eventId' | 'eventSize'>;
const WORKED_OUT: ReadonlySet<string> = new Set(['eventId', 'eventSize']);
const rowSchema = z.omit(sightingSchema, { eventId: true, eventSize: true });

/**
 * Our own CSV format: one column per Sighting field, by its wire name, in the schema's order, but the
 * event (which is worked out from the other fields, and named after another sighting).
 */
export const SKYWATCH_CSV_HEADER = Object.keys(sightingSchema.shape).filter(
  (column) => !WORKED_OUT.has(column),
) as Column[];

/** The header of exports written before sightings kept their time zone: read too, the zone worked out. */
export const SKYWATCH_CSV_HEADER_WITHOUT_TIME_ZONE = SKYWATCH_CSV_HEADER.filter((column) => column !== 'timeZone');
const TIME_ZONE_INDEX = SKYWATCH_CSV_HEADER.indexOf('timeZone');

const LIST_SEPARATOR = '|';
const COLUMN_INDEX = new Map(SKYWATCH_CSV_HEADER.map((column, index) => [column, index]));

/** The columns read as written, an empty field meaning none (null). */
const TEXT_OR_BLANK_COLUMNS: readonly Column[] = [
  'type',
  'summary',
  'detailedDescription',
  'locationName',
  'address',
  'formattedAddress',
  'city',
  'region',
  'country',
  'iso2CountryCode',
  'location',
  'addressResolution',
  'altitude',
  'distance',
  'duration',
  'features',
  'flightPath',
  'shape',
  'rating',
  'source',
  'status',
];

/** One sighting as CSV fields: null is empty, lists are joined with '|', the point is GeoJSON. */
export function sightingToCsvFields(sighting: Sighting): string[] {
  return SKYWATCH_CSV_HEADER.map((column) => {
    const value = sighting[column];
    if (value === null) return '';
    if (Array.isArray(value)) return joinList(value);
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  });
}

/**
 * One row of our format back to a sighting, validated by the same schema the API answers with. The
 * point is derived from latitude and longitude; media file names are not imported (the files are not
 * in the CSV). The import key is the id, so importing an export twice adds nothing.
 */
export function skywatchRowToSighting(fields: readonly string[], options: { pending: boolean }): RowResult {
  if (fields.length !== SKYWATCH_CSV_HEADER.length) {
    return {
      ok: false,
      reason: 'wrong number of fields',
      detail: `expected ${SKYWATCH_CSV_HEADER.length}, found ${fields.length}`,
    };
  }
  const text = (column: Column) => fields[COLUMN_INDEX.get(column)!]!;
  const nullable = (column: Column) => (text(column) === '' ? null : text(column));
  const number = (column: Column) => (text(column).trim() === '' ? null : Number(text(column)));
  const latitude = number('latitude');
  const longitude = number('longitude');
  const candidate = {
    ...Object.fromEntries(TEXT_OR_BLANK_COLUMNS.map((column) => [column, nullable(column)])),
    id: text('id'),
    occurred: text('occurred'),
    submitted: text('submitted'),
    created: text('created'),
    daysBetweenOccurrenceAndSubmission: number('daysBetweenOccurrenceAndSubmission') ?? -1,
    latitude,
    longitude,
    timeZone: nullable('timeZone') ?? zoneAt(latitude, longitude),
    point: latitude !== null && longitude !== null ? { type: 'Point', coordinates: [longitude, latitude] } : null,
    entityEncountered: parseBoolean(text('entityEncountered')),
    landingOccurred: parseBoolean(text('landingOccurred')),
    tags: splitList(text('tags')),
    media: splitList(text('media')),
    deleted: parseBoolean(text('deleted')),
    approved: parseBoolean(text('approved')),
  };
  const parsed = rowSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, reason: `invalid ${issue.path.join('.') || 'row'}`, detail: issue.message };
  }
  const { media: _media, point: _point, ...fieldsToStore } = parsed.data;
  const sighting: NewSighting = {
    ...fieldsToStore,
    // Stored instants are UTC ISO text, whatever offset the file wrote them with.
    occurred: isoInstant(Date.parse(fieldsToStore.occurred)),
    submitted: isoInstant(Date.parse(fieldsToStore.submitted)),
    created: isoInstant(Date.parse(fieldsToStore.created)),
    ...(options.pending ? { status: 'PENDING', approved: false } : {}),
    importKey: skywatchImportKey(fieldsToStore.id),
  };
  return { ok: true, sighting };
}

/** A row of an export written before sightings kept their time zone. */
export function skywatchRowWithoutTimeZone(fields: readonly string[], options: { pending: boolean }): RowResult {
  return skywatchRowToSighting(fields.toSpliced(TIME_ZONE_INDEX, 0, ''), options);
}

export function skywatchImportKey(id: string): string {
  return `skywatch:${id}`;
}

/** 'true'/'false' (also 1/0); anything else is left for the schema to refuse. */
function parseBoolean(text: string): boolean | string {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return text;
}

/** Joined with '|'; a '|' or '\' inside an item is escaped with '\'. */
export function joinList(items: readonly string[]): string {
  return items.map((item) => item.replace(/[\\|]/g, (character) => `\\${character}`)).join(LIST_SEPARATOR);
}

export function splitList(text: string): string[] {
  if (text === '') return [];
  const items: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === '\\' && index + 1 < text.length) {
      current += text[index + 1];
      index += 1;
    } else if (character === LIST_SEPARATOR) {
      items.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  items.push(current);
  return items;
}
