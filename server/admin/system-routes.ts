import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hyperparametersSchema } from '../../common/schemas/hyperparameters.ts';
import { operationDocs } from '../http/route-docs.ts';
import type { HyperparameterService } from './hyperparameter-service.ts';
import type { SystemService } from './system-service.ts';

const docs = operationDocs(['administration']);
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** The System Details and Hyperparameter Adjustments panels (admin only). */
export const systemRoutes: FastifyPluginAsyncZod<{
  system: SystemService;
  hyperparameters: HyperparameterService;
}> = async (app, { system, hyperparameters }) => {
  app.get('/system/uptime', {
    config: { capability: 'system' },
    schema: {
      ...docs('getUptime', "The server's uptime", "The server's uptime as plain text."),
      produces: ['text/plain'],
    },
    handler: (_request, reply) => reply.type(PLAIN_TEXT).send(system.uptime()),
  });

  app.get('/system/information', {
    config: { capability: 'system' },
    schema: {
      ...docs(
        'getSystemInformation',
        'Server, runtime and database facts',
        'Server, runtime and database facts as plain text.',
      ),
      produces: ['text/plain'],
    },
    handler: async (_request, reply) => reply.type(PLAIN_TEXT).send(await system.information()),
  });

  app.get('/hyperparameters', {
    config: { capability: 'hyperparameters' },
    schema: {
      ...docs('getHyperparameters', 'The tunable settings'),
      response: { 200: hyperparametersSchema },
    },
    handler: () => hyperparameters.current(),
  });

  app.post('/update/hyperparameters', {
    config: { capability: 'hyperparameters' },
    schema: {
      ...docs('updateHyperparameters', 'Change the tunable settings'),
      body: hyperparametersSchema,
      response: { 200: hyperparametersSchema },
    },
    handler: (request) => hyperparameters.update(request.body),
  });
};
