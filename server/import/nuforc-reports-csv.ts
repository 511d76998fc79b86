import { countryCodeOf, countryName } from '../geodata/country-codes.ts';
import { isCalendarDay } from './calendar-day.ts';
import { secondsFromDurationText } from './duration-text.ts';
import { createGazetteerLocator } from './gazetteer-locator.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { nuforcCoordinates } from './nuforc-coordinates.ts';
import { nuforcImportKey } from './nuforc-csv.ts';
import { nuforcPlace } from './nuforc-place.ts';
import { nuforcSighting } from './nuforc-sighting.ts';
import { columnRowMapper, type RowMapper, type RowResult } from './row-result.ts';
import { dayOf, readDateColumn } from './spreadsheet-date.ts';

/**
 * The columns of Timothy Renner's nuforc_reports.csv (data.world "ufo-sightings", TidyTuesday 2019).
 * Its later version adds `country` after `summary`, so columns are found by name, not by position.
 */
export const NUFORC_REPORTS_COLUMNS = [
  'summary',
  'city',
  'state',
  'date_time',
  'shape',
  'duration',
  'stats',
  'report_link',
  'text',
  'posted',
  'city_latitude',
  'city_longitude',
] as const;

type Column = (typeof NUFORC_REPORTS_COLUMNS)[number] | 'country';

/** '2019-12-12T18:43:00': the local clock time, without a zone. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
/** '2019-12-22T00:00:00' or '2019-12-22': only the day counts. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+)?$/;
/** http://www.nuforc.org/webreports/151/S151739.html → S151739, NUFORC's own number for the report. */
const REPORT_NUMBER = /\/(S\d+)\.html?$/i;

/** A header with every column of either version is this format's; other columns are ignored. */
export function isNuforcReportsHeader(names: readonly string[]): boolean {
  return NUFORC_REPORTS_COLUMNS.every((column) => names.includes(column));
}

/** The row mapper for one import of a file with this header. */
export function nuforcReportsRowMapper(names: readonly string[]): RowMapper {
  const locate = createGazetteerLocator();

  return columnRowMapper<Column>(names, (field, options): RowResult => {
    const dateTime = field('date_time');
    if (!dateTime) return { ok: false, reason: 'missing date_time' };
    const occurred = readDateColumn(dateTime, parseLocalDateTime);
    if (!occurred.ok) return { ok: false, reason: 'invalid date_time', detail: occurred.detail };
    const posted = field('posted');
    if (!posted) return { ok: false, reason: 'missing posted' };
    const postedDay = readDateColumn(posted, parseDay);
    if (!postedDay.ok) return { ok: false, reason: 'invalid posted', detail: postedDay.detail };

    const country = readCountry(field('country'));
    const place = nuforcPlace(field('city'), field('state'), country.code, country.other, {
      latitude: field('city_latitude'),
      longitude: field('city_longitude'),
    });
    const located = nuforcCoordinates(field('city_latitude'), field('city_longitude'), place, locate);
    if (!located.ok) return located;

    const description = decodeHtmlEntities(field('text')).trim();
    const sighting = nuforcSighting(
      {
        summaryText: decodeHtmlEntities(field('summary')).trim() || description,
        description: description || null,
        localClockMs: occurred.ms,
        postedDayMs: dayOf(postedDay.ms),
        place,
        ...located.coordinates,
        shapeWord: field('shape'),
        durationSeconds: secondsFromDurationText(field('duration')),
        importKey: reportImportKey(field('report_link'), () => NUFORC_REPORTS_COLUMNS.map(field)),
      },
      options,
    );
    return { ok: true, sighting, ...(located.flag ? { flag: located.flag } : {}) };
  });
}

/**
 * NUFORC's report number where the link gives it, so a report keeps its key whatever else changed
 * between versions of the data set; else the row's content, the columns both versions have.
 */
function reportImportKey(reportLink: string, sharedFields: () => string[]): string {
  const reportNumber = REPORT_NUMBER.exec(reportLink)?.[1];
  return reportNumber ? `nuforc:${reportNumber.toUpperCase()}` : nuforcImportKey(sharedFields());
}

/** 'USA', 'Canada', 'GB' → an ISO code; a name we do not know is kept as written. */
export function readCountry(text: string): { code: string | null; other: string | null } {
  if (!text) return { code: null, other: null };
  const code = countryCodeOf(text) ?? (/^[a-z]{2}$/i.test(text) && countryName(text) ? text.toUpperCase() : null);
  return code ? { code, other: null } : { code: null, other: text };
}

/** The local clock time as if it were UTC, in ms. */
function parseLocalDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function parseDay(text: string): number | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isCalendarDay(year, month, day) ? Date.UTC(year, month - 1, day) : null;
}
