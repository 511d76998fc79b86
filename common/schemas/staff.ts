import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common-fields.ts';

/** Staff roles: admin may do everything, moderator finds, edits, approves, deletes and reads activity. */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Tokens are 43 base64url characters; the bound only keeps junk out. */
const tokenTextSchema = z.string().check(z.minLength(1, 'token is required.'), z.maxLength(200, 'token is too long.'));

export const tokenValidateRequestSchema = z.object({
  username: z.string().check(z.trim(), z.maxLength(254, 'username is too long.')),
  token: tokenTextSchema,
});
export type TokenValidateRequest = z.infer<typeof tokenValidateRequestSchema>;

/** The answer of POST /token/validate: who holds the token, or valid false with nulls. */
export const tokenValidationSchema = z.object({
  valid: z.boolean(),
  username: z.string(),
  role: z.nullable(staffRoleSchema),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  expires: z.nullable(isoDateTimeSchema),
});
export type TokenValidation = z.infer<typeof tokenValidationSchema>;
