import { sql, type Kysely } from 'kysely';
import { insertRows } from '../../db/bulk-insert.ts';
import { documentTerms, rowSearchDocument, type QueryTerm } from './search-words.ts';
import type { Database } from '../../db/schema.ts';

/**
 * On SQLite, what the public may find by words lives in the full-text table `sighting_words`, keyed by
 * the timeline key (decision 0009). Only public sightings are in it, so a search never joins the
 * table to filter, and the key range is the date range. `sighting_terms` lists every indexed word, to
 * turn a prefix into the few words it stands for. (The map reads an index of the table itself: the
 * map's grid, decision 0019.)
 */

/** A token no search term can produce (`searchWords` keeps letters and digits only): sightings with media. */
export const MEDIA_TOKEN = '_media';

/** A prefix that stands for more words than this is left to the engine's own prefix query. */
const MAX_PREFIX_WORDS = 64;
/** Above every character: `word` ≤ x < `word` + this holds exactly the words that start with `word`. */
const AFTER_EVERY_CHARACTER = '\u{10FFFF}';

export interface PublicEntry {
  key: number;
  /** The words it is found by (searchDocument). */
  document: string;
  hasMedia: boolean;
}

const WORDS_INSERT = { table: 'sighting_words', columns: ['rowid', 'document'] };
const TERMS_INSERT = { table: 'sighting_terms', columns: ['term'], suffix: 'on conflict do nothing' };

/**
 * Adds public sightings to the search index, in key order: FTS5 writes its pending data to
 * disk whenever a rowid is not above the last one, so unordered keys would cost a flush per row.
 * `terms` are the words of their documents (`documentTerms`), for prefix search.
 */
export async function addPublicEntries(
  db: Kysely<Database>,
  unordered: readonly PublicEntry[],
  terms: readonly string[],
): Promise<void> {
  if (unordered.length === 0) return;
  const entries = [...unordered].sort((a, b) => a.key - b.key);
  const documents = entries.map((entry) => [
    entry.key,
    entry.hasMedia ? `${entry.document} ${MEDIA_TOKEN}` : entry.document,
  ]);
  await db.executeQuery(insertRows('sqlite', WORDS_INSERT, documents));
  await db.executeQuery(
    insertRows(
      'sqlite',
      TERMS_INSERT,
      terms.map((term) => [term]),
    ),
  );
}

/** Entries with the terms of their own documents. */
export async function addPublicEntriesWithTerms(db: Kysely<Database>, entries: readonly PublicEntry[]): Promise<void> {
  await addPublicEntries(db, entries, documentTerms(entries.map((entry) => entry.document)));
}

export async function removePublicEntries(db: Kysely<Database>, keys: readonly number[]): Promise<void> {
  if (keys.length === 0) return;
  const list = sql.join(keys);
  await sql`delete from sighting_words where rowid in (${list})`.execute(db);
}

/**
 * Public sightings as index entries, with their tags in one query: for refreshing one entry, and for
 * filling the indexes of rows stored before them (migration 005).
 */
export function selectPublicEntries(db: Kysely<Database>) {
  return db
    .selectFrom('sightings')
    .select([
      'seq',
      'timeline_key',
      'summary',
      'detailed_description',
      'location_name',
      'city',
      'region',
      'country',
      'shape',
      'media_count',
    ])
    .select(
      sql<string>`(select json_group_array(tag order by position) from sighting_tags
        where sighting_seq = sightings.seq)`.as('tags_json'),
    )
    .where('approved', '=', true)
    .where('deleted', '=', false);
}

type PublicEntryRow = Awaited<ReturnType<ReturnType<typeof selectPublicEntries>['execute']>>[number];

export function toPublicEntry(row: PublicEntryRow): PublicEntry {
  return {
    key: Number(row.timeline_key),
    document: rowSearchDocument(row, JSON.parse(row.tags_json) as string[]),
    hasMedia: Number(row.media_count) > 0,
  };
}

/**
 * Brings one sighting's entries in line with its row after a change: out under `previousKey`, back in
 * under its current key when it is public. For edits, approvals, deletions and new media.
 */
export async function refreshPublicEntry(db: Kysely<Database>, seq: number, previousKey: number): Promise<void> {
  await removePublicEntries(db, [previousKey]);
  const row = await selectPublicEntries(db).where('seq', '=', seq).executeTakeFirst();
  if (row) await addPublicEntriesWithTerms(db, [toPublicEntry(row)]);
}

/**
 * The FTS5 query for a term: every word, the last one standing for the indexed words it begins
 * (`"light" OR "lights"`), which FTS5 merges several times faster than its own `light*`. Null when the
 * term can match nothing.
 */
export async function wordsMatch(
  db: Kysely<Database>,
  { words, excluded }: QueryTerm,
  hasMedia: boolean,
): Promise<string | null> {
  if (words.length === 0) return null;
  const last = words.at(-1)!;
  const expansions = await db
    .selectFrom('sighting_terms')
    .select('term')
    .where('term', '>=', last)
    .where('term', '<', last + AFTER_EVERY_CHARACTER)
    .limit(MAX_PREFIX_WORDS + 1)
    .execute();
  if (expansions.length === 0) return null;
  const lastMatch =
    expansions.length > MAX_PREFIX_WORDS ? `"${last}"*` : `(${expansions.map(({ term }) => `"${term}"`).join(' OR ')})`;
  const parts = [...words.slice(0, -1).map((word) => `"${word}"`), lastMatch];
  if (hasMedia) parts.push(`"${MEDIA_TOKEN}"`);
  const wanted = parts.join(' AND ');
  // FTS5's NOT takes what is on its left away from it: (a AND b) NOT "c" NOT "d".
  return excluded.length ? `(${wanted})${excluded.map((word) => ` NOT "${word}"`).join('')}` : wanted;
}

/**
 * FTS5 settings for a bulk load, and the defaults they go back to. During the load, pending words stay
 * in memory up to a whole batch (`hashsize`) and segments are not merged as they come (`automerge`,
 * `crisismerge`): the load ends by merging everything once. Measured on 200,000 rows: the full-text
 * part took about 3 s instead of 4–5 s.
 */
const FULL_TEXT_SETTINGS = [
  { name: 'hashsize', during: 256 * 1024 * 1024, after: 1024 * 1024 },
  { name: 'automerge', during: 0, after: 4 },
  { name: 'crisismerge', during: 2000, after: 16 },
] as const;

async function setWordsIndexSettings(db: Kysely<Database>, phase: 'during' | 'after'): Promise<void> {
  for (const setting of FULL_TEXT_SETTINGS) {
    // A literal: FTS5 wants an integer, and node:sqlite binds every number as a real.
    const value = sql.lit(setting[phase]);
    await sql`insert into sighting_words (sighting_words, rank) values (${setting.name}, ${value})`.execute(db);
  }
}

/** Runs a bulk load with the full-text settings above, put back even when it fails. */
export async function withWordsIndexBulkSettings<Result>(
  db: Kysely<Database>,
  load: () => Promise<Result>,
): Promise<Result> {
  await setWordsIndexSettings(db, 'during');
  try {
    return await load();
  } finally {
    await setWordsIndexSettings(db, 'after');
  }
}

/** Merges the full-text index into one segment: after a large load, searches read one b-tree. */
export async function mergeWordsIndex(db: Kysely<Database>): Promise<void> {
  await sql`insert into sighting_words (sighting_words) values ('optimize')`.execute(db);
}
