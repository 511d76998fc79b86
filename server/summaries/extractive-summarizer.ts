import { fitSummary } from './summary-text.ts';
import { SIGHTING_WORDS, STOP_WORDS } from './stop-words.ts';

/** A period after these is not the end of a sentence. */
const ABBREVIATIONS = new Set(
  'mr mrs ms dr st mt ft approx appr est e.g i.e vs jan feb mar apr jun jul aug sep sept oct nov dec no sgt lt capt col gen rd ave hwy u.s u.k min hr hrs sec'.split(
    ' ',
  ),
);
const SIGHTING_WORD_BOOST = 1.5;
/** Sentences with fewer content words than this say too little to stand alone ("It was amazing."). */
const MIN_CONTENT_WORDS = 4;

/** A line this short without a closing stop is a title or list item, not a wrapped sentence. */
const SHORT_LINE = 60;

/**
 * Blocks of running text: blank lines part paragraphs; single line breaks are hard wraps (joined)
 * unless the line before is short and unpunctuated, like a title or a list item.
 */
function blocksOf(text: string): string[] {
  const blocks: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let block = '';
    for (const raw of paragraph.split('\n')) {
      const line = raw.replace(/\s+/g, ' ').trim();
      if (!line) continue;
      block = block ? `${block} ${line}` : line;
      if (line.length < SHORT_LINE && !/[.!?…,;:"'”’)\]]$/.test(line)) {
        blocks.push(block);
        block = '';
      }
    }
    if (block) blocks.push(block);
  }
  return blocks;
}

/** Splits text into sentences at . ! ? (not after abbreviations, initials or inside numbers). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of blocksOf(text)) {
    let start = 0;
    for (const match of line.matchAll(/[.!?…]+["'”’)\]]*(?=\s+["'“‘(]?[\p{Lu}\p{N}])/gu)) {
      const end = match.index + match[0].length;
      const lastWord = /([\p{L}.]+)\.$/u.exec(line.slice(start, match.index + 1))?.[1]?.toLowerCase() ?? '';
      if (match[0].startsWith('.') && (ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord))) continue;
      sentences.push(line.slice(start, end).trim());
      start = end;
    }
    const rest = line.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Content words of a sentence, lower-cased, with a plural 's' folded so 'lights' counts as 'light'. */
function contentWords(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [])
    .map((word) => word.replace(/['’]s$/, '').replace(/’/g, "'"))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

function weightOf(word: string, frequency: Map<string, number>, top: number): number {
  const base = (frequency.get(word) ?? 0) / top;
  return SIGHTING_WORDS.has(word) || SIGHTING_WORDS.has(`${word}s`) ? base * SIGHTING_WORD_BOOST + 0.25 : base;
}

/**
 * The built-in summarizer (no text-generation service set): the sentence that best carries the
 * report's most frequent content words, favouring early ones, cleaned and cut to 256 characters.
 */
export function extractiveSummary(description: string): string {
  const sentences = splitSentences(description);
  if (sentences.length === 0) return '';
  if (sentences.length === 1) return polish(sentences[0]!);
  const words = sentences.map(contentWords);
  const frequency = new Map<string, number>();
  for (const word of words.flat()) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());

  let best = 0;
  let bestScore = -Infinity;
  sentences.forEach((sentence, index) => {
    const own = words[index]!;
    if (own.length === 0) return;
    const weight = own.reduce((sum, word) => sum + weightOf(word, frequency, top), 0);
    // Rewards sentences that say much without letting sheer length win.
    let score = weight / Math.sqrt(own.length);
    score *= 1 + 0.4 * (1 - index / sentences.length);
    if (own.length < MIN_CONTENT_WORDS) score *= 0.5;
    if (sentence.length > 256) score *= 0.8;
    if (score > bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return polish(sentences[best]!);
}

/** Drops a leading connective ("And then…"), starts with a capital and ends like a sentence. */
function polish(sentence: string): string {
  let text = sentence.replace(/^(and|so|then|but|also|anyway|well)\b[,\s]+(then\b[,\s]+)?/i, '').trim();
  text = text.charAt(0).toUpperCase() + text.slice(1);
  if (!/[.!?…"'”’)]$/.test(text)) text += '.';
  return fitSummary(text);
}
