import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from './draft-storage.ts';
import { emptyDraft, hasAnswers, type ReportDraft } from './report-draft.ts';
import { firstUnfinishedStep } from './step-validation.ts';

interface DraftStart {
  draft: ReportDraft;
  /** Whether answers from an earlier visit came back. */
  restored: boolean;
}

function start(): DraftStart {
  const saved = readDraft();
  if (!saved) return { draft: emptyDraft(), restored: false };
  // A draft saved on a later step resumes at the first step it has not really finished.
  return { draft: { ...saved, step: firstUnfinishedStep(saved, saved.step) }, restored: hasAnswers(saved) };
}

/**
 * The wizard's answers, kept in local storage on every change until the report is submitted or
 * cancelled, and restored when the visitor comes back.
 */
export function useReportDraft() {
  const [initial] = useState(start);
  const [draft, setDraft] = useState(initial.draft);
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveDraft(draft);
  }, [draft]);

  const update = useCallback((changes: Partial<ReportDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
  }, []);

  /** Forgets the draft for good: the report was submitted or cancelled. */
  const discard = useCallback(() => {
    finished.current = true;
    clearDraft();
  }, []);

  return { draft, update, discard, restored: initial.restored };
}
