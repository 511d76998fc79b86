import { createHash } from 'node:crypto';
import { durationFromSeconds } from '../../common/display/duration.ts';
import { daysBetween } from '../../common/display/variance.ts';
import { countryName } from '../geodata/country-codes.ts';
import { US_STATE_NAMES } from '../geodata/us-states.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { isoInstant } from './iso-instant.ts';
import { mapNuforcShape } from './nuforc-shapes.ts';
import type { RowResult } from './row-result.ts';
import { collapseWhitespace, summarize, titleCase } from './summary-text.ts';

/** The header of NUFORC's widely shared "scrubbed" export. */
export const NUFORC_HEADER = [
  'datetime',
  'city',
  'state',
  'country',
  'shape',
  'duration (seconds)',
  'duration (hours/min)',
  'comments',
  'date posted',
  'latitude',
  'longitude',
] as const;

export const NUFORC_SOURCE = 'NUFORC';

const DATETIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/;
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DECIMAL = /^[-+]?\d{1,3}(?:\.\d+)?$/;
const HOUR_MS = 3_600_000;

/** Maps one NUFORC row to a sighting, or says why it cannot be imported. */
export function nuforcRowToSighting(fields: readonly string[], options: { pending: boolean }): RowResult {
  if (fields.length !== NUFORC_HEADER.length) {
    return {
      ok: false,
      reason: 'wrong number of fields',
      detail: `expected ${NUFORC_HEADER.length}, found ${fields.length}`,
    };
  }
  const [datetime, cityText, stateText, countryText, shapeText, secondsText, , comments, posted, latText, lngText] =
    fields.map((field) => field.trim()) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];

  const latitude = parseCoordinate(latText, 90);
  if (latitude === null) return { ok: false, reason: 'invalid latitude', detail: latText };
  const longitude = parseCoordinate(lngText, 180);
  if (longitude === null) return { ok: false, reason: 'invalid longitude', detail: lngText };
  if (latitude === 0 && longitude === 0) return { ok: false, reason: 'no coordinates (0, 0)' };

  const localMs = parseLocalDateTime(datetime);
  if (localMs === null) return { ok: false, reason: 'invalid datetime', detail: datetime };
  // NUFORC gives local clock time without a zone. The offset is approximated from the longitude
  // (15° an hour, no daylight saving, no political zones): good to an hour or two, which is as
  // precise as these reports are.
  const occurred = localMs - Math.round(longitude / 15) * HOUR_MS;
  const postedDay = parseDay(posted);
  if (postedDay === null) return { ok: false, reason: 'invalid date posted', detail: posted };
  const submitted = postedDay + 12 * HOUR_MS; // the day only is known: noon UTC

  const place = nuforcPlace(cityText, stateText, countryText);
  const { shape, tags } = mapNuforcShape(shapeText);
  const description = decodeHtmlEntities(comments).trim();
  const seconds = Number(secondsText);
  const status = options.pending ? 'PENDING' : 'APPROVED';

  const sighting: NewSighting = {
    id: newSightingId(),
    type: 'Sighting',
    summary: description
      ? summarize(description)
      : `${shape ?? 'Unidentified'} object reported over ${place.locationName ?? 'an unknown place'}`,
    detailedDescription: description || null,
    occurred: isoInstant(occurred),
    submitted: isoInstant(submitted),
    created: isoInstant(submitted),
    daysBetweenOccurrenceAndSubmission: daysBetween(new Date(occurred), new Date(submitted)),
    locationName: place.locationName,
    address: null,
    formattedAddress: place.locationName,
    city: place.city,
    region: place.region,
    country: place.country,
    iso2CountryCode: place.iso2CountryCode,
    latitude,
    longitude,
    location: null,
    addressResolution: 'APPROXIMATE',
    altitude: null,
    distance: null,
    duration: secondsText !== '' && Number.isFinite(seconds) && seconds > 0 ? durationFromSeconds(seconds) : null,
    entityEncountered: false,
    landingOccurred: false,
    features: null,
    flightPath: null,
    shape,
    rating: '0',
    source: NUFORC_SOURCE,
    status,
    tags,
    deleted: false,
    approved: !options.pending,
    importKey: nuforcImportKey(fields),
  };
  return { ok: true, sighting };
}

/** The same row, however it was quoted or spaced, gets the same key: importing it again adds nothing. */
export function nuforcImportKey(fields: readonly string[]): string {
  const normalized = fields.map((field) => collapseWhitespace(field)).join('\u001f');
  return `nuforc:${createHash('sha1').update(normalized).digest('hex')}`;
}

interface Place {
  city: string | null;
  region: string | null;
  country: string | null;
  iso2CountryCode: string | null;
  locationName: string | null;
}

/**
 * Codes are lower case ('tx', 'us'). The country is often blank on US rows: a state code of the US then
 * means the US (Canadian provinces have codes of their own, so 'on' or 'bc' stay without a country).
 */
function nuforcPlace(cityText: string, stateText: string, countryText: string): Place {
  const stateCode = stateText.toUpperCase();
  let iso2 = countryText.toUpperCase() || null;
  if (!iso2 && stateCode && US_STATE_NAMES[stateCode]) iso2 = 'US';
  const region = stateCode ? ((iso2 === 'US' ? US_STATE_NAMES[stateCode] : undefined) ?? stateCode) : null;
  const country = countryName(iso2) ?? iso2;
  const city = cityText ? titleCase(decodeHtmlEntities(cityText)) : null;
  const parts = [city, region, country].filter((part): part is string => Boolean(part));
  return {
    city,
    region,
    country,
    iso2CountryCode: iso2,
    locationName: parts.length ? parts.join(', ') : null,
  };
}

function parseCoordinate(text: string, limit: number): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

/** 'M/D/YYYY H:MM' as if it were UTC, in ms; '24:00' is midnight at the end of that day. */
function parseLocalDateTime(text: string): number | null {
  const match = DATETIME.exec(text);
  if (!match) return null;
  const [month, day, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (!isCalendarDay(year, month, day) || minute > 59 || hour > 24 || (hour === 24 && minute !== 0)) return null;
  return Date.UTC(year, month - 1, day, hour, minute); // Date.UTC rolls hour 24 into the next day
}

function parseDay(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDay(year, month, day) ? Date.UTC(year, month - 1, day) : null;
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1800 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
