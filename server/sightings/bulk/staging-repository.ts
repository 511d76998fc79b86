import { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import { toSqliteValues } from '../../db/node-sqlite-database.ts';
import type { Database } from '../../db/schema.ts';
import { MEDIA_TOKEN } from '../search/sqlite-words-index.ts';
import { bumpTimelineVersion } from '../timeline/timeline-version.ts';
import { logManyPublicChanges } from '../live/public-change-repository.ts';
import { distinctInBatch, type PreparedSightings } from './prepared-sightings.ts';
import { SIGHTING_INSERT_COLUMNS } from '../sighting-record.ts';
import type { StoredRowsEvents } from './stored-rows-events.ts';
import { selectStagedNumber, settleStagedClashes, type StagedTables } from './staged-clash-repository.ts';

/**
 * Staging files (decision 0016): a bulk load on SQLite hands each batch from the thread that prepares
 * it to the thread that stores it as a scratch SQLite file. The storing thread attaches the file and
 * copies it into the database with `insert … select`, inside SQLite: no row crosses between threads
 * as JavaScript objects, and none is bound value by value on the storing thread. This module is the
 * only code that speaks SQL about staging files, on both sides.
 */

/** The sightings columns a staging row carries; its timeline key is its rowid, `key`. */
const COLUMNS = SIGHTING_INSERT_COLUMNS.filter((column) => column !== 'timeline_key');
const COLUMN_LIST = COLUMNS.join(', ');
const PUBLIC = 'approved = 1 and deleted = 0';
const STAGED_TABLES: StagedTables = { rows: 'staged.rows', tags: 'staged.tags', sightings: 'main.sightings' };

const STAGING_SCHEMA = `
  create table rows (key integer primary key, ${COLUMN_LIST}, document text not null);
  create table tags (key integer not null, position integer not null, tag text not null);
  create table terms (term text not null);
`;

/**
 * Writes prepared sightings to a new staging file at `path`. Ids and timeline keys are made unique
 * within the batch here; clashes with stored rows are settled when the file is stored. The file is
 * scratch: no journal, no syncing.
 */
export function writeSightingStaging(path: string, prepared: PreparedSightings): void {
  const file = new DatabaseSync(path);
  try {
    file.exec('pragma journal_mode = off; pragma synchronous = off;');
    file.exec(STAGING_SCHEMA);
    file.exec('begin');
    const insertRow = file.prepare(`insert into rows values (?, ${COLUMNS.map(() => '?').join(', ')}, ?)`);
    const insertTag = file.prepare('insert into tags values (?, ?, ?)');
    const insertTerm = file.prepare('insert into terms values (?)');
    for (const sighting of distinctInBatch(prepared.sightings)) {
      const key = sighting.preferredKey;
      // The last value is the timeline key: here it is the rowid.
      insertRow.run(key, ...toSqliteValues(sighting.values.slice(0, -1)), sighting.document);
      sighting.tags.forEach((tag, position) => insertTag.run(key, position, tag));
    }
    for (const term of prepared.terms) insertTerm.run(term);
    file.exec('commit');
  } finally {
    file.close();
  }
}

/**
 * Stores a staging file in one transaction and answers how many sightings it added. A row whose import
 * key is stored already is skipped (a repeated load); a row whose id or timeline key another stored
 * sighting holds gets a new one. The public rows join the events near them. `db` must not be inside a
 * transaction: SQLite attaches files only outside one.
 */
export async function storeSightingStaging(
  db: Kysely<Database>,
  path: string,
  events: StoredRowsEvents,
): Promise<number> {
  await sql`attach database ${path} as staged`.execute(db);
  try {
    // Staged rows are only deleted or renamed here, and the file is thrown away after: no journal.
    await sql`pragma staged.journal_mode = off`.execute(db);
    return await db.transaction().execute(async (trx) => {
      await events.lock(trx);
      await sql`delete from staged.rows where exists
        (select 1 from main.sightings where sightings.import_key = rows.import_key)`.execute(trx);
      await settleStagedClashes(trx, STAGED_TABLES);
      await sql
        .raw(
          `insert into main.sightings (${COLUMN_LIST}, timeline_key)
        select ${COLUMN_LIST}, key from staged.rows order by key`,
        )
        .execute(trx);
      const added = await selectStagedNumber(trx, sql`select count(*) as value from staged.rows`);
      if (added === 0) return 0;
      await sql`insert into main.sighting_tags (sighting_seq, position, tag)
        select sightings.seq, tags.position, tags.tag from staged.tags
        join staged.rows on rows.key = tags.key
        join main.sightings on sightings.timeline_key = tags.key`.execute(trx);
      await addStagedPublicEntries(trx);
      const publicKeys = await sql<{ from: number | null; to: number | null }>`select min(key) as "from",
        max(key) as "to" from staged.rows where ${sql.raw(PUBLIC)}`.execute(trx);
      const { from, to } = publicKeys.rows[0]!;
      if (from !== null && to !== null) await events.publicRowsStored(trx, { from: Number(from), to: Number(to) });
      return added;
    });
  } finally {
    await sql`detach database staged`.execute(db);
  }
}

/**
 * The public rows' entries in the search index, in key order, as `addPublicEntries` of
 * sqlite-words-index.ts writes them; and the words a prefix can stand for.
 */
async function addStagedPublicEntries(trx: Kysely<Database>): Promise<void> {
  const publicRows = await selectStagedNumber(
    trx,
    sql.raw(`select count(*) as value from staged.rows where ${PUBLIC}`),
  );
  if (publicRows === 0) return;
  await sql`insert into main.sighting_words (rowid, document)
    select key, case when media_count > 0 then document || ' ' || ${MEDIA_TOKEN} else document end
    from staged.rows where ${sql.raw(PUBLIC)} order by key`.execute(trx);
  await sql`insert into main.sighting_terms (term) select term from staged.terms where true
    on conflict do nothing`.execute(trx);
  await bumpTimelineVersion(trx);
  // A staged load is a bulk import: open pages reload rather than merge its rows one by one.
  await logManyPublicChanges(trx);
}
