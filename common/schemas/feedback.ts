import { z } from 'zod/mini';
import { cleanText } from './clean-text.ts';
import { isoDateTimeSchema, pageOf } from './common-fields.ts';

/** Room for a detailed note or a bug report; anything longer is better sent in parts. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 4000;
/** The longest e-mail address a mail server accepts. */
export const FEEDBACK_EMAIL_MAX_LENGTH = 254;

/** What a message is about: feedback on the site, or a wish to advertise on it (the Sponsored card). */
export const FEEDBACK_TOPICS = ['GENERAL', 'ADVERTISING'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** How each topic reads in the form and in administration. */
export const FEEDBACK_TOPIC_NAMES: Readonly<Record<FeedbackTopic, string>> = {
  GENERAL: 'Feedback',
  ADVERTISING: 'Advertising',
};

/** The form's texts for wrong answers, shared by the form and the server's 400 answers. */
export const FEEDBACK_MESSAGES = {
  message: 'You must enter a message to send feedback.',
  messageLength: `Your message must be at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters.`,
  email: 'Enter a valid e-mail address, or leave it empty.',
  emailLength: `An e-mail address is at most ${FEEDBACK_EMAIL_MAX_LENGTH} characters.`,
  topic: 'Choose Feedback or Advertising.',
} as const;

/**
 * What a visitor sends from the feedback form: a message (required; kept as written, minus invisible
 * characters), an e-mail address only if they would like an answer, and the topic.
 */
export const feedbackRequestSchema = z.object({
  message: z.pipe(
    z.pipe(z.string({ error: FEEDBACK_MESSAGES.message }), z.transform(cleanText)),
    z
      .string()
      .check(
        z.minLength(1, FEEDBACK_MESSAGES.message),
        z.maxLength(FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGES.messageLength),
      ),
  ),
  email: z.pipe(
    z.pipe(
      z.nullish(z.string({ error: FEEDBACK_MESSAGES.email })),
      z.transform((value) => value?.trim() || null),
    ),
    z.nullable(
      z
        .email({ error: FEEDBACK_MESSAGES.email })
        .check(z.maxLength(FEEDBACK_EMAIL_MAX_LENGTH, FEEDBACK_MESSAGES.emailLength)),
    ),
  ),
  topic: z._default(z.enum(FEEDBACK_TOPICS, { error: FEEDBACK_MESSAGES.topic }), 'GENERAL'),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type ParsedFeedbackRequest = z.output<typeof feedbackRequestSchema>;

/** The answer to a visitor who sent feedback: it was stored, and when. */
export const feedbackReceiptSchema = z.object({ received: isoDateTimeSchema });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** One message as staff read it in administration. */
export const feedbackEntrySchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  message: z.string(),
  email: z.nullable(z.string()),
  topic: z.enum(FEEDBACK_TOPICS),
  received: isoDateTimeSchema,
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackPageSchema = pageOf(feedbackEntrySchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
