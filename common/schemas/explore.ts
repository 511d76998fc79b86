import { z } from 'zod';
import { boxQueryFields, SOUTH_BELOW_NORTH, southBelowNorth } from './browse.ts';
import { calendarDaySchema, queryNumber } from './common-fields.ts';
import { DATES_IN_ORDER, datesInOrder, searchTermSchema } from './search.ts';

/** The deepest map zoom the clusters answer for (street level and beyond). */
export const MAX_EXPLORE_ZOOM = 22;
export const MAX_SHAPE_LENGTH = 60;

/** What a view of the whole record may be narrowed to: the same in clusters, histogram and facets. */
export const exploreFilterFields = {
  fromDate: calendarDaySchema.optional(),
  toDate: calendarDaySchema.optional(),
  /** The same words as a search takes, with the same rules. */
  term: searchTermSchema.optional(),
  hasMedia: z
    .enum(['true', 'false'], { error: 'hasMedia must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
  /** A shape as sightings store it (the facets list them). */
  shape: z
    .string()
    .trim()
    .min(1, 'shape must not be empty.')
    .max(MAX_SHAPE_LENGTH, `shape must be at most ${MAX_SHAPE_LENGTH} characters.`)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO 3166 code, e.g. US.')
    .transform((code) => code.toUpperCase())
    .optional(),
};

/** A view of the record: the box and the filters; each call adds its own fields. */
const viewFields = z.object({ ...boxQueryFields, ...exploreFilterFields });

export const facetsQuerySchema = viewFields
  .refine(southBelowNorth, SOUTH_BELOW_NORTH)
  .refine(datesInOrder, DATES_IN_ORDER);
export type FacetsQuery = z.output<typeof facetsQuerySchema>;
/** What every view query holds: the box and the filters. */
export type ExploreViewQuery = FacetsQuery;

export const clustersQuerySchema = viewFields
  .extend({
    zoom: queryNumber('zoom must be a number.').pipe(
      z
        .number()
        .int('zoom must be a whole number.')
        .min(0, `zoom must be between 0 and ${MAX_EXPLORE_ZOOM}.`)
        .max(MAX_EXPLORE_ZOOM, `zoom must be between 0 and ${MAX_EXPLORE_ZOOM}.`),
    ),
  })
  .refine(southBelowNorth, SOUTH_BELOW_NORTH)
  .refine(datesInOrder, DATES_IN_ORDER);
export type ClustersQuery = z.output<typeof clustersQuerySchema>;

export const HISTOGRAM_INTERVALS = ['year', 'month'] as const;
export const histogramQuerySchema = viewFields
  .extend({ interval: z.enum(HISTOGRAM_INTERVALS, { error: 'interval must be year or month.' }).default('year') })
  .refine(southBelowNorth, SOUTH_BELOW_NORTH)
  .refine(datesInOrder, DATES_IN_ORDER);
export type HistogramQuery = z.output<typeof histogramQuerySchema>;

const count = z.number().int().min(0);

/**
 * Public sightings in view, near each other, drawn at their mean position; `id` names the sighting
 * when a cluster is one. The counts add up to `total`.
 */
export const clusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: count.min(1),
  id: z.string().optional(),
});
export const clustersAnswerSchema = z.object({ clusters: z.array(clusterSchema), total: count });
export type ClustersAnswer = z.infer<typeof clustersAnswerSchema>;

/** A year ("1997") or a month ("1997-03") with sightings, oldest first. */
export const histogramAnswerSchema = z.object({
  buckets: z.array(z.object({ period: z.string().regex(/^\d{4}(-\d{2})?$/), count: count.min(1) })),
  total: count,
});
export type HistogramAnswer = z.infer<typeof histogramAnswerSchema>;

const valueCounts = z.array(z.object({ value: z.string(), count: count.min(1) }));
/**
 * What the view holds: its shapes and countries, most common first; sightings by hour of the day
 * (mean solar time at the place: 0 is midnight) and by month (0 is January).
 */
export const facetsAnswerSchema = z.object({
  shapes: valueCounts,
  countries: valueCounts,
  hours: z.array(count).length(24),
  months: z.array(count).length(12),
  total: count,
});
export type FacetsAnswer = z.infer<typeof facetsAnswerSchema>;
