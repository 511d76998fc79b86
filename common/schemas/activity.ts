import { z } from 'zod';
import { isoDateTimeSchema, pageOf, sightingIdSchema } from './common-fields.ts';

export const ACTIVITY_ACTIONS = ['DELETED_SIGHTING', 'UPDATED_SIGHTING'] as const;

export const activitySchema = z.object({
  action: z.enum(ACTIVITY_ACTIONS),
  created: isoDateTimeSchema,
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  sightingId: sightingIdSchema,
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPageSchema = pageOf(activitySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;
