import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/common-fields.ts';
import { liveStreamQuerySchema } from '../../../common/schemas/live-sightings.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveSightingsHub } from './live-hub.ts';
import type { StreamLimits } from './stream-limits.ts';

/** The id a reconnecting client names; anything but a whole number counts as none. */
function lastEventIdOf(header: string | undefined): number | null {
  return header !== undefined && /^\d{1,15}$/.test(header.trim()) ? Number(header) : null;
}

/** GET /api/v1/sightings/stream: the live-updates stream (server-sent events). */
export const liveSightingRoutes: FastifyPluginAsyncZod<{
  liveSightings: LiveSightingsHub;
  liveStreamLimits: StreamLimits;
}> = async (app, { liveSightings, liveStreamLimits }) => {
  app.get('/stream', {
    schema: {
      operationId: 'streamSightingChanges',
      summary: 'Public changes as they happen (server-sent events)',
      tags: ['sightings'],
      description:
        'Server-sent events. The first, of type "position", carries as its id (and data) the place in the log the ' +
        'stream starts from. Then each sighting as it becomes public or is changed while public, each one withdrawn, ' +
        'and "refreshed" after many changed at once, each with the public count after it. The event id is the ' +
        "change's place in the log: a client reconnecting with Last-Event-ID gets what it missed in the last hour. " +
        'A comment keeps idle streams open every 25 s. Streams are limited per address and in all (429).',
      headers: z.object({ 'last-event-id': z.string().optional() }),
      querystring: liveStreamQuerySchema,
      produces: ['text/event-stream'],
      response: {
        // A stream, written as it goes: each event's data is a LiveSightingChange as JSON.
        200: z.unknown().describe('Server-sent events; each data line is a LiveSightingChange as JSON.'),
        429: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const address = request.ip;
      const refusal = liveStreamLimits.take(address);
      if (refusal) throw new HttpError(429, refusal);
      const stream = new PassThrough();
      let stopListening: (() => void) | null = null;
      stream.once('close', () => {
        liveStreamLimits.release(address);
        stopListening?.();
      });
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // Proxies such as nginx would otherwise hold events back to fill their buffers.
        .header('x-accel-buffering', 'no');
      const lastEventId = lastEventIdOf(request.headers['last-event-id'] ?? request.query.lastEventId);
      const opened = liveSightings.open(stream, lastEventId);
      reply.send(stream);
      let stop: () => void;
      try {
        stop = await opened;
      } catch (error) {
        // The database is away: the client reconnects in a few seconds and names what it has.
        request.log.warn({ err: error }, 'live updates: a stream could not catch up');
        stream.end();
        return reply;
      }
      if (stream.destroyed) stop();
      else stopListening = stop;
      return reply;
    },
  });
};
