import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { insertRows } from '../bulk-insert.ts';
import type { Database } from '../schema.ts';

const BATCH_SIZE = 5000;

/**
 * The timeline key (decision 0009): a column that orders the public timeline, with the indexes that
 * read it. On SQLite the search and map indexes are rebuilt keyed by it and hold public sightings only;
 * `sighting_terms` lists indexed words. Existing rows get their keys and entries here.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const isPublic = postgres ? sql`approved and not deleted` : sql`approved = 1 and deleted = 0`;
  await sql`alter table sightings add column timeline_key bigint`.execute(db);
  await fillTimelineKeys(db);
  await sql`create unique index sightings_timeline_key on sightings (timeline_key)`.execute(db);
  // Lists and previous/next walk it; a crowded map view walks it checking the point without the table.
  await sql`create index sightings_public_places on sightings (timeline_key desc, latitude, longitude) where ${isPublic}`.execute(
    db,
  );
  await sql`drop index sightings_public_timeline`.execute(db);
  await sql`drop index sightings_public_submitted`.execute(db);
  await sql`create index sightings_public_latest on sightings (submitted desc, id desc) where ${isPublic}`.execute(db);
  if (postgres) return;

  await sql`drop table sighting_search`.execute(db);
  await sql`drop table sighting_spatial`.execute(db);
  // Contentless and without positions: word and prefix matches only. '_' may be part of a token, so
  // the index can carry markers no user text produces (MEDIA_TOKEN).
  await sql`create virtual table sighting_words using fts5(
    document, content='', contentless_delete=1, detail=none,
    tokenize="unicode61 remove_diacritics 2 tokenchars '_'"
  )`.execute(db);
  await sql`create virtual table sighting_places using rtree(key, min_lng, max_lng, min_lat, max_lat)`.execute(db);
  await sql`create table sighting_terms (term text primary key) without rowid`.execute(db);
  await fillPublicEntries(db);
}

/**
 * The key as this migration gave it: the minute a sighting occurred times 2^21, plus the first four
 * characters of its id read in base 36; a key taken is replaced by another of the same minute.
 */
const SUFFIX_BITS = 2 ** 21;
const ID_SUFFIX_LIMIT = 36 ** 4;
const MAX_MINUTES = 2 ** 31 - 1;

function preferredTimelineKey(occurred: string, id: string): number {
  const minutes = Math.floor(Date.parse(occurred) / 60_000);
  const minute = Number.isFinite(minutes) ? Math.max(-MAX_MINUTES, Math.min(MAX_MINUTES, minutes)) : 0;
  const suffix = parseInt(id.toLowerCase().padEnd(4, '0').slice(0, 4), 36);
  return minute * SUFFIX_BITS + (Number.isSafeInteger(suffix) && suffix >= 0 && suffix < ID_SUFFIX_LIMIT ? suffix : 0);
}

/** Downwards to the minute's first key, then the suffixes no id produces. */
function* alternativeKeys(key: number): Generator<number> {
  const minuteStart = Math.floor(key / SUFFIX_BITS) * SUFFIX_BITS;
  for (let candidate = key - 1; candidate >= minuteStart; candidate -= 1) yield candidate;
  for (let candidate = minuteStart + ID_SUFFIX_LIMIT; candidate < minuteStart + SUFFIX_BITS; candidate += 1) {
    yield candidate;
  }
}

async function fillTimelineKeys(db: Kysely<any>): Promise<void> {
  const given = new Set<number>();
  for (let afterSeq = 0; ;) {
    const rows = await sql<{ seq: number; id: string; occurred: string }>`
      select seq, id, occurred from sightings where seq > ${afterSeq} order by seq limit ${BATCH_SIZE}`.execute(db);
    if (rows.rows.length === 0) return;
    for (const row of rows.rows) {
      let key = preferredTimelineKey(new Date(row.occurred).toISOString(), row.id);
      if (given.has(key)) {
        for (const candidate of alternativeKeys(key)) {
          if (!given.has(candidate)) {
            key = candidate;
            break;
          }
        }
      }
      given.add(key);
      await sql`update sightings set timeline_key = ${key} where seq = ${row.seq}`.execute(db);
    }
    afterSeq = Number(rows.rows.at(-1)!.seq);
  }
}

/** Lower-case words without diacritics, as the search index held them. */
function searchWords(text: string): string[] {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\u0000-\u007f]*$/.test(text);
  if (ascii) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const withoutMarks = text.normalize('NFKD').replace(/\p{M}+/gu, '');
  return withoutMarks.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words a public sighting is found by, each once. */
function indexedDocument(row: PublicRow): string {
  const tags = (JSON.parse(row.tags_json) as string[]).join(' ');
  const { summary, detailed_description, location_name, city, region, country, shape } = row;
  const text = [summary, detailed_description, location_name, city, region, country, shape, tags];
  return [...new Set(searchWords(text.filter(Boolean).join(' ')))].join(' ');
}

/** A page of public sightings with their tags, in the order they were stored. */
function publicRows(db: Kysely<Database>, afterSeq: number) {
  return db
    .selectFrom('sightings')
    .select(['seq', 'timeline_key', 'summary', 'detailed_description', 'location_name', 'city', 'region'])
    .select(['country', 'shape', 'media_count'])
    .select(
      sql<string>`(select json_group_array(tag order by position) from sighting_tags
        where sighting_seq = sightings.seq)`.as('tags_json'),
    )
    .where('approved', '=', true)
    .where('deleted', '=', false)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(BATCH_SIZE)
    .execute();
}

type PublicRow = Awaited<ReturnType<typeof publicRows>>[number];

/** Public sightings into `sighting_words` (in key order) and their words into `sighting_terms`. */
async function fillPublicEntries(db: Kysely<Database>): Promise<void> {
  for (let afterSeq = 0; ;) {
    const rows = await publicRows(db, afterSeq);
    if (rows.length === 0) return;
    const entries = rows
      .map((row) => ({
        key: Number(row.timeline_key),
        document: indexedDocument(row),
        hasMedia: Number(row.media_count) > 0,
      }))
      .sort((a, b) => a.key - b.key);
    const terms = new Set(entries.flatMap((entry) => entry.document.split(' ').filter(Boolean)));
    const documents = entries.map((entry) => [entry.key, entry.hasMedia ? `${entry.document} _media` : entry.document]);
    await db.executeQuery(insertRows('sqlite', { table: 'sighting_words', columns: ['rowid', 'document'] }, documents));
    const termsInsert = { table: 'sighting_terms', columns: ['term'], suffix: 'on conflict do nothing' };
    await db.executeQuery(
      insertRows(
        'sqlite',
        termsInsert,
        [...terms].map((term) => [term]),
      ),
    );
    afterSeq = Number(rows.at(-1)!.seq);
  }
}
