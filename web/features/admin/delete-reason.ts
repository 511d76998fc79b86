import { DELETE_REASON_MESSAGES, deleteReasonSchema } from '../../../common/schemas/follow.ts';

/** What is wrong with a pending report's deletion reason, or null when it may be sent. */
export function deleteReasonErrorOf(reason: string): string | null {
  const parsed = deleteReasonSchema.safeParse(reason);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? DELETE_REASON_MESSAGES.tooLong;
  return parsed.data ? null : DELETE_REASON_MESSAGES.missing;
}
