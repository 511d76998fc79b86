import type { Dispatch, SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../lib/toast.tsx';
import { clampOccurred } from '../../lib/occurred-input.ts';
import { usePlaceZone } from '../../lib/place-zone.ts';
import {
  DESCRIPTION_STEP,
  DETAILS_STEP,
  EVIDENCE_STEP,
  LOCATION_STEP,
  REVIEW_STEP,
  type ReportDraft,
} from './model/report-draft.ts';
import { canPressNext, firstUnfinishedStep, stepProblems } from './model/step-validation.ts';
import type { ReportPageSlots } from './report-page-slots.ts';
import { DescriptionStep } from './steps/description-step.tsx';
import { DetailsStep } from './steps/details-step.tsx';
import { EvidenceStep } from './steps/evidence-step.tsx';
import { LocationStep } from './steps/location-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { SubmitModal } from './submit/submit-modal.tsx';
import { useReportSubmission } from './submit/use-report-submission.ts';
import type { QueuedFile } from '../../lib/upload/upload-queue.ts';
import { WizardNavigation } from './wizard-navigation.tsx';

interface ReportWizardProps extends ReportPageSlots {
  draft: ReportDraft;
  update: (changes: Partial<ReportDraft>) => void;
  /** Forgets the saved draft once the server has the report. */
  discard: () => void;
  /** Held by the page, so the files survive a visit back to the intro. */
  queue: QueuedFile[];
  setQueue: Dispatch<SetStateAction<QueuedFile[]>>;
}

/**
 * Steps 1 to 5: Next only when the step validates, Previous one step back, and
 * submission from the review step. Loaded after the intro, so the first page stays light.
 */
export default function ReportWizard({ draft, update, discard, queue, setQueue, SkyAtTheTime }: ReportWizardProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const submission = useReportSubmission({ setQueue, onReported: discard });
  const step = draft.step;
  const zone = usePlaceZone(draft.latitude, draft.longitude);

  const showProblems = (checked: ReportDraft, at: number) => {
    const problems = stepProblems(at, checked);
    for (const problem of problems) showToast(problem);
    return problems.length === 0;
  };

  const next = () => {
    let checked = draft;
    if (step === DETAILS_STEP) {
      // The occurrence date's maximum is now, also for a date that was typed and never left.
      const occurred = clampOccurred(draft.occurred, new Date(), zone);
      if (occurred !== draft.occurred) checked = { ...draft, occurred };
    }
    if (showProblems(checked, step)) update({ occurred: checked.occurred, step: step + 1 });
  };

  const submit = () => {
    const unfinished = firstUnfinishedStep(draft, REVIEW_STEP);
    if (unfinished < REVIEW_STEP) {
      showProblems(draft, unfinished);
      update({ step: unfinished });
      return;
    }
    void submission.submit(draft, queue);
  };

  return (
    <>
      {step === LOCATION_STEP && <LocationStep draft={draft} update={update} />}
      {step === DESCRIPTION_STEP && <DescriptionStep draft={draft} update={update} />}
      {step === DETAILS_STEP && <DetailsStep draft={draft} update={update} SkyAtTheTime={SkyAtTheTime} />}
      {step === EVIDENCE_STEP && <EvidenceStep draft={draft} update={update} queue={queue} onQueueChange={setQueue} />}
      {step === REVIEW_STEP && (
        <ReviewStep draft={draft} zone={zone} queue={queue} onEdit={(to) => update({ step: to })} />
      )}
      <WizardNavigation
        onPrevious={() => update({ step: step - 1 })}
        onNext={step < REVIEW_STEP ? next : null}
        onSubmit={submit}
        nextBlockedReason={canPressNext(step, draft) ? null : 'Set the location first'}
        submitting={submission.phase !== 'idle'}
      />
      <SubmitModal
        phase={submission.phase}
        submitted={submission.submitted}
        queue={queue}
        onCancelUpload={submission.cancelUpload}
        onReturnToMap={() => void navigate('/')}
      />
    </>
  );
}
