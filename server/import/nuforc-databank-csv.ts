import { createReadStream } from 'node:fs';
import { regionsAbbreviated } from '../geodata/place-names.ts';
import { US_STATE_NAMES } from '../geodata/us-states.ts';
import { isCalendarDay } from './calendar-day.ts';
import { readCsvRecords } from './csv-parser.ts';
import { secondsFromDurationText } from './duration-text.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { nuforcCoordinates } from './nuforc-coordinates.ts';
import { nuforcImportKey } from './nuforc-csv.ts';
import { nuforcPlace } from './nuforc-place.ts';
import { nuforcSighting } from './nuforc-sighting.ts';
import { columnRowMapper, type RowMapper, type RowResult } from './row-result.ts';
import { createTolerantLocator } from './tolerant-locator.ts';

/** The columns of NUFORC's databank index (its pages by date, shape or state, saved as a table). */
export const NUFORC_DATABANK_COLUMNS = [
  'Date / Time',
  'City',
  'State',
  'Shape',
  'Duration',
  'Summary',
  'Posted',
] as const;

type Column = (typeof NUFORC_DATABANK_COLUMNS)[number] | 'Country';

/** '3/21/19 04:30', '3/21/2019 4:30' or a date alone, '3/21/19'. */
const DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;
const REPORT_NUMBER = /(S\d+)\.html?$/i;

/** What the whole file says that a row alone does not: the century of its two-digit years. */
export interface DatabankContext {
  /** The newest year a report of the file was posted in: a two-digit year after it is of the century before. */
  newestPostedYear: number;
}

/** A header with the index's seven columns is this format's; a `Country` column is read, others are ignored. */
export function isNuforcDatabankHeader(names: readonly string[]): boolean {
  return NUFORC_DATABANK_COLUMNS.every((column) => names.includes(column));
}

/**
 * The newest `Posted` year of the file, read before its rows: NUFORC posts reports in the year they
 * reach it, so no sighting of the file is later, and a two-digit year greater than it ('73' in a file
 * posted up to 2019) is of the 1900s. Posted years themselves are read as this century's up to the
 * current year.
 */
export async function readDatabankContext(filePath: string, names: readonly string[]): Promise<DatabankContext> {
  const index = names.indexOf('Posted');
  const thisYear = new Date().getUTCFullYear();
  let newest = 0;
  const stream = createReadStream(filePath, { encoding: 'utf8', highWaterMark: 1 << 20 });
  try {
    for await (const record of readCsvRecords(stream)) {
      const year = DATE_TIME.exec(record.fields[index]?.trim() ?? '')?.[3];
      if (year) newest = Math.max(newest, postedYear(year, thisYear));
    }
  } finally {
    stream.destroy();
  }
  return { newestPostedYear: newest || thisYear };
}

function postedYear(text: string, thisYear: number): number {
  if (text.length === 4) return Number(text);
  const year = 2000 + Number(text);
  return year > thisYear ? year - 100 : year;
}

/** The row mapper for one import of a databank index. */
export function nuforcDatabankRowMapper(names: readonly string[], context: DatabankContext): RowMapper {
  const locate = createTolerantLocator();
  const thisYear = new Date().getUTCFullYear();

  return columnRowMapper<Column | 'Link'>(names, (field, options): RowResult => {
    const dateTime = field('Date / Time');
    if (!dateTime) return { ok: false, reason: 'missing Date / Time' };
    const occurred = readDateTime(dateTime, (year) => sightingYear(year, context.newestPostedYear));
    if (!occurred) return { ok: false, reason: 'invalid Date / Time', detail: dateTime };
    const posted = readDateTime(field('Posted'), (year) => postedYear(year, thisYear));
    if (!posted) return { ok: false, reason: 'invalid Posted', detail: field('Posted') };

    const state = field('State');
    const place = nuforcPlace(field('City'), state, countryOf(field('Country'), state));
    const located = nuforcCoordinates('', '', place, locate);
    if (!located.ok) return located;

    const summary = decodeHtmlEntities(field('Summary')).trim();
    const durationText = field('Duration');
    const description = [summary, durationText ? `Duration: ${durationText}` : ''].filter(Boolean).join('\n\n');
    const sighting = nuforcSighting(
      {
        summaryText: summary,
        description: description || null,
        localClockMs: occurred.ms,
        timeUnknown: !occurred.hasTime,
        postedDayMs: posted.ms,
        place,
        ...located.coordinates,
        resolution: located.approximate ? 'APPROXIMATE' : 'GEOMETRIC_CENTER',
        shapeWord: field('Shape'),
        durationSeconds: secondsFromDurationText(durationText),
        importKey: databankImportKey(field('Link'), () => NUFORC_DATABANK_COLUMNS.map(field)),
      },
      options,
    );
    return { ok: true, sighting, approximate: located.approximate };
  });
}

function sightingYear(text: string, newestPostedYear: number): number {
  if (text.length === 4) return Number(text);
  const year = 2000 + Number(text);
  return year > newestPostedYear ? year - 100 : year;
}

/** The clock time as if it were UTC, in ms, and whether the row gave one (else the day's midnight). */
function readDateTime(text: string, yearOf: (text: string) => number): { ms: number; hasTime: boolean } | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, monthText, dayText, yearText, hourText, minuteText] = match;
  const [month, day, year] = [Number(monthText), Number(dayText), yearOf(yearText!)];
  const [hour, minute] = [Number(hourText ?? 0), Number(minuteText ?? 0)];
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59) return null;
  return { ms: Date.UTC(year, month - 1, day, hour, minute), hasTime: hourText !== undefined };
}

/**
 * The index names no country for the US and Canada: a US state means the US, a Canadian province
 * (also by its old codes, 'PQ', 'NF') Canada. Elsewhere the city's brackets say it.
 */
function countryOf(countryText: string, state: string): string | null {
  if (countryText) return countryText;
  const code = state.toUpperCase();
  if (US_STATE_NAMES[code]) return 'US';
  return regionsAbbreviated(code).some((region) => region.country === 'CA') ? 'CA' : null;
}

/** NUFORC's report number where a link column gives it; else the row's content. */
function databankImportKey(link: string, fields: () => string[]): string {
  const reportNumber = REPORT_NUMBER.exec(link)?.[1];
  return reportNumber ? `nuforc:${reportNumber.toUpperCase()}` : nuforcImportKey(fields());
}
