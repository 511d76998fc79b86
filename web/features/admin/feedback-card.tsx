import { FEEDBACK_TOPIC_NAMES, type FeedbackEntry } from '../../../common/schemas/feedback.ts';
import { feedbackQueryOptions } from './api/staff-logs.ts';
import { LogTime, logUnavailableToast, PagedLogCard } from './paged-log-card.tsx';

const FEEDBACK_UNAVAILABLE = logUnavailableToast('feedback');

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
  return (
    <li className="feedback-entry">
      <div className="d-flex flex-wrap align-items-baseline gap-2 small mb-1">
        <span className={`badge ${entry.topic === 'ADVERTISING' ? 'text-bg-info' : 'text-bg-secondary'}`}>
          {FEEDBACK_TOPIC_NAMES[entry.topic]}
        </span>
        <LogTime at={entry.received} />
        {entry.email ? (
          <a href={`mailto:${entry.email}`}>{entry.email}</a>
        ) : (
          <span className="text-body-secondary">no e-mail given</span>
        )}
      </div>
      {/* Visitors' words, shown only ever as text. */}
      <p className="feedback-message mb-0">{entry.message}</p>
    </li>
  );
}

/** What visitors sent with the built-in feedback form, newest first, for every staff member. */
export function FeedbackCard() {
  return (
    <PagedLogCard
      title="Feedback"
      noun="Messages"
      texts={{
        sizeLabel: 'Feedback messages per page',
        loading: 'Loading feedback...',
        empty: 'No Feedback Received',
        pagesLabel: 'Feedback pages',
      }}
      className="mb-4"
      listClassName="feedback-list"
      pageQuery={feedbackQueryOptions}
      failureToast={FEEDBACK_UNAVAILABLE}
      itemKey={(entry) => String(entry.id)}
      renderItem={(entry) => <FeedbackItem entry={entry} />}
    />
  );
}
