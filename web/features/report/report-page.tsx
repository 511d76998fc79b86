import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../lib/spinner.tsx';
import { INTRO_STEP, LOCATION_STEP, REPORT_STEPS } from './model/report-draft.ts';
import type { ReportPageSlots } from './report-page-slots.ts';
import { useReportDraft } from './model/use-report-draft.ts';
import './report-page.css';
import { StepIndicator } from './step-indicator.tsx';
import { IntroStep } from './steps/intro-step.tsx';
import type { QueuedFile } from '../../lib/upload/upload-queue.ts';

// The steps, their map and the submission load after the intro: most of the page's weight is there.
const loadWizard = () => import('./report-wizard.tsx');
const ReportWizard = lazy(loadWizard);

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

/**
 * The report form ('Share Your UFO Sighting'): an intro, five steps, and submission; app/ composes it
 * with what other features add to the steps.
 */
export default function ReportPage({ SkyAtTheTime }: ReportPageSlots = {}) {
  const navigate = useNavigate();
  const { draft, update, discard, restored } = useReportDraft();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [showRestored, setShowRestored] = useState(restored);
  const step = draft.step;

  // On a new step, focus goes to its heading so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const cancel = () => {
    discard();
    void navigate('/');
  };

  return (
    <div className="container py-4 report-page">
      <h1 className="h2 mb-3">Share Your UFO Sighting</h1>
      {showRestored && (
        <div className="alert alert-info d-flex align-items-start gap-2" role="status">
          <span className="flex-grow-1">
            Welcome back: the report you started earlier has been restored. Files are not kept between visits, so please
            add them again.
          </span>
          <button
            type="button"
            className="btn-close"
            aria-label="Close notice"
            onClick={() => setShowRestored(false)}
          />
        </div>
      )}
      {step !== INTRO_STEP && <StepIndicator current={step} />}
      <section className="card shadow-sm" aria-labelledby="report-step-heading">
        <div className="card-body p-3 p-md-4">
          <h2 id="report-step-heading" ref={heading} tabIndex={-1} className="h4 mb-3 report-step-heading">
            <StepHeading step={step} />
          </h2>
          {step === INTRO_STEP ? (
            <IntroStep
              onCancel={cancel}
              onContinue={() => update({ step: LOCATION_STEP })}
              onAboutToContinue={() => void loadWizard()}
            />
          ) : (
            <Suspense fallback={<Spinner className="justify-content-center py-5" />}>
              <ReportWizard
                draft={draft}
                update={update}
                discard={discard}
                queue={queue}
                setQueue={setQueue}
                SkyAtTheTime={SkyAtTheTime}
              />
            </Suspense>
          )}
        </div>
      </section>
    </div>
  );
}
