import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffMember } from '../auth/staff-member.ts';
import { HttpError } from '../http/errors.ts';
import { may } from './permissions.ts';

export const NOT_SIGNED_IN_MESSAGE = 'Sign in to use administration: the token is missing, expired or revoked.';

/**
 * The one check in front of every administration call: 401 without a live token, 403 when the role
 * may not use the call. Runs before the body is read, so a refused call changes nothing.
 */
export async function staffGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const staff = request.staff;
  if (!staff) {
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send({ statusCode: 401, error: 'Unauthorized', message: NOT_SIGNED_IN_MESSAGE });
  }
  if (!may(staff.role, request.routeOptions.config.capability)) {
    return reply
      .code(403)
      .send({ statusCode: 403, error: 'Forbidden', message: `A ${staff.role} may not use this call.` });
  }
}

/** The staff member behind a call that passed the guard. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
  return request.staff;
}
