import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_TOPIC_NAMES,
  FEEDBACK_TOPICS,
} from '../../../common/schemas/feedback.ts';
import { PAGES } from '../../../common/pages/page-table.ts';
import { FormField } from '../../lib/form-field.tsx';
import { useToast } from '../../lib/toast.tsx';
import { sendFeedback } from './api/send-feedback.ts';
import {
  feedbackErrors,
  feedbackFailureToast,
  topicOfQuery,
  type FeedbackField,
  type FeedbackValues,
} from './feedback-form.ts';

type Touched = Partial<Record<FeedbackField, boolean>>;

/** Tells the sender the message arrived, and offers to write another or go back to the map. */
function SentPanel({ onWriteAnother }: { onWriteAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen reader users land on the answer, not on a button that is gone.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="alert alert-success" role="status">
      <h2 className="h4" tabIndex={-1} ref={headingRef}>
        Thank You
      </h2>
      <p>Your feedback has been received. Our staff read every message.</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-success" onClick={onWriteAnother}>
          Send More Feedback
        </button>
        <Link to={PAGES.home.path} className="btn btn-success">
          Return to Map
        </Link>
      </div>
    </div>
  );
}

/**
 * The built-in feedback form, which the footer's Feedback link opens when the site names no feedback
 * address of its own: a message (required), an e-mail address for an answer (optional) and the topic.
 * It is stored for the staff, who read it in administration.
 */
export default function FeedbackPage() {
  const id = useId();
  const [searchParams] = useSearchParams();
  const { showToast } = useToast();
  const initialTopic = topicOfQuery(searchParams.get('topic'));
  const [values, setValues] = useState<FeedbackValues>({ message: '', email: '', topic: initialTopic });
  const [touched, setTouched] = useState<Touched>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = feedbackErrors(values);
  const shownError = (field: FeedbackField) => (touched[field] ? errors[field] : undefined);
  const setValue = (name: keyof FeedbackValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (Object.keys(errors).length > 0) {
      setTouched({ message: true, email: true });
      // The first field that needs an answer gets the focus, so its message is read out with it.
      formRef.current?.querySelector<HTMLElement>(errors.message ? 'textarea' : 'input[type="email"]')?.focus();
      return;
    }
    setSending(true);
    try {
      await sendFeedback({ message: values.message, email: values.email.trim() || null, topic: values.topic });
      setSent(true);
    } catch (error) {
      showToast(feedbackFailureToast(error));
    } finally {
      setSending(false);
    }
  };

  const writeAnother = () => {
    setValues({ message: '', email: '', topic: values.topic });
    setTouched({});
    setSent(false);
  };

  const length = values.message.trim().length;

  return (
    <div className="container py-4" style={{ maxWidth: '44rem' }}>
      <h1 className="h2" id={`${id}-title`}>
        Send Feedback
      </h1>
      <p className="text-body-secondary">
        Tell us what works, what does not, or what you would like to see. To report a sighting, use{' '}
        <Link to={PAGES.report.path}>Report a UFO Sighting</Link> instead.
      </p>
      {sent ? (
        <SentPanel onWriteAnother={writeAnother} />
      ) : (
        <form ref={formRef} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
          <FormField label="Topic" controlClass="form-select" className="mb-3">
            {(control) => (
              <select
                {...control}
                name="topic"
                value={values.topic}
                onChange={(event) => setValue('topic', event.target.value)}
              >
                {FEEDBACK_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {FEEDBACK_TOPIC_NAMES[topic]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Message" error={shownError('message')} className="mb-3">
            {(control) => (
              <>
                <textarea
                  {...control}
                  aria-describedby={[control['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')}
                  name="message"
                  rows={7}
                  required
                  value={values.message}
                  onChange={(event) => setValue('message', event.target.value)}
                  onBlur={() => setTouched((current) => ({ ...current, message: true }))}
                />
                <div
                  id={`${id}-count`}
                  className={`form-text${length > FEEDBACK_MESSAGE_MAX_LENGTH ? ' text-danger' : ''}`}
                >
                  {length} of {FEEDBACK_MESSAGE_MAX_LENGTH} characters
                </div>
              </>
            )}
          </FormField>
          <FormField label="E-mail (optional)" error={shownError('email')} className="mb-4">
            {(control) => (
              <>
                <input
                  {...control}
                  aria-describedby={[control['aria-describedby'], `${id}-email-help`].filter(Boolean).join(' ')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(event) => setValue('email', event.target.value)}
                  onBlur={() => setTouched((current) => ({ ...current, email: true }))}
                />
                <div id={`${id}-email-help`} className="form-text">
                  Only if you would like an answer; we use it for nothing else.
                </div>
              </>
            )}
          </FormField>
          <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
            {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {sending ? 'Sending...' : 'Send Feedback'}
          </button>
        </form>
      )}
    </div>
  );
}
