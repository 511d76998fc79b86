import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useToast } from '../../lib/toast.tsx';
import { clampOccurred } from './model/occurred-input.ts';
import {
  DESCRIPTION_STEP,
  DETAILS_STEP,
  EVIDENCE_STEP,
  INTRO_STEP,
  LOCATION_STEP,
  REPORT_STEPS,
  REVIEW_STEP,
  type ReportDraft,
} from './model/report-draft.ts';
import { canPressNext, firstUnfinishedStep, stepProblems } from './model/step-validation.ts';
import { useReportDraft } from './model/use-report-draft.ts';
import './report-page.css';
import { StepIndicator } from './step-indicator.tsx';
import { DescriptionStep } from './steps/description-step.tsx';
import { DetailsStep } from './steps/details-step.tsx';
import { EvidenceStep } from './steps/evidence-step.tsx';
import { IntroStep } from './steps/intro-step.tsx';
import { LocationStep } from './steps/location-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { SubmitModal } from './submit/submit-modal.tsx';
import { useReportSubmission } from './submit/use-report-submission.ts';
import type { QueuedFile } from './upload/upload-queue.ts';
import { WizardNavigation } from './wizard-navigation.tsx';

function StepHeading({ step }: { step: number }) {
  if (step === INTRO_STEP) return <>Before You Begin</>;
  return (
    <>
      <span className="d-block small text-body-secondary fw-normal">
        Step {step} of {REPORT_STEPS.length}
      </span>
      {REPORT_STEPS[step - 1]!.title}
    </>
  );
}

/** The report form (SPEC §2 'Share Your UFO Sighting'): an intro, five steps, and submission. */
export default function ReportPage() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { draft, update, discard, restored } = useReportDraft();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [showRestored, setShowRestored] = useState(restored);
  const submission = useReportSubmission({ setQueue, onReported: discard });
  const step = draft.step;

  // On a new step, focus goes to its heading so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const goTo = useCallback((next: number) => update({ step: next }), [update]);

  const showProblems = (checked: ReportDraft, at: number) => {
    const problems = stepProblems(at, checked);
    for (const problem of problems) showToast(problem);
    return problems.length === 0;
  };

  const next = () => {
    let checked = draft;
    if (step === DETAILS_STEP) {
      // The maximum is now (SPEC §5), also for a date that was typed and never left.
      const occurred = clampOccurred(draft.occurred, new Date());
      if (occurred !== draft.occurred) checked = { ...draft, occurred };
    }
    if (showProblems(checked, step)) update({ occurred: checked.occurred, step: step + 1 });
  };

  const submit = () => {
    const unfinished = firstUnfinishedStep(draft, REVIEW_STEP);
    if (unfinished < REVIEW_STEP) {
      showProblems(draft, unfinished);
      goTo(unfinished);
      return;
    }
    void submission.submit(draft, queue);
  };

  const cancel = () => {
    discard();
    void navigate('/');
  };

  return (
    <div className="container py-4 report-page">
      <h1 className="h2 mb-3">Share Your UFO Sighting</h1>
      {showRestored && (
        <Alert variant="info" dismissible onClose={() => setShowRestored(false)} closeLabel="Close notice">
          Welcome back: the report you started earlier has been restored. Files are not kept between visits, so please
          add them again.
        </Alert>
      )}
      {step !== INTRO_STEP && <StepIndicator current={step} />}
      <section className="card shadow-sm" aria-labelledby="report-step-heading">
        <div className="card-body p-3 p-md-4">
          <h2 id="report-step-heading" ref={heading} tabIndex={-1} className="h4 mb-3 report-step-heading">
            <StepHeading step={step} />
          </h2>
          {step === INTRO_STEP && <IntroStep onCancel={cancel} onContinue={() => goTo(LOCATION_STEP)} />}
          {step === LOCATION_STEP && <LocationStep draft={draft} update={update} />}
          {step === DESCRIPTION_STEP && <DescriptionStep draft={draft} update={update} />}
          {step === DETAILS_STEP && <DetailsStep draft={draft} update={update} />}
          {step === EVIDENCE_STEP && (
            <EvidenceStep draft={draft} update={update} queue={queue} onQueueChange={setQueue} />
          )}
          {step === REVIEW_STEP && <ReviewStep draft={draft} queue={queue} onEdit={goTo} />}
          {step !== INTRO_STEP && (
            <WizardNavigation
              onPrevious={() => goTo(step - 1)}
              onNext={step < REVIEW_STEP ? next : null}
              onSubmit={submit}
              nextBlockedReason={canPressNext(step, draft) ? null : 'Set the location first'}
              submitting={submission.phase !== 'idle'}
            />
          )}
        </div>
      </section>
      <SubmitModal
        phase={submission.phase}
        sightingId={submission.sightingId}
        queue={queue}
        onCancelUpload={submission.cancelUpload}
        onReturnToMap={() => void navigate('/')}
      />
    </div>
  );
}
