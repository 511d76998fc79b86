import { createHash } from 'node:crypto';
import { isCalendarDay } from './calendar-day.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { createGazetteerLocator, type GazetteerLocator } from './gazetteer-locator.ts';
import { nuforcCoordinates } from './nuforc-coordinates.ts';
import { nuforcPlace } from './nuforc-place.ts';
import { nuforcSighting } from './nuforc-sighting.ts';
import type { RowMapper, RowResult } from './row-result.ts';
import { dayOf, readDateColumn } from './spreadsheet-date.ts';
import { collapseWhitespace } from './summary-text.ts';

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

const DATETIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/;
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The row mapper for one import: rows without coordinates are placed by the gazetteer where they can be. */
export function nuforcRowMapper(locate: GazetteerLocator = createGazetteerLocator()): RowMapper {
  return (fields, options) => nuforcRowToSighting(fields, options, locate);
}

/** Maps one NUFORC row to a sighting, or says why it cannot be imported. */
function nuforcRowToSighting(
  fields: readonly string[],
  options: { pending: boolean },
  locate: GazetteerLocator,
): RowResult {
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

  const place = nuforcPlace(cityText, stateText, countryText, null, { latitude: latText, longitude: lngText });
  const located = nuforcCoordinates(latText, lngText, place, locate);
  if (!located.ok) return located;

  const occurred = readDateColumn(datetime, parseLocalDateTime);
  if (!occurred.ok) return { ok: false, reason: 'invalid datetime', detail: occurred.detail };
  const postedDay = readDateColumn(posted, parseDay);
  if (!postedDay.ok) return { ok: false, reason: 'invalid date posted', detail: postedDay.detail };

  const description = decodeHtmlEntities(comments).trim();
  const seconds = Number(secondsText);
  const sighting = nuforcSighting(
    {
      summaryText: description,
      description: description || null,
      localClockMs: occurred.ms,
      postedDayMs: dayOf(postedDay.ms),
      place,
      ...located.coordinates,
      shapeWord: shapeText,
      durationSeconds: secondsText !== '' && Number.isFinite(seconds) ? seconds : null,
      importKey: nuforcImportKey(fields),
    },
    options,
  );
  return { ok: true, sighting, ...(located.flag ? { flag: located.flag } : {}) };
}

/** The same row, however it was quoted or spaced, gets the same key: importing it again adds nothing. */
export function nuforcImportKey(fields: readonly string[]): string {
  const normalized = fields.map((field) => collapseWhitespace(field)).join('\u001f');
  return `nuforc:${createHash('sha1').update(normalized).digest('hex')}`;
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
