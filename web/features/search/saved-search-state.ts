import { z } from 'zod/mini';
import { SAVED_STATE_COOKIES } from '../../../common/saved-state.ts';
import { DEFAULT_SIGHTING_PAGE_SIZE, SIGHTING_PAGE_SIZES } from '../../../common/schemas/common-fields.ts';
import { deleteCookie, getCookie, setCookie } from '../../lib/cookies.ts';

/** The search keeps its state in these cookies; saved-search-state marks that one exists. */
const SAVED_SEARCH_STATE_COOKIE = SAVED_STATE_COOKIES.search;
const FIELD_COOKIES = [
  'term',
  'fromDate',
  'toDate',
  'size',
  'page',
  'hasMedia',
  'excludeExplained',
  'oneResultPerEvent',
  'source',
  'shape',
  'country',
] as const;

export interface SearchState {
  term: string;
  fromDate: string;
  toDate: string;
  hasMedia: boolean;
  /** Leave out sightings whose sky held a likely explanation. */
  excludeExplained: boolean;
  /** List the reports of one event once (the newest that matches). */
  oneResultPerEvent: boolean;
  /** Only sightings of this source; empty for any. */
  source: string;
  /** Only sightings of this shape, as stored; empty for any. */
  shape: string;
  /** Only sightings in this country (its code); empty for any. */
  country: string;
  /** Zero-based, as on the wire. */
  page: number;
  size: number;
}

const dateField = z.union([z.literal(''), z.string().check(z.regex(/^\d{4,6}-\d{2}-\d{2}$/))]);
// Saved searches from before a switch existed have no cookie for it: it was off.
const laterSwitch = z.pipe(
  z.nullable(z.enum(['true', 'false'])),
  z.transform((value) => value === 'true'),
);
const laterList = z.pipe(
  z.nullable(z.string()),
  z.transform((value) => value ?? ''),
);
const savedSchema = z.object({
  term: z.string(),
  fromDate: dateField,
  toDate: dateField,
  hasMedia: z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
  excludeExplained: laterSwitch,
  oneResultPerEvent: laterSwitch,
  // Saved before the list could be chosen: any.
  source: laterList,
  shape: laterList,
  country: laterList,
  page: z.coerce.number().check(z.int(), z.gte(0)),
  size: z.catch(
    z.coerce.number().check(z.refine((size) => (SIGHTING_PAGE_SIZES as readonly number[]).includes(size))),
    DEFAULT_SIGHTING_PAGE_SIZE,
  ),
});

/** The saved search, or null when none was saved or the cookies no longer make sense. */
export function readSavedSearchState(): SearchState | null {
  if (getCookie(SAVED_SEARCH_STATE_COOKIE) === null) return null;
  const parsed = savedSchema.safeParse(Object.fromEntries(FIELD_COOKIES.map((name) => [name, getCookie(name)])));
  return parsed.success ? parsed.data : null;
}

export function saveSearchState(state: SearchState): void {
  setCookie(SAVED_SEARCH_STATE_COOKIE, 'true');
  for (const name of FIELD_COOKIES) setCookie(name, String(state[name]));
}

export function clearSearchState(): void {
  deleteCookie(SAVED_SEARCH_STATE_COOKIE);
  for (const name of FIELD_COOKIES) deleteCookie(name);
}
