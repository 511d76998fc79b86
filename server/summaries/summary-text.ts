import { SUMMARY_MAX_LENGTH } from '../../common/schemas/report.ts';

/**
 * One clean line of at most `max` characters: whitespace collapsed, wrapping quotes and markdown
 * emphasis dropped, and when too long cut at a word boundary with an ellipsis.
 */
export function fitSummary(text: string, max = SUMMARY_MAX_LENGTH): string {
  let line = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(summary|title)\s*:\s*/i, '')
    .replace(/^[*_#>\s]+|[*_\s]+$/g, '')
    .trim();
  if (/^["“'‘].*["”'’]$/.test(line)) line = line.slice(1, -1).trim();
  if (line.length <= max) return line;
  const room = line.slice(0, max);
  const wordEnd = room.lastIndexOf(' ');
  const cut = wordEnd > max / 2 ? room.slice(0, wordEnd) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
