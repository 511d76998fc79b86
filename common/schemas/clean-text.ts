/**
 * Characters that change how the text around them is shown while showing nothing themselves: C1
 * controls, bidirectional embeddings, overrides, isolates and marks (U+202E would show a summary
 * reversed), zero-width spaces, word joiners, the byte-order mark and interlinear annotation marks.
 * Zero-width joiners and non-joiners stay: emoji sequences and several scripts need them.
 */
const INVISIBLE_FORMATTING =
  /[\u0080-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

/** Removes the invisible formatting characters above, so stored text shows what it says. */
export function withoutInvisibleFormatting(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, '');
}

/**
 * Drops control characters (keeping line breaks and tabs) and invisible formatting, unifies line
 * endings and trims: text a visitor or staff member writes is stored as written, minus characters no
 * one can see and PostgreSQL cannot hold (NUL).
 */
export function cleanText(text: string): string {
  return withoutInvisibleFormatting(
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''),
  ).trim();
}
