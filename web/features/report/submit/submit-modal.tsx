import { Button, Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { Spinner } from '../../../lib/spinner.tsx';
import type { QueuedFile } from '../../../lib/upload/upload-queue.ts';
import { UploadQueueList } from '../../../lib/upload/upload-queue-list.tsx';
import type { SubmissionPhase, SubmittedReport } from './use-report-submission.ts';
import { FollowLink } from './follow-link.tsx';
import { sightingPagePath } from '../../../../common/pages/page-table.ts';

interface SubmitModalProps {
  phase: SubmissionPhase;
  submitted: SubmittedReport | null;
  queue: readonly QueuedFile[];
  onCancelUpload: (id: string) => void;
  onReturnToMap: () => void;
}

/**
 * The blocking submit modal: it cannot be dismissed while the report and its files are
 * being sent, then says the report was received and where it will appear once approved, and gives
 * the witness their private follow link.
 */
export function SubmitModal({ phase, submitted, queue, onCancelUpload, onReturnToMap }: SubmitModalProps) {
  const done = phase === 'submitted' && submitted !== null;
  const sightingPath = submitted ? sightingPagePath(submitted.id) : '';

  return (
    <Modal
      show={phase !== 'idle'}
      backdrop="static"
      keyboard={done}
      onHide={done ? onReturnToMap : () => undefined}
      centered
      aria-labelledby="report-submit-title"
    >
      {done ? (
        <>
          <Modal.Header>
            <Modal.Title id="report-submit-title">Report Submitted</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="h5">
              <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
              Thank You
            </p>
            <p>
              Your report has been received. Once it has been reviewed and approved, it can be viewed at:{' '}
              <Link to={sightingPath} className="text-break">
                {window.location.origin}
                {sightingPath}
              </Link>
            </p>
            <FollowLink token={submitted.followToken} />
            {queue.length > 0 && (
              <>
                <p className="mb-2">These files were not uploaded:</p>
                <UploadQueueList queue={queue} />
              </>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="primary" onClick={onReturnToMap}>
              <i className="bi bi-map me-2" aria-hidden="true" />
              Return to Map
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Modal.Body>
          <h2 id="report-submit-title" className="visually-hidden">
            Submitting your report
          </h2>
          <Spinner label="Your report is being submitted..." className="justify-content-center py-3" />
          <UploadQueueList queue={queue} onCancel={onCancelUpload} />
        </Modal.Body>
      )}
    </Modal>
  );
}
