import { z } from 'zod/mini';
import {
  calendarDaySchema,
  countryFilterSchema,
  queryBoolean,
  shapeFilterSchema,
  sourceFilterSchema,
} from './common-fields.ts';
import { searchTermSchema } from './search.ts';

/**
 * What a map view may be narrowed to: the same in the sightings in view (the table's call) and in
 * the whole record's clusters, histogram and facets, so that every answer of one view agrees.
 */
export const viewFilterFields = {
  fromDate: z.optional(calendarDaySchema),
  toDate: z.optional(calendarDaySchema),
  /** The same words as a search takes, with the same rules. */
  term: z.optional(searchTermSchema),
  hasMedia: queryBoolean('hasMedia'),
  /** A shape as sightings store it (the facets list them). */
  shape: z.optional(shapeFilterSchema),
  country: z.optional(countryFilterSchema),
  /** A source as sightings store it (the list of sources names them). */
  source: z.optional(sourceFilterSchema),
};

/** The filters as the server reads them. */
export interface ViewFilters {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  term?: string | undefined;
  hasMedia: boolean;
  shape?: string | undefined;
  country?: string | undefined;
  source?: string | undefined;
}

/** Whether a view is narrowed at all (an unnarrowed view is the spec's own map). */
export function isNarrowed(filters: ViewFilters): boolean {
  return (
    filters.fromDate !== undefined ||
    filters.toDate !== undefined ||
    filters.term !== undefined ||
    filters.hasMedia ||
    filters.shape !== undefined ||
    filters.country !== undefined ||
    filters.source !== undefined
  );
}
