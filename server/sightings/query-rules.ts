import { badRequest } from '../http/errors.ts';
import { dayStart, type LocalDays, type SearchCriteria } from './search/key-search.ts';
import { PhraseTooCommonError } from './search/phrase-search.ts';

/** Rules the sightings' services (the lists and search, the explorer) read requests by alike. */

const PHRASE_TOO_COMMON =
  'The words of this phrase are in too many sightings of these dates to check them all: narrow the dates or add a word.';

/** A phrase too common to check is the request's to narrow: a 400 that says how. */
export function phraseTooCommonAsBadRequest(error: unknown): never {
  throw error instanceof PhraseTooCommonError ? badRequest(PHRASE_TOO_COMMON) : error;
}

/** The instant a calendar day after `day` begins: the end, exclusive, of a range that ends on `day`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/**
 * Calendar days as a search reads them (decision 0047): the instants a day wider at each end, as no
 * place's clocks are a day or more off UTC, and the days, which each sighting's own day is held to.
 */
export function localDaysCriteria(
  days: LocalDays,
): Pick<SearchCriteria, 'fromInstant' | 'toInstantExclusive' | 'days'> {
  return { fromInstant: dayStart(days.from, -1), toInstantExclusive: dayStart(days.to, 2), days };
}

/** What the API says of a search's and an export's dates (decision 0047). */
export const LOCAL_DAYS_DESCRIPTION =
  "fromDate and toDate are calendar days, both included, on the calendar of each sighting's place: a " +
  "sighting is on the day its place's clocks showed, in the time zone stored with it (`timeZone`), by that " +
  "zone's rules on that date. A report at 19:30 in Phoenix on 13 March 1997 is on 13 March, though it was " +
  '14 March in UTC. Left out, the range is the year up to today: fromDate one year before today, toDate ' +
  'today (days in UTC). A sighting whose `timeZone` is null has no known zone: its day is its UTC day, an ' +
  'approximation.';

/** What the API says of the explorer's dates, years and months (decisions 0047 and 0051). */
export const EXPLORE_DAYS_DESCRIPTION =
  "fromDate and toDate are calendar days, both included, on the calendar of each sighting's place, as in " +
  "the search: a sighting is on the day its place's clocks showed, in the time zone stored with it " +
  '(`timeZone`). Years and months are those of the same calendar: a report at 21:00 on 31 December 2019 ' +
  'in Denver counts in 2019 and is found on 2019-12-31, though it was 1 January 2020 in UTC. A sighting ' +
  'whose `timeZone` is null has no known zone: its day, month and year are those of UTC, an approximation. ' +
  'Left out, a range is open at that end.';
