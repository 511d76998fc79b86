import { Button } from 'react-bootstrap';
import { UPLOAD_QUEUE_LIMIT } from '../../../../common/schemas/upload-queue.ts';
import { RotatingInstructions } from './rotating-instructions.tsx';

interface IntroStepProps {
  onCancel: () => void;
  onContinue: () => void;
  /** The visitor is about to continue (pointer over or focus on the button): a moment to fetch the steps. */
  onAboutToContinue: () => void;
}

/** Step 0: what to expect, the hoax warning, and the way in or out. */
export function IntroStep({ onCancel, onContinue, onAboutToContinue }: IntroStepProps) {
  return (
    <>
      <RotatingInstructions />
      <p>
        Reporting a sighting takes about 2 to 4 minutes. You can attach up to {UPLOAD_QUEUE_LIMIT} files: photos, videos
        or documents.
      </p>
      <p className="alert alert-warning fw-bold text-center">
        <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />
        HOAX OR JOKE REPORTS WILL BE IGNORED
      </p>
      <div className="d-flex flex-column-reverse flex-sm-row justify-content-between gap-2 mt-4">
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel Submission
        </Button>
        <Button variant="primary" onClick={onContinue} onPointerEnter={onAboutToContinue} onFocus={onAboutToContinue}>
          Continue With Report
          <i className="bi bi-arrow-right ms-2" aria-hidden="true" />
        </Button>
      </div>
    </>
  );
}
