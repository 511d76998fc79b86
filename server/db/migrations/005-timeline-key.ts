import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import type { Database } from '../schema.ts';
import {
  addPublicEntriesWithTerms,
  selectPublicEntries,
  toPublicEntry,
} from '../../sightings/search/sqlite-words-index.ts';
import { alternativeKeys, preferredTimelineKey } from '../../sightings/timeline/timeline-key.ts';

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

async function fillPublicEntries(db: Kysely<Database>): Promise<void> {
  for (let afterSeq = 0; ;) {
    const rows = await selectPublicEntries(db).where('seq', '>', afterSeq).orderBy('seq').limit(BATCH_SIZE).execute();
    if (rows.length === 0) return;
    await addPublicEntriesWithTerms(db, rows.map(toPublicEntry));
    afterSeq = Number(rows.at(-1)!.seq);
  }
}
