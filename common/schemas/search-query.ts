import { z } from 'zod/mini';
import { queryBoolean } from './common-fields.ts';
import { exportRequestFields } from './export.ts';
import { DATES_IN_ORDER, datesInOrder, searchRequestFields } from './search.ts';

/**
 * The search as a link (`GET /sightings/search?term=…`): the same fields as the search request, its
 * switches written as the text true or false, parsed to exactly what the request's body parses to.
 */
export const searchQuerySchema = z
  .extend(searchRequestFields, {
    hasMedia: queryBoolean('hasMedia'),
    excludeExplained: queryBoolean('excludeExplained'),
    oneResultPerEvent: queryBoolean('oneResultPerEvent'),
  })
  .check(z.refine(datesInOrder, DATES_IN_ORDER));

/** The export as a link (`GET /sightings/export?format=…`), parsed as the export request's body is. */
export const exportQuerySchema = z
  .extend(exportRequestFields, {
    hasMedia: queryBoolean('hasMedia'),
    excludeExplained: queryBoolean('excludeExplained'),
  })
  .check(z.refine(datesInOrder, DATES_IN_ORDER));
