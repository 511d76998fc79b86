import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryCodesSchema } from '../../common/schemas/browse.ts';
import { countryNamesByCode } from './country-codes.ts';

export const geodataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/country/codes', {
    schema: { tags: ['geodata'], response: { 200: countryCodesSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return countryNamesByCode;
    },
  });
};
