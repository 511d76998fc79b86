import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/dialect.ts';
import type { LngLatBox } from '../map/map-boxes.ts';
import { cellSize, STORED_LEVELS, type CellRange } from './explore-grid.ts';
import {
  cellAt,
  cellExpression,
  changedRows,
  countedRow,
  countedSightings,
  gridTable,
  parentCell,
  partsFor,
  postgresStatementTriggers,
  POSTGRES_PARTS as POSTGRES,
  SQLITE_PARTS as SQLITE,
  type DialectParts,
} from './explore-sql-parts.ts';
import { recountExploreShapeYears, shapeYearTriggersFor } from './explore-shape-years.ts';

/** A sighting's place in SQL: its latitude and longitude, and its row and column at a level of the grid. */
export interface PlaceSql {
  readonly latitude: RawBuilder<number>;
  readonly longitude: RawBuilder<number>;
  rowOf(level: number): RawBuilder<number>;
  columnOf(level: number): RawBuilder<number>;
}

/**
 * The counts the explorer keeps (decision 0024): public sightings with a place, by level of the grid
 * and cell (`explore_cells`, with the sums that place a cluster at its members' mean position, and of
 * their seqs, which name the sighting when a cell holds one) and by level, cell and year
 * (`explore_cell_years`). Triggers on `sightings` keep both up to date in the transaction of every
 * write, whatever path it takes (a report, a staff edit, a deletion, an import, another process).
 */
export interface ExploreSql extends PlaceSql {
  /** A sighting's cell at `level`, in SQL. */
  cellOf(level: number): RawBuilder<number>;
  /**
   * Its place as the index of places holds it (PostgreSQL's `geo`; SQLite's columns themselves):
   * conditions on it alone let that index answer without visiting the table.
   */
  readonly indexedPlace: PlaceSql;
  /**
   * The rows of a kept table (as `kept`) in runs of cells, narrowed by `conditions` (`and …` on
   * `kept`), as a from clause.
   */
  keptInRanges(table: string, ranges: readonly CellRange[], conditions: RawBuilder<unknown>): RawBuilder<unknown>;
  /** Whether a sighting's timeline key is one of `keys`, however many (one parameter). */
  keyIsOneOf(keys: readonly number[]): RawBuilder<boolean>;
  /** Whether a sighting lies in one of the map's cells (decision 0019), so the map's index finds it. */
  mapCellIsOneOf(cells: readonly number[]): RawBuilder<boolean>;
  /**
   * In one of the boxes, as an index of places finds them; null where the engine has none to help
   * (the boxes hold at least the rows the cells do: the cells' conditions still decide).
   */
  placesIn(boxes: readonly LngLatBox[]): RawBuilder<boolean> | null;
  /**
   * Its day ('yyyy-MM-dd', its `local_date`), its day number (days since 1970-01-01), year and month
   * (1–12) on the calendar of its place (decision 0047); without a zone, those of its UTC day.
   */
  readonly dayOf: RawBuilder<string>;
  readonly dayNumberOf: RawBuilder<number>;
  readonly yearOf: RawBuilder<number>;
  readonly monthOf: RawBuilder<number>;
  /**
   * Its hour (0–23) on the clocks of its place (decision 0047); without a zone, the hour of mean
   * solar time at its longitude (UTC plus four minutes a degree).
   */
  readonly localHourOf: RawBuilder<number>;
  /** The triggers that keep the counts, and their removal during a bulk load into an empty table. */
  createTriggers(db: Kysely<any>): Promise<void>;
  dropTriggers(db: Kysely<any>): Promise<void>;
}

const CELL_SUMS = ['sighting_count', 'latitude_sum', 'longitude_sum', 'seq_sum'];
const addToCells = `on conflict (level, cell) do update
  set ${CELL_SUMS.map((column) => `${column} = excluded.${column} + explore_cells.${column}`).join(', ')}`;
const addToYears = `on conflict (level, cell, year) do update
  set sighting_count = excluded.sighting_count + explore_cell_years.sighting_count`;

/** SQLite: adds (sign 1) or takes away (sign -1) one row (a trigger's `new` or `old`) from the counts. */
function rowCountChange(row: 'new' | 'old', sign: 1 | -1): string {
  const cell = cellExpression(SQLITE, row, 'grid.size', 'grid.stride');
  const source = `${gridTable(SQLITE, STORED_LEVELS)} where ${countedRow(SQLITE, row)}`;
  return `insert into explore_cell_years (level, cell, year, sighting_count)
      select grid.level, ${cell}, ${SQLITE.keptYearOf(row)}, ${sign} from ${source} ${addToYears};
    insert into explore_cells (level, cell, sighting_count, latitude_sum, longitude_sum, seq_sum)
      select grid.level, ${cell}, ${sign}, ${sign} * ${row}.latitude, ${sign} * ${row}.longitude, ${sign} * ${row}.seq
      from ${source} ${addToCells};`;
}

/**
 * PostgreSQL: a statement's rows taken out of the counts (its old rows, sign -1) and put in (its new
 * rows, sign 1), netted by cell. An update of columns the counts do not follow counts no row and
 * locks nothing; a cell whose counts and sums net to nothing is not written; the rest are written in
 * key order, so two writers lock the rows they share in the same order.
 */
function statementCountChange(change: 'insert' | 'update' | 'delete'): string {
  const rows = changedRows(change, FOLLOWED_COLUMNS.split(', '));
  const cell = cellExpression(POSTGRES, 'changed', 'grid.size', 'grid.stride');
  const source = `(${rows}) as changed, ${gridTable(POSTGRES, STORED_LEVELS)}
    where ${countedRow(POSTGRES, 'changed')}`;
  const sums = ['', 'latitude', 'longitude', 'seq'].map((column) =>
    column ? `sum(changed.sign * changed.${column})` : 'sum(changed.sign)',
  );
  return `insert into explore_cells (level, cell, sighting_count, latitude_sum, longitude_sum, seq_sum)
      select grid.level, ${cell}, ${sums.join(', ')} from ${source}
      group by 1, 2 having ${sums.map((sum) => `${sum} <> 0`).join(' or ')} order by 1, 2 ${addToCells};
    insert into explore_cell_years (level, cell, year, sighting_count)
      select grid.level, ${cell}, ${POSTGRES.keptYearOf('changed')}, ${sums[0]} from ${source}
      group by 1, 2, 3 having ${sums[0]} <> 0 order by 1, 2, 3 ${addToYears};`;
}

/**
 * The columns a trigger follows: who sees a sighting, and where and when it is (its year is its
 * `local_date`'s, the instant's for a row without one).
 */
const FOLLOWED_COLUMNS = 'approved, deleted, latitude, longitude, occurred, local_date';

function placeSql(parts: DialectParts, latitude: string, longitude: string): PlaceSql {
  return {
    latitude: sql<number>`${sql.raw(latitude)}`,
    longitude: sql<number>`${sql.raw(longitude)}`,
    rowOf: (level) => sql<number>`${sql.raw(parts.wholePart(`(${latitude} + 90) / ${parts.real(cellSize(level))}`))}`,
    columnOf: (level) =>
      sql<number>`${sql.raw(parts.wholePart(`(${longitude} + 180) / ${parts.real(cellSize(level))}`))}`,
  };
}

function exploreSql(parts: DialectParts, triggers: Pick<ExploreSql, 'createTriggers' | 'dropTriggers'>): ExploreSql {
  return {
    cellOf: (level) => sql<number>`${sql.raw(cellAt(parts, 'sightings', level))}`,
    ...placeSql(parts, 'sightings.latitude', 'sightings.longitude'),
    indexedPlace: placeSql(parts, parts.indexedLatitudeOf('sightings'), parts.indexedLongitudeOf('sightings')),
    keptInRanges: parts.keptInRanges,
    keyIsOneOf: parts.keyIsOneOf,
    mapCellIsOneOf: parts.mapCellIsOneOf,
    placesIn: parts.placesIn,
    dayOf: sql<string>`${sql.raw(parts.dayOf('sightings'))}`,
    dayNumberOf: sql<number>`${sql.raw(parts.dayNumberOf('sightings'))}`,
    yearOf: sql<number>`${sql.raw(parts.yearOf('sightings'))}`,
    monthOf: sql<number>`cast(substr(sightings.local_date, 6, 2) as integer)`,
    localHourOf: sql<number>`sightings.local_hour`,
    ...triggers,
  };
}

export const SQLITE_EXPLORE_SQL = exploreSql(SQLITE, {
  async createTriggers(db) {
    await sql
      .raw(`create trigger explore_cells_insert after insert on sightings begin ${rowCountChange('new', 1)} end`)
      .execute(db);
    await sql
      .raw(`create trigger explore_cells_delete after delete on sightings begin ${rowCountChange('old', -1)} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger explore_cells_update after update of ${FOLLOWED_COLUMNS} on sightings begin
          ${rowCountChange('old', -1)} ${rowCountChange('new', 1)} end`,
      )
      .execute(db);
  },
  async dropTriggers(db) {
    for (const name of ['explore_cells_insert', 'explore_cells_delete', 'explore_cells_update'])
      await sql`drop trigger if exists ${sql.ref(name)}`.execute(db);
  },
});

/**
 * PostgreSQL counts a statement's rows at once, from its transition tables: a row trigger would update
 * a crowded cell's count once a row, and each update in one transaction leaves a version of the row
 * that the next has to step over (a load of 9,000 rows at one place took over a minute).
 */
const POSTGRES_TRIGGERS = postgresStatementTriggers('explore_cells', statementCountChange);

export const POSTGRES_EXPLORE_SQL = exploreSql(POSTGRES, {
  createTriggers: POSTGRES_TRIGGERS.create,
  dropTriggers: POSTGRES_TRIGGERS.drop,
});

export function exploreSqlFor(dialect: DialectName): ExploreSql {
  return dialect === 'postgres' ? POSTGRES_EXPLORE_SQL : SQLITE_EXPLORE_SQL;
}

/**
 * Counts every public sighting again: after a bulk load into an empty table. The rows are read once,
 * for the finest kept level; each coarser level adds up the four cells of the level below
 * (`parentCell`). The counts by shape are `recountExploreShapeYears`'s.
 */
export async function recountExploreCells(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const explore = exploreSqlFor(dialect);
  const counted = countedSightings(dialect);
  await sql`delete from explore_cells`.execute(db);
  await sql`delete from explore_cell_years`.execute(db);
  const finest = explore.cellOf(STORED_LEVELS);
  await sql`insert into explore_cells (level, cell, sighting_count, latitude_sum, longitude_sum, seq_sum)
    select ${sql.lit(STORED_LEVELS)}, ${finest}, count(*), sum(latitude), sum(longitude), sum(seq)
    from sightings where ${counted} group by ${finest}`.execute(db);
  const year = sql.raw(partsFor(dialect).keptYearOf('sightings'));
  await sql`insert into explore_cell_years (level, cell, year, sighting_count)
    select ${sql.lit(STORED_LEVELS)}, ${finest}, ${year}, count(*)
    from sightings where ${counted} group by ${finest}, ${year}`.execute(db);
  for (let level = STORED_LEVELS - 1; level >= 1; level -= 1) {
    const parent = parentCell(level + 1);
    await sql`insert into explore_cells (level, cell, sighting_count, latitude_sum, longitude_sum, seq_sum)
      select ${sql.lit(level)}, ${parent}, sum(sighting_count), sum(latitude_sum), sum(longitude_sum), sum(seq_sum)
      from explore_cells where level = ${sql.lit(level + 1)} group by ${parent}`.execute(db);
    await sql`insert into explore_cell_years (level, cell, year, sighting_count)
      select ${sql.lit(level)}, ${parent}, year, sum(sighting_count)
      from explore_cell_years where level = ${sql.lit(level + 1)} group by ${parent}, year`.execute(db);
  }
}

/** Set while a bulk load into an empty table runs without the triggers, so a cut-off load is repaired. */
const RECOUNT_SETTING = 'explore_cells_recounted_after_bulk_load';

/**
 * A bulk load into an empty table stores its rows without the triggers (each row would otherwise
 * change a dozen counts), and the counts are made once at the end, as the deferred indexes are built.
 */
export async function pauseExploreCountsOfEmptyTable(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await sql`select 1 from sightings limit 1`.execute(trx);
    if (stored.rows.length > 0) return;
    await sql`insert into settings (key, value) values (${RECOUNT_SETTING}, 'waiting')
      on conflict (key) do nothing`.execute(trx);
    await exploreSqlFor(dialect).dropTriggers(trx);
    await shapeYearTriggersFor(dialect).drop(trx);
  });
}

/** After a bulk load, and at every start: the triggers back and every count made again, if a load left them. */
export async function resumeExploreCounts(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const waiting = await sql`select 1 from settings where key = ${RECOUNT_SETTING}`.execute(trx);
    if (waiting.rows.length === 0) return;
    // The triggers first: on PostgreSQL creating them locks out writers until this commits, so no
    // sighting stored meanwhile is missed by the recount.
    await exploreSqlFor(dialect).dropTriggers(trx);
    await exploreSqlFor(dialect).createTriggers(trx);
    await shapeYearTriggersFor(dialect).drop(trx);
    await shapeYearTriggersFor(dialect).create(trx);
    // Grouping a million rows by cell and year: with the default 4 MB each step spilled to disk.
    if (dialect === 'postgres') await sql`set local work_mem = '256MB'`.execute(trx);
    await recountExploreCells(trx, dialect);
    await recountExploreShapeYears(trx, dialect);
    await sql`delete from settings where key = ${RECOUNT_SETTING}`.execute(trx);
  });
}
