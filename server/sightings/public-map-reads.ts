import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { LngLatBox } from '../db/spatial.ts';
import { isPublic } from './visibility.ts';

/** A box holding fewer public sightings than this is read through the spatial index (decision 0003). */
const SPATIAL_INDEX_ROW_LIMIT = 5000;
/** How many of the newest public sightings a map view looks through before it asks an index. */
const NEWEST_WINDOW = 2000;
/**
 * A walk down the timeline this long (index entries, no rows: ~0.14 µs each) costs about what the
 * spatial index does for a city box (0.4–2 ms). At 20,000 a box with few recent sightings walked
 * 2.3 ms where the spatial index answered in 0.4 ms.
 */
const SHORT_WALK = 10_000;

/** The map's reads: which public sightings are in view. */
export class PublicMapReads {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /**
   * The timeline keys of the newest public sightings in the boxes (decision 0003), by three plans,
   * cheapest first: the newest few thousand sightings hold the answer for a crowded view; the spatial
   * index serves a box with few sightings; else a walk down the timeline checks each point.
   */
  async newestKeys(boxes: readonly LngLatBox[], limit: number): Promise<number[]> {
    const perBox = await Promise.all(boxes.map((box) => this.#publicKeysInBox(box, limit)));
    return perBox
      .flat()
      .sort((a, b) => b - a)
      .slice(0, limit);
  }

  async #publicKeysInBox(box: LngLatBox, limit: number): Promise<number[]> {
    const recent = await this.#newestKeysInBox(box, limit, NEWEST_WINDOW);
    if (recent.length === limit) return recent;
    // How many matches the window held suggests how far a walk must go: a short walk beats asking the
    // spatial index whether the box is small. Bounded, in case the box's few sightings are all recent.
    const expectedWalk = recent.length > 0 ? (limit / recent.length) * NEWEST_WINDOW : Infinity;
    if (expectedWalk <= SHORT_WALK) {
      const walked = await this.#newestKeysInBox(box, limit, 2 * SHORT_WALK);
      if (walked.length === limit) return walked;
    }
    return (await this.#keysInSmallBox(box, limit)) ?? this.#newestKeysInBox(box, limit, null);
  }

  /** Walks the public timeline, newest first, through `window` sightings at most (null: all of it). */
  async #newestKeysInBox(box: LngLatBox, limit: number, window: number | null): Promise<number[]> {
    const { rows } = await sql<{ key: number }>`
      select timeline_key as key from (
        select timeline_key, latitude, longitude from sightings where ${isPublic(this.#dialect)}
        order by timeline_key desc ${window === null ? sql`` : sql`limit ${window}`}
      ) as newest
      where latitude between ${box.south} and ${box.north} and longitude between ${box.west} and ${box.east}
      order by timeline_key desc
      limit ${limit}`.execute(this.#db);
    return rows.map((row) => Number(row.key));
  }

  /**
   * The box's newest public keys from the spatial index, or null when it holds more than
   * SPATIAL_INDEX_ROW_LIMIT (then a timeline walk is cheaper). Counting first keeps thousands of keys
   * out of JavaScript.
   */
  async #keysInSmallBox(box: LngLatBox, limit: number): Promise<number[] | null> {
    const matching =
      this.#dialect === 'sqlite'
        ? sql`sighting_places
          where min_lng >= ${box.west} and max_lng <= ${box.east} and min_lat >= ${box.south} and max_lat <= ${box.north}`
        : sql`sightings
          where geo <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north})) and ${isPublic(this.#dialect)}`;
    const key = this.#dialect === 'sqlite' ? sql.ref('key') : sql.ref('timeline_key');
    const { rows: counted } = await sql<{ count: number }>`
      select count(*) as count from (select 1 from ${matching} limit ${SPATIAL_INDEX_ROW_LIMIT + 1}) as hits`.execute(
      this.#db,
    );
    if (Number(counted[0]!.count) > SPATIAL_INDEX_ROW_LIMIT) return null;
    const { rows } = await sql<{ key: number }>`
      select ${key} as key from ${matching} order by ${key} desc limit ${limit}`.execute(this.#db);
    return rows.map((row) => Number(row.key));
  }
}
