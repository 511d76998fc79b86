import { regionsNamed } from '../geodata/place-names.ts';
import { isCalendarDay } from './calendar-day.ts';
import { secondsFromDurationText } from './duration-text.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { nuforcCoordinates } from './nuforc-coordinates.ts';
import { nuforcImportKey } from './nuforc-csv.ts';
import { nuforcPlace } from './nuforc-place.ts';
import { readCountry } from './nuforc-reports-csv.ts';
import { nuforcSighting } from './nuforc-sighting.ts';
import { columnRowMapper, type RowMapper, type RowResult } from './row-result.ts';
import { readDateColumn } from './spreadsheet-date.ts';
import { createTolerantLocator } from './tolerant-locator.ts';

/** The fields a column map may fill; `occurred` is required, and a place (coordinates or a city). */
export const MAPPED_FIELDS = [
  'occurred',
  'submitted',
  'city',
  'region',
  'country',
  'latitude',
  'longitude',
  'summary',
  'description',
  'shape',
  'duration',
  'id',
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];
/** Field → the header's column name. */
export type ColumnMap = Partial<Record<MappedField, string>>;

/** A column map as the command line writes it, 'occurred=Date,city=Town', or what is wrong with it. */
export function parseColumnMap(text: string): ColumnMap {
  const map: ColumnMap = {};
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [field, column] = pair.split('=').map((part) => part.trim()) as [string, string | undefined];
    if (!(MAPPED_FIELDS as readonly string[]).includes(field)) {
      throw new Error(`--columns: unknown field "${field}". Fields: ${MAPPED_FIELDS.join(', ')}.`);
    }
    if (!column) throw new Error(`--columns: "${pair}" names no column (write ${field}=COLUMN).`);
    map[field as MappedField] = column;
  }
  if (!map.occurred) throw new Error('--columns must map occurred (the date and time of the sighting).');
  return map;
}

/** 2019-03-21 04:30, 2019-03-21T04:30:00, 3/21/2019 4:30 or 21.03.2019 04:30; the time may be missing. */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?Z?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;

/**
 * The row mapper for a table whose header no format knows, read through a column map: the same place,
 * time-zone, duplicate and skip rules as NUFORC's files, with `source` as each sighting's source.
 */
export function columnMapRowMapper(names: readonly string[], map: ColumnMap, source = 'Imported table'): RowMapper {
  const missing = Object.entries(map).filter(([, column]) => !names.includes(column));
  if (missing.length) {
    const list = missing.map(([field, column]) => `${field}=${column}`).join(', ');
    throw new Error(`--columns names columns the header lacks: ${list}. The header has: ${names.join(', ')}.`);
  }
  const locate = createTolerantLocator();

  return columnRowMapper<string>(names, (column, options, fields): RowResult => {
    const field = (name: MappedField) => (map[name] ? column(map[name]) : '');
    const occurredText = field('occurred');
    if (!occurredText) return { ok: false, reason: `missing ${map.occurred}` };
    const occurred = readDate(occurredText);
    if (!occurred) return { ok: false, reason: `invalid ${map.occurred}`, detail: occurredText };
    const submittedText = field('submitted');
    const submitted = submittedText ? readDate(submittedText) : null;
    if (submittedText && !submitted) return { ok: false, reason: `invalid ${map.submitted}`, detail: submittedText };

    const country = readCountry(field('country'));
    const given = { latitude: field('latitude'), longitude: field('longitude') };
    const place = nuforcPlace(
      field('city'),
      regionCode(field('region'), country.code),
      country.code,
      country.other,
      given,
    );
    const located = nuforcCoordinates(field('latitude'), field('longitude'), place, locate);
    if (!located.ok) return located;

    const summary = decodeHtmlEntities(field('summary')).trim();
    const description = decodeHtmlEntities(field('description')).trim() || summary;
    const durationText = field('duration');
    const sighting = nuforcSighting(
      {
        summaryText: summary || description,
        description:
          [description, durationText ? `Duration: ${durationText}` : ''].filter(Boolean).join('\n\n') || null,
        localClockMs: occurred.ms,
        timeUnknown: !occurred.hasTime,
        // Without a report date, the sighting's own day stands for it.
        postedDayMs: Math.floor((submitted ?? occurred).ms / 86_400_000) * 86_400_000,
        place,
        ...located.coordinates,
        resolution: located.approximate ? 'APPROXIMATE' : field('latitude') ? 'ROOFTOP' : 'GEOMETRIC_CENTER',
        source,
        shapeWord: field('shape'),
        durationSeconds: secondsFromDurationText(durationText),
        importKey: `${source}:${field('id') || nuforcImportKey(fields).slice('nuforc:'.length)}`,
      },
      options,
    );
    return {
      ok: true,
      sighting,
      approximate: located.approximate,
      ...(located.flag ? { flag: located.flag } : {}),
    };
  });
}

/** A region's name ('Illinois', 'Ontario') as the code the place rules read; a code stays as written. */
function regionCode(text: string, country: string | null): string {
  if (!text || /^[a-z]{2,3}$/i.test(text)) return text;
  const regions = regionsNamed(text);
  const region =
    regions.find((candidate) => candidate.country === country) ?? (regions.length === 1 ? regions[0] : null);
  return region?.abbreviation ?? text;
}

/** The clock time as if it were UTC, in ms, and whether a time was given. */
function readDate(text: string): { ms: number; hasTime: boolean } | null {
  const parts = dateParts(text);
  if (parts) {
    const [year, month, day, hour, minute, hasTime] = parts;
    if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59) return null;
    return { ms: Date.UTC(year, month - 1, day, hour, minute), hasTime };
  }
  const serial = readDateColumn(text, () => null);
  return serial.ok ? { ms: serial.ms, hasTime: serial.ms % 86_400_000 !== 0 } : null;
}

type DateParts = [year: number, month: number, day: number, hour: number, minute: number, hasTime: boolean];

function dateParts(text: string): DateParts | null {
  const iso = ISO.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3]), Number(iso[4] ?? 0), Number(iso[5] ?? 0), !!iso[4]];
  const us = US.exec(text);
  const dotted = us ? null : DOTTED.exec(text);
  const match = us ?? dotted;
  if (!match) return null;
  // Dotted dates are written day first (21.03.2019), slashed ones month first as in NUFORC's files.
  const [month, day] = dotted ? [Number(match[2]), Number(match[1])] : [Number(match[1]), Number(match[2])];
  let year = Number(match[3]);
  if (match[3]!.length === 2) {
    // A two-digit year after this one is of the century before.
    year += 2000;
    if (year > new Date().getUTCFullYear()) year -= 100;
  }
  return [year, month, day, Number(match[4] ?? 0), Number(match[5] ?? 0), !!match[4]];
}
