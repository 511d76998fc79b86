import { sql } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { insertRows } from '../db/bulk-insert.ts';
import { ReusableQuery } from '../db/reusable-query.ts';
import type { SightingCondition } from './engine/sighting-engine.ts';
import { selectSightings, toSightings, type HydratableRow } from './sighting-hydration.ts';
import { bumpTimelineVersion } from './timeline/timeline-version.ts';
import { SightingSql } from './sighting-sql.ts';

/** A sighting's sky as stored: the sky call's answer as JSON, and whether a bright body fits the report. */
export interface SkyEntry {
  seq: number;
  timelineKey: number;
  sky: string;
  explained: boolean;
}

/** A live sighting with coordinates whose sky is not stored yet, for the background pass. */
export interface SightingWithoutSky {
  seq: number;
  timelineKey: number;
  sighting: Sighting;
}

const SKY_INSERT = {
  table: 'sighting_skies',
  columns: ['sighting_seq', 'timeline_key', 'sky', 'explained'],
  types: { sighting_seq: 'bigint', timeline_key: 'bigint', sky: 'text', explained: 'boolean' },
  suffix: 'on conflict (sighting_seq) do nothing',
};

/**
 * The stored sky at the time of each sighting. A sky stored on a first read is not a change the
 * public's remembered answers must follow (the same sky would be worked out again); the background
 * pass, which can turn thousands of sightings "explained", changes the timeline version per batch.
 */
export class SightingSkyRepository extends SightingSql {
  readonly #byId = new Map<boolean, ReusableQuery<{ sky: string }, [string]>>();

  /** The stored sky of a public sighting (or a pending one, for staff) as JSON; null when none is stored. */
  async findJson(id: string, options: { includePending: boolean }): Promise<string | null> {
    let query = this.#byId.get(options.includePending);
    if (!query) {
      const visible = options.includePending ? this.engine.isLive : this.engine.isPublic;
      query = new ReusableQuery(1, (placeholder: string) =>
        this.db
          .selectFrom('sighting_skies')
          .innerJoin('sightings', 'sightings.seq', 'sighting_skies.sighting_seq')
          .select('sighting_skies.sky')
          .where('sightings.id', '=', placeholder)
          .where(visible),
      );
      this.#byId.set(options.includePending, query);
    }
    const [row] = await query.execute(this.db, id);
    return row?.sky ?? null;
  }

  /** Stores (or replaces) one sighting's sky under its current timeline key. */
  async store(id: string, sky: string, explained: boolean): Promise<void> {
    await this.db
      .insertInto('sighting_skies')
      .columns(['sighting_seq', 'timeline_key', 'sky', 'explained'])
      .expression((eb) =>
        eb
          .selectFrom('sightings')
          .select(['seq', 'timeline_key', sql.val(sky).as('sky'), sql.val(explained).as('explained')])
          .where('id', '=', id),
      )
      .onConflict((conflict) =>
        conflict.column('sighting_seq').doUpdateSet((eb) => ({
          timeline_key: eb.ref('excluded.timeline_key'),
          sky: eb.ref('excluded.sky'),
          explained: eb.ref('excluded.explained'),
        })),
      )
      .execute();
  }

  /** Stores a batch of skies worked out by the background pass; a sky stored meanwhile is kept. */
  async storeMany(entries: readonly SkyEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((entry) => [entry.seq, entry.timelineKey, entry.sky, entry.explained]);
    await this.db.transaction().execute(async (trx) => {
      await trx.executeQuery(insertRows(this.engine.dialect, SKY_INSERT, rows));
      if (entries.some((entry) => entry.explained)) await bumpTimelineVersion(trx);
    });
  }

  /** Forgets every stored sky, so that the next pass works each one out again (after the sky model changes). */
  async forgetAll(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('sighting_skies').executeTakeFirst();
      await bumpTimelineVersion(trx);
      return Number(result.numDeletedRows);
    });
  }

  /**
   * Forgets the stored skies of the sightings that happened in [from, to) (ISO 8601), so that the next
   * pass works them out again: after an import of orbital elements or launches that covers them.
   */
  async forgetBetween(from: string, to: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('sighting_skies')
        .where('sighting_seq', 'in', (eb) =>
          eb.selectFrom('sightings').select('seq').where('occurred', '>=', from).where('occurred', '<', to),
        )
        .executeTakeFirst();
      await bumpTimelineVersion(trx);
      return Number(result.numDeletedRows);
    });
  }

  /** How many live sightings with coordinates have no stored sky. */
  async countWithoutSky(): Promise<number> {
    const row = await this.db
      .selectFrom('sightings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(this.#needsSky())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The live sightings with coordinates and no stored sky among the next `window` sightings in storage
   * order after `afterSeq`, and the last seq of that window (null past the end). The window is read
   * first by seq: asked as one statement, PostgreSQL planned an anti-join that read every stored sky
   * for each batch, and a pass over a million sightings slowed as the skies filled up.
   */
  async nextWithoutSky(
    afterSeq: number,
    window: number,
  ): Promise<{ sightings: SightingWithoutSky[]; lastSeq: number | null }> {
    const edge = await this.db
      .selectFrom((eb) =>
        eb.selectFrom('sightings').select('seq').where('seq', '>', afterSeq).orderBy('seq').limit(window).as('next'),
      )
      .select((eb) => eb.fn.max('next.seq').as('last_seq'))
      .executeTakeFirst();
    if (edge?.last_seq === null || edge?.last_seq === undefined) return { sightings: [], lastSeq: null };
    const lastSeq = Number(edge.last_seq);
    const rows = (await selectSightings(this.db, this.engine)
      .where(this.#needsSky())
      .where('seq', '>', afterSeq)
      .where('seq', '<=', lastSeq)
      .orderBy('seq')
      .execute()) as HydratableRow[];
    const sightings = toSightings(rows);
    return {
      sightings: rows.map((row, index) => ({
        seq: Number(row.seq),
        timelineKey: Number(row.timeline_key),
        sighting: sightings[index]!,
      })),
      lastSeq,
    };
  }

  /** Live, with coordinates, and no sky stored. */
  #needsSky(): SightingCondition {
    const live = this.engine.isLive;
    return (eb) =>
      eb.and([
        live,
        eb('latitude', 'is not', null),
        eb('longitude', 'is not', null),
        eb.not(
          eb.exists(
            eb.selectFrom('sighting_skies').select('sighting_seq').whereRef('sighting_seq', '=', 'sightings.seq'),
          ),
        ),
      ]);
  }
}
