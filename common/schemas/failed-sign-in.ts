import { z } from 'zod/mini';
import { isoDateTimeSchema, pageOf } from './common-fields.ts';

/** Why a sign-in to a staff account failed: a wrong password, or an attempt that came too soon after others. */
export const FAILED_SIGN_IN_OUTCOMES = ['WRONG_PASSWORD', 'SLOWED_DOWN'] as const;

export const failedSignInSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  failed: isoDateTimeSchema,
  outcome: z.enum(FAILED_SIGN_IN_OUTCOMES),
});
export type FailedSignIn = z.infer<typeof failedSignInSchema>;

export const failedSignInPageSchema = pageOf(failedSignInSchema);
export type FailedSignInPage = z.infer<typeof failedSignInPageSchema>;
