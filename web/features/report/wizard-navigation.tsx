import { useId } from 'react';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';

interface WizardNavigationProps {
  onPrevious: () => void;
  /** Null on the review step, which submits instead. */
  onNext: (() => void) | null;
  onSubmit: () => void;
  /** Why Next cannot be pressed yet, or null when it can. */
  nextBlockedReason: string | null;
  submitting: boolean;
}

/**
 * Previous, and Next or Submit Report. A Next that cannot be pressed stays focusable (aria-disabled)
 * so its tooltip reaches keyboard and screen-reader users too.
 */
export function WizardNavigation({
  onPrevious,
  onNext,
  onSubmit,
  nextBlockedReason,
  submitting,
}: WizardNavigationProps) {
  const hintId = useId();
  const next = onNext && (
    <Button
      variant="primary"
      className={nextBlockedReason ? 'report-button-unavailable' : undefined}
      aria-disabled={nextBlockedReason ? true : undefined}
      aria-describedby={nextBlockedReason ? hintId : undefined}
      onClick={() => {
        if (!nextBlockedReason) onNext();
      }}
    >
      Next
      <i className="bi bi-arrow-right ms-2" aria-hidden="true" />
    </Button>
  );

  return (
    <div className="d-flex justify-content-between gap-2 mt-4 pt-3 border-top">
      <Button variant="outline-secondary" onClick={onPrevious} disabled={submitting}>
        <i className="bi bi-arrow-left me-2" aria-hidden="true" />
        Previous
      </Button>
      {next && nextBlockedReason ? (
        <>
          <OverlayTrigger placement="top" overlay={<Tooltip id={`${hintId}-tooltip`}>{nextBlockedReason}</Tooltip>}>
            {next}
          </OverlayTrigger>
          <span id={hintId} className="visually-hidden">
            {nextBlockedReason}
          </span>
        </>
      ) : (
        next
      )}
      {!onNext && (
        <Button variant="success" onClick={onSubmit} disabled={submitting}>
          <i className="bi bi-send me-2" aria-hidden="true" />
          Submit Report
        </Button>
      )}
    </div>
  );
}
