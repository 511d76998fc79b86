import type { Kysely } from 'kysely';
import type { PublicChangeKind } from '../../../common/schemas/live-sightings.ts';
import type { Database } from '../../db/schema.ts';

/** How long changes are kept: a client that reconnects within it misses nothing. */
export const PUBLIC_CHANGES_KEPT_MS = 60 * 60 * 1000;

/**
 * Above this many sightings made public by one write (an import), one 'refreshed' change is logged
 * instead of one each: every change is a message to every open stream and a merge in every page, and
 * past a hundred one reload of the visible lists costs a client less; the log stays small too.
 */
export const MOST_CHANGES_PER_WRITE = 100;

export interface PublicChange {
  id: number;
  sightingId: string | null;
  kind: PublicChangeKind;
}

/**
 * Logs changes in the caller's transaction (so a change is logged exactly when it is committed) and
 * prunes those older than an hour. Many sightings published at once become one 'refreshed' change.
 */
export async function logPublicChanges(
  trx: Kysely<Database>,
  changes: ReadonlyArray<{ sightingId: string; kind: 'published' | 'withdrawn' }>,
): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  const at = now.toISOString();
  const rows =
    changes.length > MOST_CHANGES_PER_WRITE
      ? [{ sighting_id: null, kind: 'refreshed', at }]
      : changes.map(({ sightingId, kind }) => ({ sighting_id: sightingId, kind, at }));
  await trx.insertInto('public_changes').values(rows).execute();
  await trx
    .deleteFrom('public_changes')
    .where('at', '<', new Date(now.getTime() - PUBLIC_CHANGES_KEPT_MS).toISOString())
    .execute();
}

/** Logs that many sightings changed at once (a bulk load or a repair of times): clients reload. */
export function logManyPublicChanges(trx: Kysely<Database>): Promise<void> {
  return trx
    .insertInto('public_changes')
    .values({ sighting_id: null, kind: 'refreshed', at: new Date().toISOString() })
    .execute()
    .then(() => undefined);
}

/** Reads the log of public changes: the live-updates hub's only SQL. */
export class PublicChangeLog {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The id of the newest change, 0 when none is kept. */
  async lastId(): Promise<number> {
    const row = await this.#db
      .selectFrom('public_changes')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.id) : 0;
  }

  /** The id of the oldest change kept, null when none is. */
  async firstId(): Promise<number | null> {
    const row = await this.#db
      .selectFrom('public_changes')
      .select('id')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  /** Changes after `afterId` up to `upToId` (inclusive, when given), oldest first, at most `limit`. */
  async after(afterId: number, limit: number, upToId?: number): Promise<PublicChange[]> {
    let query = this.#db
      .selectFrom('public_changes')
      .select(['id', 'sighting_id', 'kind'])
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .limit(limit);
    if (upToId !== undefined) query = query.where('id', '<=', upToId);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: Number(row.id),
      sightingId: row.sighting_id,
      kind: row.kind as PublicChangeKind,
    }));
  }
}
