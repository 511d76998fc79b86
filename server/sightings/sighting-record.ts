import type { Selectable } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { SightingsTable } from '../db/schema.ts';
import { localCalendarOf } from './local-calendar.ts';

/**
 * A sighting ready to be stored: everything but its media, plus the import key that dedupes imports.
 * `mediaCount` is for synthetic data only: media that are counted but have no files.
 */
export type NewSighting = Omit<Sighting, 'media' | 'point' | 'eventId' | 'eventSize'> & {
  importKey: string | null;
  mediaCount?: number;
};

/** The sighting's own columns, which reads select and new rows are stored with. */
const SIGHTING_FIELD_COLUMNS = [
  'id',
  'type',
  'summary',
  'detailed_description',
  'occurred',
  'submitted',
  'created',
  'days_between',
  'location_name',
  'address',
  'formatted_address',
  'city',
  'region',
  'country',
  'iso2_country_code',
  'latitude',
  'longitude',
  'time_zone',
  'time_unknown',
  'location',
  'address_resolution',
  'altitude',
  'distance',
  'duration',
  'entity_encountered',
  'landing_occurred',
  'features',
  'flight_path',
  'shape',
  'rating',
  'source',
  'status',
  'deleted',
  'approved',
] as const;

/**
 * The columns a read selects: the fields, the keys that tags, media and the indexes point at, and the
 * event it is grouped in (written by the grouping, never by a new row).
 */
export const SIGHTING_COLUMNS = ['seq', 'timeline_key', ...SIGHTING_FIELD_COLUMNS, 'event_id', 'event_size'] as const;

export type SightingRow = Pick<Selectable<SightingsTable>, (typeof SIGHTING_COLUMNS)[number]>;

export function toSighting(row: SightingRow, tags: string[], media: string[]): Sighting {
  const hasPoint = row.latitude !== null && row.longitude !== null;
  return {
    id: row.id,
    type: row.type,
    summary: row.summary,
    detailedDescription: row.detailed_description,
    occurred: row.occurred,
    submitted: row.submitted,
    created: row.created,
    daysBetweenOccurrenceAndSubmission: row.days_between,
    locationName: row.location_name,
    address: row.address,
    formattedAddress: row.formatted_address,
    city: row.city,
    region: row.region,
    country: row.country,
    iso2CountryCode: row.iso2_country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
    // Said only when true: most records know their time, and answers stay as they were for them.
    ...(row.time_unknown ? { timeUnknown: true } : {}),
    location: row.location,
    point: hasPoint ? { type: 'Point', coordinates: [row.longitude!, row.latitude!] } : null,
    addressResolution: row.address_resolution as Sighting['addressResolution'],
    altitude: row.altitude,
    distance: row.distance,
    duration: row.duration,
    entityEncountered: Boolean(row.entity_encountered),
    landingOccurred: Boolean(row.landing_occurred),
    features: row.features,
    flightPath: row.flight_path,
    shape: row.shape,
    rating: row.rating,
    source: row.source,
    status: row.status,
    tags,
    media,
    deleted: Boolean(row.deleted),
    approved: Boolean(row.approved),
    // Alone (or not public): an event of one, named by its own id.
    eventId: row.event_id ?? row.id,
    eventSize: row.event_size === null ? 1 : Number(row.event_size),
  };
}

/** The columns a new sighting is stored in, in the order `toRowValues` gives them. */
export const SIGHTING_INSERT_COLUMNS = [
  ...SIGHTING_FIELD_COLUMNS,
  'updated',
  'media_count',
  'import_key',
  'local_date',
  'local_hour',
  'timeline_key',
] as const;

/** A new sighting's values in the order of SIGHTING_INSERT_COLUMNS. */
export function toRowValues(sighting: NewSighting, updated: string, timelineKey: number): unknown[] {
  const row = toRow(sighting, updated, timelineKey);
  return SIGHTING_INSERT_COLUMNS.map((column) => row[column]);
}

/** The stored columns of a new sighting (PostgreSQL's index columns are added by the repository). */
export function toRow(sighting: NewSighting, updated: string, timelineKey: number) {
  return {
    timeline_key: timelineKey,
    id: sighting.id,
    type: sighting.type,
    summary: sighting.summary,
    detailed_description: sighting.detailedDescription,
    occurred: sighting.occurred,
    submitted: sighting.submitted,
    created: sighting.created,
    updated,
    days_between: sighting.daysBetweenOccurrenceAndSubmission,
    location_name: sighting.locationName,
    address: sighting.address,
    formatted_address: sighting.formattedAddress,
    city: sighting.city,
    region: sighting.region,
    country: sighting.country,
    iso2_country_code: sighting.iso2CountryCode,
    latitude: sighting.latitude,
    longitude: sighting.longitude,
    time_zone: sighting.timeZone,
    time_unknown: sighting.timeUnknown ?? false,
    location: sighting.location,
    address_resolution: sighting.addressResolution,
    altitude: sighting.altitude,
    distance: sighting.distance,
    duration: sighting.duration,
    entity_encountered: sighting.entityEncountered,
    landing_occurred: sighting.landingOccurred,
    features: sighting.features,
    flight_path: sighting.flightPath,
    shape: sighting.shape,
    rating: sighting.rating,
    source: sighting.source,
    status: sighting.status,
    deleted: sighting.deleted,
    approved: sighting.approved,
    media_count: sighting.mediaCount ?? 0,
    import_key: sighting.importKey,
    ...localCalendarOf(sighting.occurred, sighting.timeZone, sighting.longitude),
  };
}

/** A stored sighting with its tags and media file names, each list as JSON text in its order. */
export type HydratableRow = SightingRow & { tags_json: string; media_json: string };
