import { z } from 'zod/mini';
import { DEFAULT_SIGHTING_PAGE_SIZE, pageIndexSchema, SIGHTING_PAGE_SIZES } from './schemas/common-fields.ts';

/**
 * The cookies the screens keep their state in: the web app writes them, and the server reads them to
 * put the answers of a screen's first calls inside its page.
 */
export const SAVED_STATE_COOKIES = {
  /** The list's page and size, as JSON. */
  list: 'saved-list-state',
  /** 'true' when the map cookies (lat, lng, zoom, itemsToShow, sightingId,
   * mapLayer) hold a saved view. */
  map: 'saved-map-state',
  /** The search form's fields, as JSON. */
  search: 'saved-search-state',
  /** The newest sighting this visitor has been told about. */
  lastSighting: 'last-sighting-id',
} as const;

export const listStateSchema = z.object({
  page: pageIndexSchema,
  size: z.number().check(z.refine((size) => (SIGHTING_PAGE_SIZES as readonly number[]).includes(size))),
});
export type ListState = z.infer<typeof listStateSchema>;

export const DEFAULT_LIST_STATE: ListState = { page: 0, size: DEFAULT_SIGHTING_PAGE_SIZE };
