import { emptyDraft, reportDraftSchema, type ReportDraft } from './report-draft.ts';

/** Local storage key of the unfinished report (kept until it is submitted or cancelled). */
export const REPORT_DRAFT_KEY = 'ReportDraft';

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Private browsing or a full quota must not break the wizard: the draft is a convenience.
function browserStorage(): DraftStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The saved draft, or null when there is none or it cannot be read. Fields an older version did not
 * save (or saved in another shape) start empty, so a stored draft survives an app update.
 */
export function readDraft(storage: DraftStore | null = browserStorage()): ReportDraft | null {
  try {
    const text = storage?.getItem(REPORT_DRAFT_KEY);
    if (!text) return null;
    const stored: unknown = JSON.parse(text);
    if (!stored || typeof stored !== 'object') return null;
    const draft: Record<string, unknown> = { ...emptyDraft() };
    const fields = reportDraftSchema.shape;
    for (const [key, value] of Object.entries(stored)) {
      if (!(key in fields)) continue;
      const parsed = fields[key as keyof typeof fields].safeParse(value);
      if (parsed.success) draft[key] = parsed.data;
    }
    return reportDraftSchema.parse(draft);
  } catch {
    return null;
  }
}

export function saveDraft(draft: ReportDraft, storage: DraftStore | null = browserStorage()): void {
  try {
    storage?.setItem(REPORT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Quota full or storage refused: the wizard keeps working without a saved draft.
  }
}

export function clearDraft(storage: DraftStore | null = browserStorage()): void {
  try {
    storage?.removeItem(REPORT_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
