import { apiPaths } from '../../../../common/api/api-paths.ts';
import {
  feedbackReceiptSchema,
  type FeedbackReceipt,
  type FeedbackRequest,
} from '../../../../common/schemas/feedback.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST {base}/feedback: the message goes to the staff, who read it in administration. */
export function sendFeedback(request: FeedbackRequest): Promise<FeedbackReceipt> {
  return apiPost(apiPaths.feedback, request, feedbackReceiptSchema);
}
