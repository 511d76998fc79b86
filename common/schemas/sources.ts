import { z } from 'zod/mini';

/** One catalogue the public sightings came from, as stored, and how many of them it holds. */
export const sourceCountSchema = z.object({
  source: z.string(),
  count: z.number(),
});

/** Every source of the public sightings, the largest first. */
export const sourceCountsSchema = z.array(sourceCountSchema);

export type SourceCount = z.infer<typeof sourceCountSchema>;
