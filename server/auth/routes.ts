import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginFormSchema, tokenResponseSchema } from '../../common/schemas/login.ts';
import { tokenValidateRequestSchema, tokenValidationSchema } from '../../common/schemas/staff.ts';
import { errorResponses, operationDocs } from '../http/route-docs.ts';
import { bearerToken } from './authentication.ts';
import { LoginLockedError } from './login-limiter.ts';
import type { TokenService } from './token-service.ts';

const docs = operationDocs(['staff sign-in']);

/** The token calls (generate, validate) plus sign-out (revoke), at /api/v1/token/…. */
export const tokenRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  app.post('/generate', {
    schema: {
      ...docs(
        'generateToken',
        'Sign in: a bearer token for a staff member',
        'Signs a staff member in. Failed attempts are limited per e-mail and per address (429 + Retry-After).',
      ),
      body: loginFormSchema,
      response: { 200: tokenResponseSchema, ...errorResponses(401, 429) },
    },
    handler: async (request, reply) => {
      try {
        return await tokens.generate(request.body, request.ip);
      } catch (error) {
        if (error instanceof LoginLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  app.post('/validate', {
    schema: {
      ...docs('validateToken', 'Whether a token is still valid'),
      body: tokenValidateRequestSchema,
      response: { 200: tokenValidationSchema },
    },
    handler: (request) => tokens.validate(request.body),
  });

  app.post('/revoke', {
    schema: {
      ...docs(
        'revokeToken',
        'Sign out: revoke the bearer token',
        'Signs out: revokes the bearer token of the call. Revoking a dead token is fine too.',
      ),
      response: { 204: z.null(), ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      const token = bearerToken(request);
      if (!token) {
        return reply.code(401).send({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Send the token to revoke as Authorization: Bearer <token>.',
        });
      }
      await tokens.revoke(token);
      return reply.code(204).send(null);
    },
  });
};
