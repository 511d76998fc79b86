import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/** OMM's mean elements, each a real number. */
const MEAN_ELEMENTS = [
  'mean_motion',
  'eccentricity',
  'inclination',
  'ra_of_asc_node',
  'arg_of_pericenter',
  'mean_anomaly',
  'bstar',
  'mean_motion_dot',
  'mean_motion_ddot',
];

/**
 * Published orbital elements (two- and three-line sets, OMM), one row per object and epoch, so that
 * an archive of many epochs answers any past sighting with the set nearest its time. Read by epoch.
 * Beside them, when each launch's objects were first seen, and the rocket launches of a launch list.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const realType = dialect === 'postgres' ? 'double precision' : 'real';
  const real = sql.raw(realType);
  await sql`create table satellite_elements (
    norad_id integer not null,
    epoch_ms ${real} not null,
    object_name text not null,
    object_id text not null,
    ${sql.raw(MEAN_ELEMENTS.map((column) => `${column} ${realType} not null,`).join('\n'))}
    launch_id text,
    is_starlink integer not null,
    primary key (norad_id, epoch_ms)
  )`.execute(db);
  // A sky reads the few sets that matter near its time: every satellite but the thousands of Starlinks,
  // and the Starlinks of the launches young enough to fly as a train.
  await sql`create index satellite_elements_kind_epoch on satellite_elements (is_starlink, epoch_ms)`.execute(db);
  await sql`create index satellite_elements_launch_epoch on satellite_elements (launch_id, epoch_ms)`.execute(db);
  // Each launch (the designator's year and number, e.g. 2024-001) and the earliest epoch of its
  // objects: about when it flew, which tells a fresh Starlink train from an old one.
  await sql`create table satellite_launches (
    launch_id text primary key,
    first_epoch_ms ${real} not null
  )`.execute(db);
  // Rocket launches from a launch list: when, where from, what, and the ascent's azimuth when known.
  await sql`create table rocket_launches (
    launch_key text primary key,
    launched_ms ${real} not null,
    vehicle text not null,
    site text not null,
    latitude ${real} not null,
    longitude ${real} not null,
    ascent_azimuth ${real}
  )`.execute(db);
  await sql`create index rocket_launches_time on rocket_launches (launched_ms)`.execute(db);
}
