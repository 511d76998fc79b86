const SUMMARY_MAX_LENGTH = 200;
/** A sentence end this far in makes a better cut than a word boundary further on. */
const MIN_SENTENCE_CUT = 60;

/** One line of text: runs of whitespace (including line breaks) become one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A short summary of a longer text: the whole text when it fits, else its first sentences up to `max`
 * characters, else a cut at a word boundary ending with an ellipsis.
 */
export function summarize(text: string, max = SUMMARY_MAX_LENGTH): string {
  const line = collapseWhitespace(text);
  if (line.length <= max) return line;
  const window = line.slice(0, max + 1);
  let sentenceEnd = -1;
  for (const match of window.matchAll(/[.!?](?=\s)/g)) sentenceEnd = match.index;
  if (sentenceEnd + 1 >= MIN_SENTENCE_CUT) return line.slice(0, sentenceEnd + 1);
  const wordEnd = line.lastIndexOf(' ', max - 1);
  const cut = wordEnd >= MIN_SENTENCE_CUT ? line.slice(0, wordEnd) : line.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.-]+$/, '')}…`;
}

/** 'new york city (bronx)' → 'New York City (Bronx)'. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-(/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
