import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hyperparametersSchema } from '../../common/schemas/hyperparameters.ts';
import type { HyperparameterService } from './hyperparameter-service.ts';
import type { SystemService } from './system-service.ts';

const tags = ['administration'];
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** The System Details and Hyperparameter Adjustments panels (admin only). */
export const systemRoutes: FastifyPluginAsyncZod<{
  system: SystemService;
  hyperparameters: HyperparameterService;
}> = async (app, { system, hyperparameters }) => {
  app.get('/system/uptime', {
    config: { capability: 'system' },
    schema: {
      operationId: 'getUptime',
      summary: "The server's uptime",
      tags,
      description: "The server's uptime as plain text.",
      produces: ['text/plain'],
    },
    handler: (_request, reply) => reply.type(PLAIN_TEXT).send(system.uptime()),
  });

  app.get('/system/information', {
    config: { capability: 'system' },
    schema: {
      operationId: 'getSystemInformation',
      summary: 'Server, runtime and database facts',
      tags,
      description: 'Server, runtime and database facts as plain text.',
      produces: ['text/plain'],
    },
    handler: async (_request, reply) => reply.type(PLAIN_TEXT).send(await system.information()),
  });

  app.get('/hyperparameters', {
    config: { capability: 'hyperparameters' },
    schema: {
      operationId: 'getHyperparameters',
      summary: 'The tunable settings',
      tags,
      response: { 200: hyperparametersSchema },
    },
    handler: () => hyperparameters.current(),
  });

  app.post('/update/hyperparameters', {
    config: { capability: 'hyperparameters' },
    schema: {
      operationId: 'updateHyperparameters',
      summary: 'Change the tunable settings',
      tags,
      body: hyperparametersSchema,
      response: { 200: hyperparametersSchema },
    },
    handler: (request) => hyperparameters.update(request.body),
  });
};
