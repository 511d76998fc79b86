import { z } from 'zod/mini';
import {
  DEFAULT_MAP_PAGE_SIZE,
  DEFAULT_SIGHTING_PAGE_SIZE,
  pageIndexSchema,
  pageSizeSchema,
  queryNumber,
  sightingIdSchema,
} from './common-fields.ts';
import { DATES_IN_ORDER, datesInOrder } from './search.ts';
import { viewFilterFields } from './view-filters.ts';

export const sightingIdParamsSchema = z.object({ id: sightingIdSchema });

export const pageQuerySchema = z.object({
  page: z._default(pageIndexSchema, 0),
  size: z._default(pageSizeSchema, DEFAULT_SIGHTING_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The moderation queue's orders by submission time: oldest first by default, or newest first. */
export const PENDING_ORDERS = ['oldest', 'newest'] as const;
export type PendingOrder = (typeof PENDING_ORDERS)[number];

/** A page of the moderation queue, in the order asked for. */
export const pendingQuerySchema = z.extend(pageQuerySchema, {
  order: z._default(z.enum(PENDING_ORDERS), 'oldest'),
});
export type PendingQuery = z.infer<typeof pendingQuerySchema>;

const latitude = (name: string) =>
  z.pipe(
    queryNumber(`${name} must be a number.`),
    z
      .number()
      .check(z.gte(-90, `${name} must be between -90 and 90.`), z.lte(90, `${name} must be between -90 and 90.`)),
  );
/** Longitudes outside ±180 are wrapped by the server, but must be real numbers. */
const longitude = (name: string) =>
  z.pipe(
    queryNumber(`${name} must be a number.`),
    z.number().check(z.gte(-100_000, `${name} is out of range.`), z.lte(100_000, `${name} is out of range.`)),
  );

/** A map view's box; a west edge east of the east edge is a view across the antimeridian. */
export const boxQueryFields = {
  swLng: longitude('swLng'),
  swLat: latitude('swLat'),
  neLng: longitude('neLng'),
  neLat: latitude('neLat'),
};
export interface BoxQuery {
  swLng: number;
  swLat: number;
  neLng: number;
  neLat: number;
}
export function southBelowNorth(bounds: { swLat: number; neLat: number }): boolean {
  return bounds.swLat <= bounds.neLat;
}
export const SOUTH_BELOW_NORTH = { message: 'swLat must not be greater than neLat.', path: ['swLat'] };

/** The newest public sightings in a view, narrowed by the same filters as the whole record's answers. */
export const boundsQuerySchema = z
  .object({ ...boxQueryFields, size: z._default(pageSizeSchema, DEFAULT_MAP_PAGE_SIZE), ...viewFilterFields })
  .check(z.refine(southBelowNorth, SOUTH_BELOW_NORTH), z.refine(datesInOrder, DATES_IN_ORDER));
export type BoundsQuery = z.infer<typeof boundsQuerySchema>;

export const countryCodesSchema = z.record(z.string(), z.string());
