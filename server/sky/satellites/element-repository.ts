import { sql, type Kysely } from 'kysely';
import { insertRows } from '../../db/bulk-insert.ts';
import type { DialectName } from '../../db/dialect.ts';
import type { Database, SatelliteElementsTable } from '../../db/schema.ts';
import { TimedRows } from '../timed-rows-repository.ts';
import type { ElementSet } from './element-sets.ts';

const ELEMENTS_TIME = { table: 'satellite_elements', column: 'epoch_ms' } as const;

/** Each stored column and the field of the set it holds (all numbers but the two names). */
const FIELDS = {
  norad_id: 'noradId',
  epoch_ms: 'epochMs',
  object_name: 'objectName',
  object_id: 'objectId',
  mean_motion: 'meanMotion',
  eccentricity: 'eccentricity',
  inclination: 'inclination',
  ra_of_asc_node: 'raOfAscNode',
  arg_of_pericenter: 'argOfPericenter',
  mean_anomaly: 'meanAnomaly',
  bstar: 'bstar',
  mean_motion_dot: 'meanMotionDot',
  mean_motion_ddot: 'meanMotionDdot',
} as const satisfies Record<string, keyof ElementSet>;
const SET_COLUMNS = Object.keys(FIELDS) as Array<keyof typeof FIELDS>;
const COLUMNS = [...SET_COLUMNS, 'launch_id', 'is_starlink'] as const;

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
    ...SET_COLUMNS.map((column) => set[FIELDS[column]]),
    launchOf(set.objectId),
    isStarlink(set.objectName) ? 1 : 0,
  ];
}

function setOf(row: SatelliteElementsTable): ElementSet {
  const set = Object.fromEntries(SET_COLUMNS.map((column) => [FIELDS[column], Number(row[column])]));
  return { ...set, objectName: row.object_name, objectId: row.object_id } as ElementSet;
}

/** The published element sets, one per object and epoch. */
export class SatelliteElementRepository extends TimedRows {
  constructor(db: Kysely<Database>, dialect: DialectName) {
    super(db, dialect, ELEMENTS_TIME);
  }

  /** Stores the sets not stored yet (same object, same epoch); says how many were new. */
  async store(sets: readonly ElementSet[]): Promise<number> {
    const before = await this.count();
    const firstSeen = new Map<string, number>();
    for (const set of sets) {
      const launch = launchOf(set.objectId);
      if (launch !== null) firstSeen.set(launch, Math.min(firstSeen.get(launch) ?? Infinity, set.epochMs));
    }
    const earlier = this.dialect === 'postgres' ? 'least' : 'min';
    const launchesInsert = {
      table: 'satellite_launches',
      columns: ['launch_id', 'first_epoch_ms'],
      types: { launch_id: 'text', first_epoch_ms: 'double precision' },
      suffix: `on conflict (launch_id) do update set first_epoch_ms = ${earlier}(satellite_launches.first_epoch_ms, excluded.first_epoch_ms)`,
    };
    await this.db.transaction().execute(async (transaction) => {
      for (let start = 0; start < sets.length; start += BATCH_SIZE) {
        const rows = sets.slice(start, start + BATCH_SIZE).map(rowOf);
        await transaction.executeQuery(insertRows(this.dialect, ELEMENTS_INSERT, rows));
      }
      if (firstSeen.size > 0) {
        await transaction.executeQuery(insertRows(this.dialect, launchesInsert, [...firstSeen]));
      }
    });
    return (await this.count()) - before;
  }

  /** The launches whose objects were first seen between two instants, and when (ms since 1970). */
  async launchesFirstSeenBetween(fromMs: number, toMs: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('satellite_launches')
      .select(['launch_id', 'first_epoch_ms'])
      .where('first_epoch_ms', '>=', fromMs)
      .where('first_epoch_ms', '<=', toMs)
      .execute();
    return new Map(rows.map((row) => [row.launch_id, Number(row.first_epoch_ms)]));
  }

  /** The objects other than Starlinks with a set slower than `revolutionsADay` (the higher orbits). */
  async slowerObjects(revolutionsADay: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('satellite_elements')
      .select('norad_id')
      .distinct()
      .where('is_starlink', '=', 0)
      .where('mean_motion', '<', revolutionsADay)
      .execute();
    return rows.map((row) => row.norad_id);
  }

  /**
   * For each object with a set whose epoch is within `windowMs` of the instant, the nearest one;
   * `belowMeanMotion` keeps to the slower (higher) orbits, `starlink: false` leaves the Starlinks out
   * `launchIds` keeps to the objects of those launches and `noradIds` to those objects; `limit` asks
   * only whether there are any.
   * The database picks the nearest (an archive holds a set a day or more of each object): only one row
   * an object is read out and decoded.
   */
  async nearestTo(
    instantMs: number,
    windowMs: number,
    options: {
      belowMeanMotion?: number;
      starlink?: false;
      launchIds?: readonly string[];
      noradIds?: readonly number[];
      limit?: number;
    } = {},
  ): Promise<ElementSet[]> {
    if (options.launchIds?.length === 0 || options.noradIds?.length === 0) return [];
    const distance = sql<number>`abs(epoch_ms - ${instantMs})`;
    let query = this.db
      .selectFrom('satellite_elements')
      .selectAll()
      .where('epoch_ms', '>=', instantMs - windowMs)
      .where('epoch_ms', '<=', instantMs + windowMs);
    if (options.belowMeanMotion !== undefined) query = query.where('mean_motion', '<', options.belowMeanMotion);
    if (options.starlink === false) query = query.where('is_starlink', '=', 0);
    if (options.launchIds) query = query.where('launch_id', 'in', options.launchIds);
    if (options.noradIds) query = query.where('norad_id', 'in', options.noradIds);
    // Every set is a Starlink or not: said, it lets both engines read the time range from the
    // (is_starlink, epoch_ms) index instead of the whole table.
    else if (options.starlink === undefined && !options.launchIds) query = query.where('is_starlink', 'in', [0, 1]);
    if (options.limit !== undefined) return (await query.limit(options.limit).execute()).map(setOf);
    const rows =
      this.dialect === 'postgres'
        ? await query.distinctOn('norad_id').orderBy('norad_id').orderBy(distance).orderBy('epoch_ms').execute()
        : // SQLite fills the other columns of a min() aggregate from the row holding the minimum.
          await query
            .select(sql<number>`min(${distance})`.as('distance'))
            .groupBy('norad_id')
            .execute();
    return rows.map(setOf);
  }
}
