import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  alertOptionsSchema,
  alertSchema,
  alertTokenParamsSchema,
  createAlertRequestSchema,
  createdAlertSchema,
  updateAlertRequestSchema,
} from '../../common/schemas/alerts.ts';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import type { AlertService } from './alert-service.ts';

const tags = ['alerts'];
const refusals = { 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * Alerts near me, /alerts: made by anyone without an account, then read, changed, paused and deleted by
 * the private token handed out once. Answers about one alert are its owner's alone: never cached.
 */
export const alertRoutes: FastifyPluginAsyncZod<{ alerts: AlertService }> = async (app, { alerts }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.get('/alerts/options', {
    schema: {
      operationId: 'getAlertOptions',
      summary: 'The channels alerts may use here',
      tags,
      description:
        "Whether alerts by e-mail are offered (only with an SMTP server configured), and the server's VAPID " +
        'public key for browser push subscriptions.',
      response: { 200: alertOptionsSchema },
    },
    handler: () => alerts.options(),
  });

  app.post('/alerts', {
    schema: {
      operationId: 'createAlert',
      summary: 'Follow an area: create an alert',
      tags,
      description:
        'An area (a map box, or a place and a radius of 5 to 500 km), optional filters (shape, a word, media ' +
        'only) and one channel: e-mail (a confirmation link is mailed first, valid 48 hours), a browser push ' +
        'subscription, or a private Atom feed. Answers the private token of the alert, once. At most 5 alerts a ' +
        'day per e-mail address and 10 per client address (429).',
      body: createAlertRequestSchema,
      response: { 201: createdAlertSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await alerts.create(request.body, { ip: request.ip, origin: originOf(request) })),
  });

  app.get('/alerts/:token', {
    schema: {
      operationId: 'getAlert',
      summary: 'An alert, by its private token',
      tags,
      description: 'The alert: its status, channel, area, filters and private feed. A wrong token is a 404.',
      params: alertTokenParamsSchema,
      response: { 200: alertSchema, ...refusals },
    },
    handler: (request) => alerts.get(request.params.token, request.ip),
  });

  app.post('/alerts/:token', {
    schema: {
      operationId: 'updateAlert',
      summary: "Change an alert's area or filters, or pause it",
      tags,
      description: 'Replaces the area and filters, and pauses (paused: true) or resumes the alert.',
      params: alertTokenParamsSchema,
      body: updateAlertRequestSchema,
      response: { 200: alertSchema, 400: apiErrorSchema, ...refusals },
    },
    handler: (request) => {
      const { filters } = request.body;
      return alerts.update(
        request.params.token,
        {
          ...request.body,
          filters: { shape: filters.shape ?? null, term: filters.term ?? null, mediaOnly: filters.mediaOnly },
        },
        request.ip,
      );
    },
  });

  app.post('/alerts/:token/delete', {
    schema: {
      operationId: 'deleteAlert',
      summary: 'Delete an alert and everything stored about it',
      tags,
      description: 'Deletes the alert with its e-mail address or push subscription and its pending messages.',
      params: alertTokenParamsSchema,
      response: { 204: z.null(), ...refusals },
    },
    handler: async (request, reply) => {
      await alerts.delete(request.params.token, request.ip);
      return reply.code(204).send(null);
    },
  });

  app.post('/alerts/:token/resend-confirmation', {
    schema: {
      operationId: 'resendAlertConfirmation',
      summary: "Send an e-mail alert's confirmation link again",
      tags,
      description: 'At most once an hour (429 with Retry-After); 409 when the alert needs no confirmation.',
      params: alertTokenParamsSchema,
      response: { 200: alertSchema, 409: apiErrorSchema, ...refusals },
    },
    handler: (request) => alerts.resendConfirmation(request.params.token, request.ip),
  });
};
