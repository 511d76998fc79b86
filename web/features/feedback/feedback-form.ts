import { FEEDBACK_TOPICS, feedbackRequestSchema, type FeedbackTopic } from '../../../common/schemas/feedback.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { ToastRequest } from '../../lib/toast.tsx';

export interface FeedbackValues {
  message: string;
  email: string;
  topic: FeedbackTopic;
}

export type FeedbackField = 'message' | 'email';
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** The server's own rules (the same schema), so the form never sends what the server would refuse. */
export function feedbackErrors(values: FeedbackValues): FeedbackErrors {
  return fieldErrors(feedbackRequestSchema, values, ['message', 'email']);
}

/** The topic a link asks for (`?topic=advertising` from the Sponsored card); feedback otherwise. */
export function topicOfQuery(value: string | null): FeedbackTopic {
  const topic = value?.toUpperCase();
  return FEEDBACK_TOPICS.find((known) => known === topic) ?? 'GENERAL';
}

/**
 * A message that was not sent: a refusal the server explains (too many from this address, a field it
 * would not take) says why; anything else is a plain failure. The form keeps what was written.
 */
export function feedbackFailureToast(error: unknown): ToastRequest {
  if (error instanceof ApiError && [400, 413, 429].includes(error.status)) {
    return { title: 'Feedback Error', message: error.message };
  }
  return { title: 'Feedback Error', message: 'Could not send your feedback at this time. Please try again later.' };
}
