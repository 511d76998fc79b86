import { z } from 'zod/mini';
import {
  DEFAULT_SIGHTING_PAGE_SIZE,
  calendarDaySchema,
  countryFilterSchema,
  pageIndexSchema,
  pageOf,
  pageSizeSchema,
  shapeFilterSchema,
  sightingIdSchema,
  sourceFilterSchema,
} from './common-fields.ts';
import { sightingSchema } from './sighting.ts';

export const MIN_SEARCH_TERM_LENGTH = 3;
export const MAX_SEARCH_TERM_LENGTH = 200;

/** yyyy-mm-dd of a date in UTC. */
export function toCalendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The search's default range: fromDate one year ago, toDate today. */
export function defaultSearchRange(today: Date = new Date()): { fromDate: string; toDate: string } {
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return { fromDate: toCalendarDay(yearAgo), toDate: toCalendarDay(today) };
}

export const searchTermSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(MIN_SEARCH_TERM_LENGTH, `term must be at least ${MIN_SEARCH_TERM_LENGTH} characters.`),
    z.maxLength(MAX_SEARCH_TERM_LENGTH, `term must be at most ${MAX_SEARCH_TERM_LENGTH} characters.`),
  );

/**
 * A search's keyword, which may be left out (or blank): the search then lists every sighting between
 * its dates, so a period can be browsed or downloaded. A keyword given keeps the rules above.
 */
export const optionalSearchTermSchema = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((term) => term?.trim() ?? ''),
  ),
  z.union([z.literal(''), searchTermSchema]),
);

/** The fields of a search request, which an export request shares (export.ts). */
export const searchRequestFields = z.object({
  fromDate: z.optional(calendarDaySchema),
  toDate: z.optional(calendarDaySchema),
  term: optionalSearchTermSchema,
  hasMedia: z._default(z.boolean(), false),
  /** Leave out sightings whose sky held a likely explanation (a bright planet or the Moon). */
  excludeExplained: z._default(z.boolean(), false),
  /** Only sightings of this shape, as sightings store it (the explorer's facets list them). */
  shape: z.optional(shapeFilterSchema),
  /** Only sightings in this country, by its ISO 3166 alpha-2 code. */
  country: z.optional(countryFilterSchema),
  /** Only sightings of this source: the catalogue they were imported from, or this site's own reports. */
  source: z.optional(sourceFilterSchema),
  page: z._default(pageIndexSchema, 0),
  size: z._default(pageSizeSchema, DEFAULT_SIGHTING_PAGE_SIZE),
});

/** A date range runs forwards. */
export function datesInOrder(request: { fromDate?: string | undefined; toDate?: string | undefined }): boolean {
  return !request.fromDate || !request.toDate || request.fromDate <= request.toDate;
}
export const DATES_IN_ORDER = { message: 'fromDate must not be after toDate.', path: ['fromDate'] };

export const searchRequestSchema = z
  .extend(searchRequestFields, {
    /**
     * One result per event (decision 0028): of the reports of one event that match, only the newest is
     * listed, and the answer's `othersInEvent` says how many others it stands for. Pages and totals count
     * the results so listed.
     */
    oneResultPerEvent: z._default(z.boolean(), false),
  })
  .check(z.refine(datesInOrder, DATES_IN_ORDER));
export type SearchRequest = z.input<typeof searchRequestSchema>;
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>;

export const sightingPageSchema = pageOf(sightingSchema);
export type SightingPage = z.infer<typeof sightingPageSchema>;

/**
 * A page of search results. With one result per event: for each listed sighting that stands for other
 * matching reports of its event, by its id, how many (the others are on no page).
 */
export const searchPageSchema = z.extend(sightingPageSchema, {
  othersInEvent: z.optional(z.record(sightingIdSchema, z.number().check(z.int(), z.gte(1)))),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
