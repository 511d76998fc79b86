import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Each sighting's day and hour on the calendar of its place (decision 0047), beside its instant: date
 * ranges, years, months and hours go by the witness's calendar. Worked out here for the stored rows, a
 * batch at a time, by the platform's zone rules (Intl); a row without a zone gets the rules used
 * before: its UTC day, and the mean solar hour at its longitude (UTC's without a place).
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await sql`alter table sightings add column local_date text`.execute(db);
  await sql`alter table sightings add column local_hour integer`.execute(db);
  for (let afterSeq = 0; ;) {
    const { rows } = await sql<StoredRow>`select seq, occurred, time_zone, longitude from sightings
      where seq > ${afterSeq} order by seq limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const values = JSON.stringify(rows.map((row) => [Number(row.seq), ...calendarOf(row)]));
    await (
      dialect === 'postgres'
        ? sql`update sightings set local_date = batch.local_date, local_hour = batch.local_hour
          from (select (value ->> 0)::bigint as seq, value ->> 1 as local_date, (value ->> 2)::integer as local_hour
            from json_array_elements(${values}::json)) as batch
          where sightings.seq = batch.seq`
        : sql`update sightings set local_date = batch.local_date, local_hour = batch.local_hour
          from (select value ->> 0 as seq, value ->> 1 as local_date, value ->> 2 as local_hour
            from json_each(${values})) as batch
          where sightings.seq = batch.seq`
    ).execute(db);
    afterSeq = Number(rows.at(-1)!.seq);
  }
  const isPublic = dialect === 'postgres' ? sql`approved and not deleted` : sql`approved = 1 and deleted = 0`;
  // A date range is a range of timeline keys and, at its two ends, each sighting's day: read from this
  // index alone.
  await sql`create index sightings_public_local_dates on sightings (timeline_key, local_date)
    where ${isPublic}`.execute(db);
}

/** Rows worked out and written per statement: 5,000 rows' JSON is some 200 kB. */
const BATCH = 5000;

interface StoredRow {
  seq: number | string;
  occurred: string | Date;
  time_zone: string | null;
  longitude: number | null;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** [local day, local hour] of a stored row. */
function calendarOf(row: StoredRow): [string, number] {
  const instantMs = row.occurred instanceof Date ? row.occurred.getTime() : Date.parse(row.occurred);
  const offsetMs = row.time_zone === null ? null : zoneOffsetMs(row.time_zone, instantMs);
  if (offsetMs !== null) return calendarOfClock(instantMs + offsetMs);
  const [day, utcHour] = calendarOfClock(instantMs);
  if (row.longitude === null) return [day, utcHour];
  const utcMinutes = Math.floor(instantMs / MINUTE_MS) - Math.floor(instantMs / MINUTE_MS / DAY_MINUTES) * DAY_MINUTES;
  const solarMinutes = (utcMinutes + Math.floor((Number(row.longitude) + 180) * 4) - 720 + DAY_MINUTES) % DAY_MINUTES;
  return [day, Math.floor(solarMinutes / 60)];
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** How far the zone's clocks were ahead of UTC at an instant, in ms; null for a zone the platform does not know. */
function zoneOffsetMs(zone: string, instantMs: number): number | null {
  if (!formatters.has(zone)) {
    try {
      formatters.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        }),
      );
    } catch {
      formatters.set(zone, null);
    }
  }
  const formatter = formatters.get(zone);
  if (!formatter) return null;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const clock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return clock - Math.floor(instantMs / 1000) * 1000;
}

/** [day, hour] of a clock reading held as if it were UTC. */
function calendarOfClock(clockMs: number): [string, number] {
  const clock = new Date(clockMs);
  const year = clock.getUTCFullYear();
  const yearText = year < 0 ? `-${String(-year).padStart(6, '0')}` : String(year).padStart(4, '0');
  return [`${yearText}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`, clock.getUTCHours()];
}

const pad = (value: number) => String(value).padStart(2, '0');
