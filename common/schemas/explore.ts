import { z } from 'zod/mini';
import { boxQueryFields, SOUTH_BELOW_NORTH, southBelowNorth } from './browse.ts';
import { queryNumber } from './common-fields.ts';
import { DATES_IN_ORDER, datesInOrder } from './search.ts';
import { viewFilterFields } from './view-filters.ts';

/** The deepest map zoom the clusters answer for (street level and beyond). */
export const MAX_EXPLORE_ZOOM = 22;
/** A view of the record: the box and the filters (the same as the sightings in view take); each call adds its own fields. */
const viewFields = z.object({ ...boxQueryFields, ...viewFilterFields });

export const facetsQuerySchema = viewFields.check(
  z.refine(southBelowNorth, SOUTH_BELOW_NORTH),
  z.refine(datesInOrder, DATES_IN_ORDER),
);
export type FacetsQuery = z.output<typeof facetsQuerySchema>;
/** What every view query holds: the box and the filters. */
export type ExploreViewQuery = FacetsQuery;

export const clustersQuerySchema = z
  .extend(viewFields, {
    zoom: z.pipe(
      queryNumber('zoom must be a number.'),
      z
        .number()
        .check(
          z.int('zoom must be a whole number.'),
          z.gte(0, `zoom must be between 0 and ${MAX_EXPLORE_ZOOM}.`),
          z.lte(MAX_EXPLORE_ZOOM, `zoom must be between 0 and ${MAX_EXPLORE_ZOOM}.`),
        ),
    ),
  })
  .check(z.refine(southBelowNorth, SOUTH_BELOW_NORTH), z.refine(datesInOrder, DATES_IN_ORDER));
export type ClustersQuery = z.output<typeof clustersQuerySchema>;

export const HISTOGRAM_INTERVALS = ['year', 'month'] as const;
export const histogramQuerySchema = z
  .extend(viewFields, {
    interval: z._default(z.enum(HISTOGRAM_INTERVALS, { error: 'interval must be year or month.' }), 'year'),
  })
  .check(z.refine(southBelowNorth, SOUTH_BELOW_NORTH), z.refine(datesInOrder, DATES_IN_ORDER));
export type HistogramQuery = z.output<typeof histogramQuerySchema>;

const count = z.number().check(z.int(), z.gte(0));

/**
 * Public sightings near each other, drawn at their mean position; `id` names the sighting when a
 * cluster is one. A cluster is a whole cell of a grid, so at the view's edges it may hold sightings
 * just outside the box; `total` counts those inside the box exactly.
 */
export const clusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: count.check(z.gte(1)),
  id: z.optional(z.string()),
});
export const clustersAnswerSchema = z.object({ clusters: z.array(clusterSchema), total: count });
export type ClustersAnswer = z.infer<typeof clustersAnswerSchema>;

/** A year ("1997") or a month ("1997-03") with sightings, oldest first. */
export const histogramAnswerSchema = z.object({
  buckets: z.array(z.object({ period: z.string().check(z.regex(/^\d{4}(-\d{2})?$/)), count: count.check(z.gte(1)) })),
  total: count,
});
export type HistogramAnswer = z.infer<typeof histogramAnswerSchema>;

const valueCounts = z.array(z.object({ value: z.string(), count: count.check(z.gte(1)) }));
/**
 * What the view holds: its shapes and countries, most common first; sightings by hour of the day and
 * by month (0 is January), on the clocks and calendar of each sighting's place (without a known zone:
 * mean solar time at its longitude, and the UTC month).
 */
export const facetsAnswerSchema = z.object({
  shapes: valueCounts,
  countries: valueCounts,
  hours: z.array(count).check(z.length(24)),
  months: z.array(count).check(z.length(12)),
  total: count,
});
export type FacetsAnswer = z.infer<typeof facetsAnswerSchema>;
