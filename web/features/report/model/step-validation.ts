import { REPORT_MESSAGES } from '../../../../common/schemas/report.ts';
import { parseDateTimeLocal } from '../../../lib/occurred-input.ts';
import { DESCRIPTION_STEP, DETAILS_STEP, hasPin, LOCATION_STEP, type ReportDraft } from './report-draft.ts';

/** Locate needs at least this much address text. */
export const MIN_ADDRESS_LENGTH = 3;

/** A reason the wizard cannot go on, shown as a toast: title and message. */
export interface StepProblem {
  title: string;
  message: string;
}

export function canLocate(address: string): boolean {
  return address.trim().length >= MIN_ADDRESS_LENGTH;
}

/**
 * Whether Next may be pressed at all: on the location step it stays disabled until there is
 * an address to locate or a pin. Pressing it still checks the step.
 */
export function canPressNext(step: number, draft: ReportDraft): boolean {
  if (step !== LOCATION_STEP) return true;
  return canLocate(draft.address) || hasPin(draft);
}

/** What keeps the visitor on `step`; empty when the step validates. All problems are listed at once. */
export function stepProblems(step: number, draft: ReportDraft): StepProblem[] {
  const problems: StepProblem[] = [];
  switch (step) {
    case LOCATION_STEP:
      if (!hasPin(draft)) problems.push({ title: 'Location Missing', message: REPORT_MESSAGES.location });
      break;
    case DESCRIPTION_STEP:
      if (!draft.summary.trim()) problems.push({ title: 'Summary Missing', message: REPORT_MESSAGES.summary });
      if (!draft.detailedDescription.trim()) {
        problems.push({ title: 'Description Missing', message: REPORT_MESSAGES.detailedDescription });
      }
      break;
    case DETAILS_STEP:
      if (!parseDateTimeLocal(draft.occurred)) {
        problems.push({ title: 'Occurrence Date Missing', message: REPORT_MESSAGES.occurred });
      }
      break;
  }
  return problems;
}

/** The first step before `upTo` that does not validate, or `upTo` when all do: where a restored draft resumes. */
export function firstUnfinishedStep(draft: ReportDraft, upTo: number): number {
  for (let step = LOCATION_STEP; step < upTo; step++) {
    if (stepProblems(step, draft).length > 0) return step;
  }
  return upTo;
}
