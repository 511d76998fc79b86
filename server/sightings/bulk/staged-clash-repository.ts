import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newSightingId } from '../sighting-id.ts';
import { preferredTimelineKey, uniqueTimelineKeys } from '../timeline/timeline-key.ts';

/**
 * Where a bulk load's batch waits before it joins the stored sightings: a staging file attached on
 * SQLite (staging-repository.ts), temporary tables on PostgreSQL (copy-store-repository.ts). Its rows carry their
 * timeline key as `key`, its tags name their row by that key.
 */
export interface StagedTables {
  rows: string;
  tags: string;
  sightings: string;
}

/**
 * Rare: a staged id that a stored sighting holds gets a new id (and the key it gives), then every
 * staged key that a stored sighting holds moves to a free one of the same minute.
 */
export async function settleStagedClashes(trx: Kysely<Database>, tables: StagedTables): Promise<void> {
  const rows = sql.raw(`${tables.rows} as staged_row`);
  const sightings = sql.raw(tables.sightings);
  const moves = new Map<number, { id?: string; wish: number }>();
  const takenIds = await sql<{ key: number; occurred: string }>`select key, occurred from ${rows}
    where exists (select 1 from ${sightings} as stored where stored.id = staged_row.id)`.execute(trx);
  for (const row of takenIds.rows) {
    const id = await freeId(trx, tables);
    moves.set(Number(row.key), { id, wish: preferredTimelineKey(row.occurred, id) });
  }
  const takenKeys = await sql<{ key: number }>`select key from ${rows}
    where exists (select 1 from ${sightings} as stored where stored.timeline_key = staged_row.key)`.execute(trx);
  for (const row of takenKeys.rows) {
    const key = Number(row.key);
    if (!moves.has(key)) moves.set(key, { wish: key });
  }
  if (moves.size === 0) return;

  const from = [...moves.keys()];
  const to = await uniqueTimelineKeys(
    from.map((key) => moves.get(key)!.wish),
    (candidates) => takenAnywhere(trx, tables, candidates),
  );
  for (const [index, key] of from.entries()) {
    const move = moves.get(key)!;
    const newKey = to[index]!;
    await sql`update ${sql.raw(tables.rows)} set id = coalesce(${move.id ?? null}, id), key = ${newKey}
      where key = ${key}`.execute(trx);
    await sql`update ${sql.raw(tables.tags)} set key = ${newKey} where key = ${key}`.execute(trx);
  }
}

/** A new id that neither a stored nor a staged sighting holds. */
async function freeId(trx: Kysely<Database>, tables: StagedTables): Promise<string> {
  for (;;) {
    const id = newSightingId();
    const taken = await selectStagedNumber(
      trx,
      sql`select case when exists (select 1 from ${sql.raw(tables.sightings)} where id = ${id})
        or exists (select 1 from ${sql.raw(tables.rows)} where id = ${id}) then 1 else 0 end as value`,
    );
    if (!taken) return id;
  }
}

/** Which of these keys a stored or a staged sighting holds. */
async function takenAnywhere(
  trx: Kysely<Database>,
  tables: StagedTables,
  keys: readonly number[],
): Promise<Set<number>> {
  const list = sql.join(keys);
  const rows = await sql<{ key: number }>`select timeline_key as key from ${sql.raw(tables.sightings)}
    where timeline_key in (${list})
    union select key from ${sql.raw(tables.rows)} where key in (${list})`.execute(trx);
  return new Set(rows.rows.map((row) => Number(row.key)));
}

/** The number a one-row, one-column `value` query answers. */
export async function selectStagedNumber(trx: Kysely<Database>, query: ReturnType<typeof sql>): Promise<number> {
  const result = await query.execute(trx);
  return Number((result.rows[0] as { value: number }).value);
}
