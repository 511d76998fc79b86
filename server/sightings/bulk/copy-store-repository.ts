import { sql, type Kysely } from 'kysely';
import type { CopyConnection } from '../../db/copy-connections.ts';
import type { Database } from '../../db/schema.ts';
import { SIGHTING_TYPES } from '../engine/postgres-sighting-engine.ts';
import { logManyPublicChanges } from '../live/public-change-repository.ts';
import { bumpTimelineVersion } from '../timeline/timeline-version.ts';
import { COPIED_ROW_COLUMNS, COPIED_TAG_COLUMNS, type CopyBatch } from './copy-batch.ts';
import { settleStagedClashes, type StagedTables } from './staged-clash-repository.ts';
import type { StoredRowsEvents } from './stored-rows-events.ts';

/**
 * Storing a COPY batch (copy-batch.ts) on PostgreSQL, decision 0027: its rows and tags are copied into
 * temporary tables of the session, then moved into the stored sightings by one statement. This module
 * is the only code that speaks SQL about those tables.
 */
const TABLES: StagedTables = { rows: 'staged_rows', tags: 'staged_tags', sightings: 'sightings' };

const COLUMN_TYPES: Record<string, string> = {
  ...SIGHTING_TYPES,
  key: 'bigint',
  search_vector: 'tsvector',
  geo: 'point',
  position: 'integer',
  tag: 'text',
};
const columnsOf = (columns: readonly string[]) =>
  columns.map((column) => `${column} ${COLUMN_TYPES[column]}`).join(', ');
const listOf = (columns: readonly string[]) => columns.join(', ');

// Emptied at the end of every transaction: each batch starts with empty tables.
const CREATE_TABLES = [
  `create temporary table if not exists ${TABLES.rows} (${columnsOf(COPIED_ROW_COLUMNS)}) on commit delete rows`,
  `create temporary table if not exists ${TABLES.tags} (${columnsOf(COPIED_TAG_COLUMNS)}) on commit delete rows`,
];
const COPY_ROWS = `copy ${TABLES.rows} (${listOf(COPIED_ROW_COLUMNS)}) from stdin`;
const COPY_TAGS = `copy ${TABLES.tags} (${listOf(COPIED_TAG_COLUMNS)}) from stdin`;

const VALUE_COLUMNS = COPIED_ROW_COLUMNS.filter((column) => column !== 'key');
/**
 * The rows in key order (each index is written in one stretch) and their tags, in one statement. A
 * row whose import key is stored is left out (a repeated load), and so are its tags. Answers how many
 * were added and the keys of the public ones.
 */
const MOVE_ROWS = `with added as (
    insert into sightings (timeline_key, ${listOf(VALUE_COLUMNS)})
    select key, ${listOf(VALUE_COLUMNS)} from ${TABLES.rows} order by key
    on conflict (import_key) do nothing
    returning seq, timeline_key, approved and not deleted as public
  ), tags as (
    insert into sighting_tags (sighting_seq, position, tag)
    select added.seq, staged.position, staged.tag from ${TABLES.tags} as staged
    join added on added.timeline_key = staged.key
  )
  select count(*) as added, min(timeline_key) filter (where public) as "from",
    max(timeline_key) filter (where public) as "to" from added`;

/**
 * The rows copied straight into the stored sightings, in key order as the batch has them, when no row
 * clashes with a stored one (a load into an empty table): no temporary table written and read back,
 * no check of each row for a stored import key. Any clash is refused by a unique index, and the batch
 * is stored again the staged way.
 */
const COPY_ROWS_STRAIGHT = `copy sightings (timeline_key, ${listOf(VALUE_COLUMNS)}) from stdin`;
const ADD_TAGS_OF_COPIED_ROWS = `insert into sighting_tags (sighting_seq, position, tag)
  select sightings.seq, staged.position, staged.tag from ${TABLES.tags} as staged
  join sightings on sightings.timeline_key = staged.key`;

/** Unique violations (an id or key another connection stored meanwhile), deadlocks, serialization failures. */
const CLASH_CODES = new Set(['23505', '40P01', '40001']);
const MOST_ATTEMPTS = 5;

const prepared = new WeakSet<CopyConnection>();
/** Connections that met a clash copying straight: their next batches go the staged way at once. */
const clashedStraight = new WeakSet<CopyConnection>();

/**
 * Stores a COPY batch on one connection in one transaction; answers how many sightings it added. A
 * row whose import key is stored is skipped; a row whose id or timeline key another stored sighting
 * holds gets a new one. The first attempt does not look for clashes (in a load they are rare, and the
 * unique indexes refuse any); when one is refused, the batch is stored again, settling them first.
 */
export async function storeCopyBatch(
  connection: CopyConnection,
  batch: CopyBatch,
  events: StoredRowsEvents,
): Promise<number> {
  if (!prepared.has(connection)) {
    for (const statement of CREATE_TABLES) await sql.raw(statement).execute(connection.db);
    prepared.add(connection);
  }
  if (!clashedStraight.has(connection)) {
    try {
      return await connection.db.transaction().execute((trx) => storeStraight({ trx, connection, batch, events }));
    } catch (error) {
      if (!isClash(error)) throw error;
      clashedStraight.add(connection);
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connection.db
        .transaction()
        .execute((trx) => storeOnce({ trx, connection, batch, events }, attempt > 1));
    } catch (error) {
      if (!isClash(error) || attempt >= MOST_ATTEMPTS) throw error;
    }
  }
}

function isClash(error: unknown): boolean {
  return CLASH_CODES.has(String((error as { code?: unknown }).code ?? ''));
}

/** One attempt at storing a batch: the transaction, the load's connection it runs on, and the batch. */
interface Attempt {
  trx: Kysely<Database>;
  connection: CopyConnection;
  batch: CopyBatch;
  events: StoredRowsEvents;
}

/** The batch's rows, by `copyRows`, and its tags copied in, once the lock of grouping into events is held. */
async function copyIn({ trx, connection, batch, events }: Attempt, copyRows: string): Promise<void> {
  await events.lock(trx);
  await connection.copy(copyRows, batch.rows);
  await connection.copy(COPY_TAGS, batch.tags);
}

async function storeStraight(attempt: Attempt): Promise<number> {
  await copyIn(attempt, COPY_ROWS_STRAIGHT);
  await sql`${sql.raw(ADD_TAGS_OF_COPIED_ROWS)}`.execute(attempt.trx);
  if (attempt.batch.publicKeys) await publicRowsStored(attempt.trx, attempt.events, attempt.batch.publicKeys);
  return attempt.batch.rowCount;
}

async function storeOnce(attempt: Attempt, settleFirst: boolean): Promise<number> {
  const { trx, events } = attempt;
  await copyIn(attempt, COPY_ROWS);
  if (settleFirst) {
    await sql`delete from ${sql.raw(TABLES.rows)} as staged
      where exists (select 1 from sightings where sightings.import_key = staged.import_key)`.execute(trx);
    await settleStagedClashes(trx, TABLES);
  }
  const moved = await sql<{ added: number; from: number | null; to: number | null }>`${sql.raw(MOVE_ROWS)}`.execute(
    trx,
  );
  const { added, from, to } = moved.rows[0]!;
  if (from !== null && to !== null) await publicRowsStored(trx, events, { from: Number(from), to: Number(to) });
  return Number(added);
}

async function publicRowsStored(trx: Kysely<Database>, events: StoredRowsEvents, keys: { from: number; to: number }) {
  await bumpTimelineVersion(trx);
  // A bulk load: open pages reload rather than merge its rows one by one.
  await logManyPublicChanges(trx);
  await events.publicRowsStored(trx, keys);
}
