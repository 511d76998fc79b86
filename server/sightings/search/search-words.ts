/** The most words of a search term that reach the index; more adds cost, not precision. */
const MAX_QUERY_WORDS = 12;

/** Lower-case words without diacritics: what both engines index and what a term is split into. */
export function searchWords(text: string): string[] {
  // Most text is plain ASCII: skip Unicode normalisation for it (bulk imports spend their time here).
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export interface SearchDocumentSource {
  summary: string | null;
  detailedDescription: string | null;
  locationName: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  shape: string | null;
  tags: readonly string[];
}

/**
 * What a sighting is found by: summary, description, place names, shape and tags, each word
 * once: a search asks only whether words occur, so repeats would only cost index time.
 */
export function searchDocument(source: SearchDocumentSource): string {
  return searchDocumentWords(source).join(' ');
}

/** The words of `searchDocument`, each once. */
export function searchDocumentWords(source: SearchDocumentSource): string[] {
  const text = [
    source.summary,
    source.detailedDescription,
    source.locationName,
    source.city,
    source.region,
    source.country,
    source.shape,
    source.tags.join(' '),
  ]
    .filter(Boolean)
    .join(' ');
  return [...new Set(searchWords(text))];
}

/** The columns a stored sighting's document is made of. */
export interface SearchDocumentColumns {
  summary: string | null;
  detailed_description: string | null;
  location_name: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  shape: string | null;
}

/** `searchDocument` of a stored row and its tags. */
export function rowSearchDocument(row: SearchDocumentColumns, tags: readonly string[]): string {
  return searchDocument({
    summary: row.summary,
    detailedDescription: row.detailed_description,
    locationName: row.location_name,
    city: row.city,
    region: row.region,
    country: row.country,
    shape: row.shape,
    tags,
  });
}

/** Every word of these documents, once: the words a prefix can stand for. */
export function documentTerms(documents: Iterable<string>): string[] {
  const terms = new Set<string>();
  for (const document of documents) {
    for (const word of document.split(' ')) if (word) terms.add(word);
  }
  return [...terms];
}

/** A user's term as a search reads it: the words every match holds, and those none may hold. */
export interface QueryTerm {
  /** The last one also stands for the words it begins, as the user may still be typing it. */
  words: string[];
  /** Words written with a leading minus (`-balloon`): sightings holding one are left out. */
  excluded: string[];
  /** Words in quotes (`"green light"`): a match holds them one after another. Two words or more each. */
  phrases: string[][];
  /** Quoted words with a leading minus (`-"weather balloon"`): sightings holding them in a row are left out. */
  excludedPhrases: string[][];
}

/** A minus at the start of a term or after a space, then a word: a word to leave out. */
const EXCLUDED_WORD = /(?:^|\s)-(\S+)/gu;
/** The same minus before words in quotes: those words in a row are left out. */
const EXCLUDED_PHRASE = /(?:^|\s)-"([^"]*)"/gu;
/** Words between two quotes. An unclosed quote is ignored: the words after it are plain words. */
const PHRASE = /"([^"]*)"/gu;

/**
 * The words of a user's term that a search looks for, and those it leaves out. Only letters and digits
 * survive, never syntax. A term that leaves words out but asks for none finds nothing: the words to
 * leave out are then ignored too. Quotes around one word change nothing.
 */
export function queryTerm(term: string): QueryTerm {
  const excludedQuoted = [...term.matchAll(EXCLUDED_PHRASE)].map((match) => searchWords(match[1]!));
  const rest = term.replace(EXCLUDED_PHRASE, ' ');
  const excluded = [
    ...[...rest.matchAll(EXCLUDED_WORD)].flatMap((match) => searchWords(match[1]!)),
    ...excludedQuoted.filter((words) => words.length === 1).flat(),
  ];
  const wanted = rest.replace(EXCLUDED_WORD, ' ');
  const words = searchWords(wanted).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return { words, excluded: [], phrases: [], excludedPhrases: [] };
  const phrases = [...wanted.matchAll(PHRASE)].map((match) => searchWords(match[1]!)).filter((p) => p.length > 1);
  return {
    words,
    excluded: [...new Set(excluded)].slice(0, MAX_QUERY_WORDS),
    phrases: phrases.slice(0, MAX_QUERY_WORDS),
    excludedPhrases: excludedQuoted.filter((phrase) => phrase.length > 1).slice(0, MAX_QUERY_WORDS),
  };
}

/**
 * PostgreSQL's query for a user's term: every word must match, the last as a prefix, and no word left
 * out. Null when no word is left. (SQLite's query is built in sqlite-words-index.ts.)
 */
export function postgresTextQuery(term: string): string | null {
  const { words, excluded } = queryTerm(term);
  if (words.length === 0) return null;
  const last = words.length - 1;
  const wanted = words.map((word, index) => (index === last ? `${word}:*` : word));
  return [...wanted, ...excluded.map((word) => `!${word}`)].join(' & ');
}

/** Pieces of a fallback query, at most: a term of very long foreign words stays a cheap query. */
const MAX_FALLBACK_PIECES = 24;

/**
 * SQLite's tokenizer classifies characters by Unicode 6.1; ours are newer. So a word we keep whole
 * (say 'ͱᦰaa') may be two tokens to SQLite ('ͱ', 'aa'), and FTS5 without positions refuses a quoted
 * word of two tokens as a phrase query. This query splits every word finely instead (runs of ASCII
 * letters and digits, single other characters; a piece SQLite sees as no token at all is ignored):
 * never refused, at worst missing a rare match. Used only when the plain query is refused.
 */
export function sqliteFallbackQuery(term: string): string | null {
  const { words, excluded } = queryTerm(term);
  const finely = (word: string) => word.match(/[a-z0-9]+|[^a-z0-9]/gu) ?? [];
  const pieces = words.flatMap(finely).slice(0, MAX_FALLBACK_PIECES);
  if (pieces.length === 0) return null;
  const wanted = pieces.map((piece, index) => `"${piece}"${index === pieces.length - 1 ? '*' : ''}`).join(' ');
  // A word left out is left out whole: its pieces together, as a phrase of them would need positions.
  const leftOut = excluded.flatMap((word) => (finely(word).length === 1 ? [` NOT "${word}"`] : []));
  return leftOut.length ? `(${wanted})${leftOut.join('')}` : wanted;
}

/** The error FTS5 gives for a quoted word its tokenizer splits in two (see sqliteFallbackQuery). */
export function isSplitWordError(error: unknown): boolean {
  return /phrase queries are not supported/.test(String((error as { message?: unknown }).message));
}
