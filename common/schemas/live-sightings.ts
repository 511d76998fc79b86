import { z } from 'zod/mini';
import { sightingIdSchema } from './common-fields.ts';
import { sightingSchema } from './sighting.ts';

/**
 * What the public saw change: a sighting published (newly public, or edited while public), one
 * withdrawn (unapproved or deleted), or many at once (a bulk import), after which a client reloads.
 */
export const PUBLIC_CHANGE_KINDS = ['published', 'withdrawn', 'refreshed'] as const;
export type PublicChangeKind = (typeof PUBLIC_CHANGE_KINDS)[number];

/** The count of public sightings after the change, so every counter shows the same number at once. */
const total = z.number().check(z.int(), z.gte(0));

/**
 * One message of the live-updates stream (GET {base}/sightings/stream), the `data` of a server-sent
 * event whose id is the change's place in the log.
 */
export const liveSightingChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('published'), sighting: sightingSchema, total }),
  z.object({ kind: z.literal('withdrawn'), id: sightingIdSchema, total }),
  z.object({ kind: z.literal('refreshed'), total }),
]);
export type LiveSightingChange = z.infer<typeof liveSightingChangeSchema>;

/**
 * The type of the stream's first event, whose id (and data) is the place in the log the stream starts
 * from: a page keeps it to name when it opens a new stream.
 */
export const LIVE_POSITION_EVENT = 'position';

/**
 * GET /sightings/stream's query: a page that opens a new stream (after a refusal or a restart) cannot
 * set the Last-Event-ID header, so it names the last id it had here.
 */
export const liveStreamQuerySchema = z.object({ lastEventId: z.optional(z.string()) });
