import { TAG_MAX_LENGTH } from '../../common/schemas/report.ts';
import { SUGGESTED_TAGS } from '../../common/vocabulary/report-options.ts';

const TAG_SUGGESTION_COUNT = 5;
const TAG_SUGGESTION_MIN_CHARS = 2;

function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, TAG_MAX_LENGTH).trim();
}

const sameLabel = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Adds a typed label: spaces tidied, at most 64 characters; empty text, duplicates (in any
 * letter case) and labels past `limit` are ignored. Answers the same array when nothing was added.
 */
export function addLabel(labels: readonly string[], text: string, limit: number): readonly string[] {
  const label = normalised(text);
  if (!label || labels.length >= limit || labels.some((existing) => sameLabel(existing, label))) {
    return labels;
  }
  return [...labels, label];
}

export function removeLabel(labels: readonly string[], label: string): string[] {
  return labels.filter((existing) => existing !== label);
}

/** Suggested labels starting with the typed text, after 2 characters, at most 5, not yet added. */
export function labelSuggestions(
  text: string,
  labels: readonly string[],
  suggested: readonly string[] = SUGGESTED_TAGS,
): string[] {
  const typed = text.trim().toLowerCase();
  if (typed.length < TAG_SUGGESTION_MIN_CHARS) return [];
  return suggested
    .filter((tag) => tag.startsWith(typed) && !labels.some((existing) => sameLabel(existing, tag)))
    .slice(0, TAG_SUGGESTION_COUNT);
}
