import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from '../http/api-path.ts';
import type { StaffMember } from './staff-member.ts';
import type { TokenService } from './token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, or null: no token, or an expired or revoked one. */
    staff: StaffMember | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * Resolves `request.staff` for API calls carrying a bearer token; calls without one cost nothing.
 * Install before the routes, so every route (public ones too) can see who is asking.
 */
export function installAuthentication(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const token = bearerToken(request);
    if (token && token.length <= 200) request.staff = await tokens.resolve(token);
  });
}
