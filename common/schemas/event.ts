import { z } from 'zod/mini';
import { isoDateTimeSchema, sightingIdSchema } from './common-fields.ts';
import { sightingSchema } from './sighting.ts';

/**
 * One event: the public reports close in place and time to another report of the group (decision
 * 0026), named by the id of its earliest report, in time order; what they agree on beside them.
 */
export const sightingEventSchema = z.object({
  id: sightingIdSchema,
  /** Every public report of the event, earliest first. */
  sightings: z.array(sightingSchema).check(z.minLength(1)),
  /** When the first and the last report say it occurred. */
  first: isoDateTimeSchema,
  last: isoDateTimeSchema,
  /** The shape most reports name (ties: the one named first); null when none names one. */
  shape: z.nullable(z.string()),
});
export type SightingEvent = z.infer<typeof sightingEventSchema>;
