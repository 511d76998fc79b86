import type { FailedSignIn } from '../../../common/schemas/failed-sign-in.ts';
import { failedSignInsQueryOptions } from './api/staff-logs.ts';
import { LogTime, logUnavailableToast, PagedLogCard } from './paged-log-card.tsx';

const OUTCOMES: Record<FailedSignIn['outcome'], string> = {
  WRONG_PASSWORD: 'wrong password',
  SLOWED_DOWN: 'too soon after other failures, slowed down',
};

const FAILED_SIGN_INS_UNAVAILABLE = logUnavailableToast('failed sign-ins');

function FailedSignInItem({ failure }: { failure: FailedSignIn }) {
  const who = `${failure.firstName} ${failure.lastName}`.trim() || failure.email;
  return (
    <li className="failed-sign-in">
      <div>
        <span className="fw-semibold">{who}</span> <span className="text-body-secondary">({failure.email})</span>
      </div>
      <div className="small">
        From <span className="font-monospace">{failure.address}</span>: {OUTCOMES[failure.outcome]},{' '}
        <LogTime at={failure.failed} />
      </div>
    </li>
  );
}

/**
 * Failed sign-ins to staff accounts, newest first: guesses are slowed down rather than locking anyone
 * out, and this is where staff see them happen.
 */
export function FailedSignInsCard() {
  return (
    <PagedLogCard
      title="Failed Sign-ins"
      noun="Failed Sign-ins"
      texts={{
        sizeLabel: 'Failed sign-ins per page',
        loading: 'Loading failed sign-ins...',
        empty: 'No Failed Sign-ins',
        pagesLabel: 'Failed sign-in pages',
      }}
      className="mb-4"
      listClassName="failed-sign-in-list"
      pageQuery={failedSignInsQueryOptions}
      failureToast={FAILED_SIGN_INS_UNAVAILABLE}
      itemKey={(failure) => `${failure.failed}-${failure.email}-${failure.address}`}
      renderItem={(failure) => <FailedSignInItem failure={failure} />}
    />
  );
}
