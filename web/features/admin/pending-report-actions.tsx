import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DELETE_REASON_MAX_LENGTH } from '../../../common/schemas/follow.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { FormField } from '../../lib/form-field.tsx';
import { useToast } from '../../lib/toast.tsx';
import { ADMIN_TOASTS, sightingDeletedToast, sightingUpdatedToast } from './admin-toasts.ts';
import { ADMIN_QUERY_KEY } from './api/admin-query-keys.ts';
import { deleteSighting } from './api/delete-sighting.ts';
import { updateSighting } from './api/update-sighting.ts';
import { deleteReasonErrorOf } from './delete-reason.ts';
import { useStaffFailureToast } from './use-staff-failure.ts';

/**
 * Approve and Reject for one report of the queue, without opening the editor. Approving publishes it as
 * the editor's Update with approval on does; rejecting deletes it with the reason its witness reads on
 * their follow page, which must be written first.
 */
export function PendingReportActions({ report }: { report: Sighting }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const failed = useStaffFailureToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // Every staff list (the queue, the activity log) may show the report: all are read again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY] });

  const approve = useMutation({
    mutationFn: () => updateSighting({ ...report, approved: true }),
    onSuccess: () => {
      showToast(sightingUpdatedToast(report.id));
      void refresh();
    },
    onError: (error) => failed(error, ADMIN_TOASTS.updateFailed),
  });
  const reject = useMutation({
    mutationFn: (why: string) => deleteSighting({ id: report.id, reason: why }),
    onSuccess: (deleted) => {
      showToast(deleted ? sightingDeletedToast(report.id) : ADMIN_TOASTS.notFound);
      void refresh();
    },
    onError: (error) => failed(error, ADMIN_TOASTS.deleteFailed),
  });
  const busy = approve.isPending || reject.isPending;
  const reasonError = tried ? deleteReasonErrorOf(reason.trim()) : null;

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (deleteReasonErrorOf(reason.trim()) || busy) return;
    reject.mutate(reason.trim());
  };

  if (rejecting) {
    return (
      <form
        className="pending-report-reject mt-2"
        onSubmit={submitReject}
        aria-label={`Reject sighting ${report.id}`}
        noValidate
      >
        <FormField label="Why is it not published?" error={reasonError ?? undefined} className="mb-2">
          {(control) => (
            <>
              <textarea
                {...control}
                aria-describedby={[control['aria-describedby'], `${control.id}-help`].filter(Boolean).join(' ')}
                rows={2}
                required
                maxLength={DELETE_REASON_MAX_LENGTH}
                value={reason}
                autoFocus
                onChange={(event) => setReason(event.target.value)}
              />
              <div id={`${control.id}-help`} className="form-text">
                The witness reads this on their follow page.
              </div>
            </>
          )}
        </FormField>
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-danger btn-sm" disabled={busy}>
            Reject {report.id}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setRejecting(false)}>
            Cancel
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="d-flex gap-2" role="group" aria-label={`Review sighting ${report.id}`}>
      <button
        type="button"
        className="btn btn-success btn-sm text-nowrap"
        disabled={busy}
        onClick={() => approve.mutate()}
      >
        <i className="bi bi-check-lg me-1" aria-hidden="true" />
        Approve
      </button>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm text-nowrap"
        disabled={busy}
        onClick={() => setRejecting(true)}
      >
        <i className="bi bi-x-lg me-1" aria-hidden="true" />
        Reject
      </button>
    </div>
  );
}
