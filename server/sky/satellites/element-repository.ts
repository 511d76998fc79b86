import { sql, type Kysely } from 'kysely';
import { insertRows } from '../../db/bulk-insert.ts';
import type { DialectName } from '../../db/dialect.ts';
import type { Database, SatelliteElementsTable } from '../../db/schema.ts';
import type { ElementSet } from './element-sets.ts';

const COLUMNS = [
  'norad_id',
  'epoch_ms',
  'object_name',
  'object_id',
  'mean_motion',
  'eccentricity',
  'inclination',
  'ra_of_asc_node',
  'arg_of_pericenter',
  'mean_anomaly',
  'bstar',
  'mean_motion_dot',
  'mean_motion_ddot',
  'launch_id',
  'is_starlink',
] as const;

const ELEMENTS_INSERT = {
  table: 'satellite_elements',
  columns: COLUMNS,
  types: {
    ...Object.fromEntries(COLUMNS.map((column) => [column, 'double precision'])),
    norad_id: 'integer',
    object_name: 'text',
    object_id: 'text',
    launch_id: 'text',
    is_starlink: 'integer',
  },
  // The same object at the same epoch is the same set: importing a file again adds nothing.
  suffix: 'on conflict (norad_id, epoch_ms) do nothing',
};

/** The launch an object came from: its designator's year and launch number ("2024-001" of "2024-001A"). */
export function launchOf(objectId: string): string | null {
  return /^\d{4}-\d{3}/.exec(objectId)?.[0] ?? null;
}

/** Starlinks by name, as CelesTrak and Space-Track both name them. */
export const isStarlink = (name: string) => /^STARLINK/i.test(name);

/** Rows per statement: an archive of a year holds millions of sets. */
const BATCH_SIZE = 5000;

function rowOf(set: ElementSet): unknown[] {
  return [
    set.noradId,
    set.epochMs,
    set.objectName,
    set.objectId,
    set.meanMotion,
    set.eccentricity,
    set.inclination,
    set.raOfAscNode,
    set.argOfPericenter,
    set.meanAnomaly,
    set.bstar,
    set.meanMotionDot,
    set.meanMotionDdot,
    launchOf(set.objectId),
    isStarlink(set.objectName) ? 1 : 0,
  ];
}

function setOf(row: SatelliteElementsTable): ElementSet {
  return {
    noradId: Number(row.norad_id),
    epochMs: Number(row.epoch_ms),
    objectName: row.object_name,
    objectId: row.object_id,
    meanMotion: Number(row.mean_motion),
    eccentricity: Number(row.eccentricity),
    inclination: Number(row.inclination),
    raOfAscNode: Number(row.ra_of_asc_node),
    argOfPericenter: Number(row.arg_of_pericenter),
    meanAnomaly: Number(row.mean_anomaly),
    bstar: Number(row.bstar),
    meanMotionDot: Number(row.mean_motion_dot),
    meanMotionDdot: Number(row.mean_motion_ddot),
  };
}

/** The published element sets, one per object and epoch. */
export class SatelliteElementRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async count(): Promise<number> {
    const row = await this.#db
      .selectFrom('satellite_elements')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Stores the sets not stored yet (same object, same epoch); says how many were new. */
  async store(sets: readonly ElementSet[]): Promise<number> {
    const before = await this.count();
    const firstSeen = new Map<string, number>();
    for (const set of sets) {
      const launch = launchOf(set.objectId);
      if (launch !== null) firstSeen.set(launch, Math.min(firstSeen.get(launch) ?? Infinity, set.epochMs));
    }
    const earlier = this.#dialect === 'postgres' ? 'least' : 'min';
    const launchesInsert = {
      table: 'satellite_launches',
      columns: ['launch_id', 'first_epoch_ms'],
      types: { launch_id: 'text', first_epoch_ms: 'double precision' },
      suffix: `on conflict (launch_id) do update set first_epoch_ms = ${earlier}(satellite_launches.first_epoch_ms, excluded.first_epoch_ms)`,
    };
    await this.#db.transaction().execute(async (transaction) => {
      for (let start = 0; start < sets.length; start += BATCH_SIZE) {
        const rows = sets.slice(start, start + BATCH_SIZE).map(rowOf);
        await transaction.executeQuery(insertRows(this.#dialect, ELEMENTS_INSERT, rows));
      }
      if (firstSeen.size > 0) {
        await transaction.executeQuery(insertRows(this.#dialect, launchesInsert, [...firstSeen]));
      }
    });
    return (await this.count()) - before;
  }

  /** The earliest and latest epochs stored (ms since 1970); null when none is. */
  async epochRange(): Promise<{ from: number; to: number } | null> {
    const row = await this.#db
      .selectFrom('satellite_elements')
      .select([sql<number | null>`min(epoch_ms)`.as('from'), sql<number | null>`max(epoch_ms)`.as('to')])
      .executeTakeFirstOrThrow();
    return row.from === null || row.to === null ? null : { from: Number(row.from), to: Number(row.to) };
  }

  /** The launches whose objects were first seen between two instants, and when (ms since 1970). */
  async launchesFirstSeenBetween(fromMs: number, toMs: number): Promise<Map<string, number>> {
    const rows = await this.#db
      .selectFrom('satellite_launches')
      .select(['launch_id', 'first_epoch_ms'])
      .where('first_epoch_ms', '>=', fromMs)
      .where('first_epoch_ms', '<=', toMs)
      .execute();
    return new Map(rows.map((row) => [row.launch_id, Number(row.first_epoch_ms)]));
  }

  /**
   * For each object with a set whose epoch is within `windowMs` of the instant, the nearest one;
   * `belowMeanMotion` keeps to the slower (higher) orbits, `starlink: false` leaves the Starlinks out
   * and `launchIds` keeps to the objects of those launches; `limit` asks only whether there are any.
   */
  async nearestTo(
    instantMs: number,
    windowMs: number,
    options: { belowMeanMotion?: number; starlink?: false; launchIds?: readonly string[]; limit?: number } = {},
  ): Promise<ElementSet[]> {
    if (options.launchIds?.length === 0) return [];
    let query = this.#db
      .selectFrom('satellite_elements')
      .selectAll()
      .where('epoch_ms', '>=', instantMs - windowMs)
      .where('epoch_ms', '<=', instantMs + windowMs);
    if (options.belowMeanMotion !== undefined) query = query.where('mean_motion', '<', options.belowMeanMotion);
    if (options.starlink === false) query = query.where('is_starlink', '=', 0);
    if (options.launchIds) query = query.where('launch_id', 'in', options.launchIds);
    if (options.limit !== undefined) query = query.limit(options.limit);
    const rows = await query.execute();
    const nearest = new Map<number, ElementSet>();
    for (const row of rows) {
      const set = setOf(row);
      const held = nearest.get(set.noradId);
      if (!held || Math.abs(set.epochMs - instantMs) < Math.abs(held.epochMs - instantMs))
        nearest.set(set.noradId, set);
    }
    return [...nearest.values()];
  }
}
