import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { truncate } from '../../../common/display/text.ts';
import {
  PROBABLE_DUPLICATE_CONFIDENCE,
  type DuplicateCandidate,
  type DuplicateMatch,
} from '../../../common/schemas/duplicates.ts';
import { ApiError } from '../../lib/api-client.ts';
import { administrationPathFor } from '../../lib/staff-paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { ADMIN_TOASTS, sightingMergedToast } from './admin-toasts.ts';
import { ADMIN_QUERY_KEY } from './api/admin-query-keys.ts';
import { duplicatesQueryOptions, keepBoth, mergeSighting } from './api/duplicates.ts';
import { useStaffFailureToast } from './use-staff-failure.ts';

const MATCH_WORDS: Record<DuplicateMatch, string> = {
  'place-time': 'same place and time',
  text: 'near-identical text',
  photo: 'same photo',
};

/** "same place and time, near-identical text": what made the two look alike, in words. */
export function matchedInWords(candidate: Pick<DuplicateCandidate, 'matched'>): string {
  return candidate.matched.length ? candidate.matched.map((match) => MATCH_WORDS[match]).join(', ') : 'alike overall';
}

/** One of the card's small buttons, `tone` a Bootstrap button style such as 'outline-dark'. */
function SmallButton(props: { tone: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`btn btn-${props.tone} btn-sm`} disabled={props.disabled} onClick={props.onClick}>
      {props.children}
    </button>
  );
}

/**
 * Under a pending report that is probably a resend of a report stored before it: which one, how sure,
 * and why; staff merge it into that one (its media move over and it is deleted) or keep both, which
 * is remembered so the mark goes away. Nothing shows for a report that repeats none.
 */
export function PendingReportDuplicate({ reportId }: { reportId: string }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const staffFailed = useStaffFailureToast();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery(duplicatesQueryOptions(reportId));
  const best = query.data?.candidates[0];

  const failed = (error: unknown) => {
    // A refusal the server explains (the other report is gone, too many files) is shown as it says it.
    const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
    staffFailed(error, explained ? { ...ADMIN_TOASTS.mergeFailed, message: error.message } : ADMIN_TOASTS.mergeFailed);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY] });
  const merge = useMutation({
    mutationFn: mergeSighting,
    onSuccess: (_merged, { id, targetId }) => {
      setConfirming(false);
      showToast(sightingMergedToast(id, targetId));
      void refresh();
    },
    onError: failed,
  });
  const keep = useMutation({
    mutationFn: keepBoth,
    onSuccess: () => void refresh(),
    onError: failed,
  });

  if (!best || best.confidence < PROBABLE_DUPLICATE_CONFIDENCE) return null;
  const percent = Math.round(best.confidence * 100);
  const busy = merge.isPending || keep.isPending;
  return (
    <div
      className="pending-duplicate border border-warning-subtle bg-warning-subtle rounded small mt-2 px-2 py-1"
      role="group"
      aria-label={`Possible resend of ${best.id}`}
    >
      <div>
        <i className="bi bi-files me-1" aria-hidden="true" />
        Possible resend of{' '}
        <Link to={administrationPathFor(best.id)} className="font-monospace">
          {best.id}
        </Link>{' '}
        ({percent}% sure: {matchedInWords(best)})
        {best.summary && <span className="text-body-secondary"> “{truncate(best.summary, 60)}”</span>}
      </div>
      {confirming ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
          <span>
            Merge {reportId} into {best.id}? Its media move over and {reportId} is deleted.
          </span>
          <SmallButton tone="warning" disabled={busy} onClick={() => merge.mutate({ id: reportId, targetId: best.id })}>
            {merge.isPending && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            Confirm merge
          </SmallButton>
          <SmallButton tone="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </SmallButton>
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2 mt-1">
          <SmallButton tone="outline-dark" disabled={busy} onClick={() => setConfirming(true)}>
            Merge into {best.id}
          </SmallButton>
          <SmallButton
            tone="outline-secondary"
            disabled={busy}
            onClick={() => keep.mutate({ id: reportId, otherId: best.id })}
          >
            Keep both
          </SmallButton>
        </div>
      )}
    </div>
  );
}
