import { z } from 'zod/mini';
import { sightingIdSchema } from './common-fields.ts';

/**
 * A file of a report awaiting review, as staff ask for it: the sighting and the stored file's name (a
 * thumbnail is the name with `.thumb.webp` added). Any name: one that is not stored is a 404.
 */
export const pendingMediaParamsSchema = z.object({ id: sightingIdSchema, file: z.string() });

/** The same, as the report's witness asks for it through their follow link. */
export const followedMediaParamsSchema = z.object({ token: z.string(), file: z.string() });
