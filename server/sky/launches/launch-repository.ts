import type { Kysely } from 'kysely';
import { insertRows } from '../../db/bulk-insert.ts';
import type { DialectName } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { TimedRows } from '../timed-rows-repository.ts';
import type { RocketLaunch } from './launch-list.ts';

const LAUNCHES_TIME = { table: 'rocket_launches', column: 'launched_ms' } as const;

const LAUNCHES_INSERT = {
  table: 'rocket_launches',
  columns: ['launch_key', 'launched_ms', 'vehicle', 'site', 'latitude', 'longitude', 'ascent_azimuth'],
  types: {
    launch_key: 'text',
    launched_ms: 'double precision',
    vehicle: 'text',
    site: 'text',
    latitude: 'double precision',
    longitude: 'double precision',
    ascent_azimuth: 'double precision',
  },
  suffix: 'on conflict (launch_key) do nothing',
};

/** The rocket launches of the imported launch lists. */
export class RocketLaunchRepository extends TimedRows {
  constructor(db: Kysely<Database>, dialect: DialectName) {
    super(db, dialect, LAUNCHES_TIME);
  }

  /** Stores the launches not stored yet (by the list's id, or time and site); says how many were new. */
  async store(launches: readonly RocketLaunch[]): Promise<number> {
    const before = await this.count();
    const rows = launches.map((launch) => [
      launch.key,
      launch.launchedMs,
      launch.vehicle,
      launch.site,
      launch.latitude,
      launch.longitude,
      launch.ascentAzimuth,
    ]);
    if (rows.length > 0) await this.db.executeQuery(insertRows(this.dialect, LAUNCHES_INSERT, rows));
    return (await this.count()) - before;
  }

  /** The launches between two instants (ms since 1970), the earliest first. */
  async between(fromMs: number, toMs: number): Promise<RocketLaunch[]> {
    const rows = await this.db
      .selectFrom('rocket_launches')
      .selectAll()
      .where('launched_ms', '>=', fromMs)
      .where('launched_ms', '<=', toMs)
      .orderBy('launched_ms')
      .execute();
    return rows.map((row) => ({
      key: row.launch_key,
      launchedMs: Number(row.launched_ms),
      vehicle: row.vehicle,
      site: row.site,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      ascentAzimuth: row.ascent_azimuth === null ? null : Number(row.ascent_azimuth),
    }));
  }
}
