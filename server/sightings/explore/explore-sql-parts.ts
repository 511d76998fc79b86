import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/dialect.ts';
import type { LngLatBox } from '../map/map-boxes.ts';
import { POSTGRES_CELL_OF_SIGHTING, SQLITE_CELL_OF_SIGHTING } from '../map/map-cells.ts';
import { cellSize, cellStride, type CellRange } from './explore-grid.ts';

/**
 * The pieces of SQL that SQLite and PostgreSQL write differently for the explorer's kept counts
 * (decision 0024): the triggers and recounts of `explore-cells.ts` and `explore-shape-years.ts` are
 * written once from them.
 */
export interface DialectParts {
  /** The whole part of a value that is never negative, as an integer. */
  wholePart(value: string): string;
  /**
   * A row's latitude and longitude as the index of places holds them (PostgreSQL's `geo`), so that
   * conditions on these alone are answered from that index without visiting the table.
   */
  indexedLatitudeOf(row: string): string;
  indexedLongitudeOf(row: string): string;
  /** A row's day on its own calendar, 'yyyy-MM-dd' (decision 0047): its `local_date`. */
  dayOf(row: string): string;
  /** The year of `dayOf`. */
  yearOf(row: string): string;
  /**
   * The year the kept counts file a row under: `yearOf`, or the UTC year of its instant for a row
   * written without a `local_date` (straight to the table), so that it is still counted somewhere.
   */
  keptYearOf(row: string): string;
  /** The day number (days since 1970-01-01) of `dayOf`. */
  dayNumberOf(row: string): string;
  real(size: number): string;
  isPublic(row: string): string;
  /** The grid's values list, with its columns named level, size and stride. */
  grid(rows: string): string;
  keptInRanges(table: string, ranges: readonly CellRange[], conditions: RawBuilder<unknown>): RawBuilder<unknown>;
  keyIsOneOf(keys: readonly number[]): RawBuilder<boolean>;
  /** In one of the map's cells (decision 0019), as its index is built, so the index finds the rows. */
  mapCellIsOneOf(cells: readonly number[]): RawBuilder<boolean>;
  placesIn(boxes: readonly LngLatBox[]): RawBuilder<boolean> | null;
}

const yearOfDay = (row: string) => `cast(substr(${row}.local_date, 1, 4) as integer)`;

export const SQLITE_PARTS: DialectParts = {
  wholePart: (value) => `cast(${value} as integer)`,
  indexedLatitudeOf: (row) => `${row}.latitude`,
  indexedLongitudeOf: (row) => `${row}.longitude`,
  dayOf: (row) => `${row}.local_date`,
  yearOf: yearOfDay,
  keptYearOf: (row) => `cast(substr(coalesce(${row}.local_date, ${row}.occurred), 1, 4) as integer)`,
  dayNumberOf: (row) => `cast(julianday(${row}.local_date) - 2440587.5 as integer)`,
  real: (size) => (Number.isInteger(size) ? `${size}.0` : String(size)),
  isPublic: (row) => `${row}.approved = 1 and ${row}.deleted = 0`,
  grid: (rows) => `(select column1 as level, column2 as size, column3 as stride from (values ${rows}))`,
  // SQLite joins each run of cells to the kept rows by the key's index, one seek a run.
  keptInRanges: (table, ranges, conditions) =>
    sql`(select value ->> 0 as level, value ->> 1 as first_cell, value ->> 2 as last_cell
      from json_each(${JSON.stringify(ranges.map((range) => [range.level, range.first, range.last]))})) as cell_ranges
      join ${sql.table(table)} kept on kept.level = cell_ranges.level
        and kept.cell between cell_ranges.first_cell and cell_ranges.last_cell ${conditions}`,
  keyIsOneOf: (keys) => sql<boolean>`sightings.timeline_key in (select value from json_each(${JSON.stringify(keys)}))`,
  mapCellIsOneOf: (cells) =>
    sql<boolean>`${SQLITE_CELL_OF_SIGHTING} in (select value from json_each(${JSON.stringify(cells)}))`,
  placesIn: () => null,
};

export const POSTGRES_PARTS: DialectParts = {
  wholePart: (value) => `floor(${value})::bigint`,
  indexedLatitudeOf: (row) => `${row}.geo[1]`,
  indexedLongitudeOf: (row) => `${row}.geo[0]`,
  dayOf: (row) => `${row}.local_date`,
  yearOf: yearOfDay,
  keptYearOf: (row) => `coalesce(${yearOfDay(row)}, extract(year from ${row}.occurred at time zone 'UTC')::integer)`,
  dayNumberOf: (row) => `(cast(${row}.local_date as date) - date '1970-01-01')`,
  real: (size) => `cast(${size} as double precision)`,
  isPublic: (row) => `${row}.approved and not ${row}.deleted`,
  grid: (rows) => `(select * from (values ${rows}) as grid_values (level, size, stride))`,
  // Each run of cells one range of the key's index: joined plainly, PostgreSQL could not tell how many
  // kept rows a run holds and read the whole table (a world view's years: 250 ms instead of 2 ms).
  // `offset 0` keeps the lateral subquery from being merged back into that plain join.
  keptInRanges: (table, ranges, conditions) =>
    sql`unnest(${ranges.map((range) => range.level)}::integer[], ${ranges.map((range) => range.first)}::bigint[],
      ${ranges.map((range) => range.last)}::bigint[]) as cell_ranges (level, first_cell, last_cell)
      cross join lateral (select * from ${sql.table(table)} kept where kept.level = cell_ranges.level
        and kept.cell between cell_ranges.first_cell and cell_ranges.last_cell ${conditions} offset 0) kept`,
  keyIsOneOf: (keys) => sql<boolean>`sightings.timeline_key = any(${keys}::bigint[])`,
  mapCellIsOneOf: (cells) => sql<boolean>`${POSTGRES_CELL_OF_SIGHTING} = any(${cells}::integer[])`,
  // The public places' GiST index, which PostgreSQL can intersect with the full-text index's matches.
  placesIn: (boxes) =>
    sql<boolean>`(${sql.join(
      boxes.map((box) => sql`sightings.geo <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`),
      sql` or `,
    )})`,
};

export const partsFor = (dialect: DialectName): DialectParts =>
  dialect === 'postgres' ? POSTGRES_PARTS : SQLITE_PARTS;

/** Levels 1 to `finest` with their cell sizes and strides, as a table `grid (level, size, stride)`. */
export function gridTable(parts: DialectParts, finest: number): string {
  const rows: string[] = [];
  for (let level = 1; level <= finest; level += 1)
    rows.push(`(${level}, ${parts.real(cellSize(level))}, ${cellStride(level)})`);
  return `${parts.grid(rows.join(', '))} as grid`;
}

/** A row's cell, for a size and stride given as SQL (the grid's columns or literals). */
export function cellExpression(parts: DialectParts, row: string, size: string, stride: string): string {
  return `${parts.wholePart(`(${row}.latitude + 90) / ${size}`)} * ${stride} + ${parts.wholePart(`(${row}.longitude + 180) / ${size}`)}`;
}

/** A row's cell at one level, with the level's size and stride as literals. */
export const cellAt = (parts: DialectParts, row: string, level: number): string =>
  cellExpression(parts, row, parts.real(cellSize(level)), String(cellStride(level)));

/** Whether the kept counts count a row: public, with a place. */
export const countedRow = (parts: DialectParts, row: string) =>
  `${parts.isPublic(row)} and ${row}.latitude is not null and ${row}.longitude is not null`;

/** Public sightings with a place, written as the partial indexes are, so a recount can use them. */
export function countedSightings(dialect: DialectName): RawBuilder<boolean> {
  const isPublic = dialect === 'postgres' ? sql`approved and not deleted` : sql`approved = 1 and deleted = 0`;
  return sql<boolean>`${isPublic} and latitude is not null and longitude is not null`;
}

/**
 * The cell of the level above that holds a kept row's `cell` of `level`: its row and column halved
 * (the grid's sizes double, so halving gives the cell the position itself would: dividing by two is exact).
 */
export function parentCell(level: number): RawBuilder<number> {
  const stride = sql.lit(cellStride(level));
  return sql<number>`(cell / ${stride}) / 2 * ${sql.lit(cellStride(level - 1))} + (cell % ${stride}) / 2`;
}

/**
 * A statement trigger's changed rows (PostgreSQL), each with its sign: its new rows put in (1), its
 * old rows taken out (-1). An update's rows count only where a followed column changed: the others
 * would net to nothing.
 */
export function changedRows(change: 'insert' | 'update' | 'delete', followed: readonly string[]): string {
  const columns = (table: string) => ['seq', ...followed].map((column) => `${table}.${column}`).join(', ');
  const updated = `from old_rows join new_rows on new_rows.seq = old_rows.seq
    where (${columns('old_rows')}) is distinct from (${columns('new_rows')})`;
  return {
    insert: `select ${columns('new_rows')}, 1 as sign from new_rows`,
    delete: `select ${columns('old_rows')}, -1 as sign from old_rows`,
    update: `select ${columns('old_rows')}, -1 as sign ${updated} union all select ${columns('new_rows')}, 1 ${updated}`,
  }[change];
}

/**
 * PostgreSQL statement triggers on `sightings` named `{prefix}_insert`, `_update` and `_delete`, with
 * their transition tables, all calling one function whose body for each kind of statement is
 * `change(kind)`. A trigger with transition tables cannot name the columns it follows: every update
 * statement fires it, and `change` counts only the rows whose followed columns changed.
 */
export function postgresStatementTriggers(prefix: string, change: (kind: 'insert' | 'update' | 'delete') => string) {
  const triggers = [
    [`${prefix}_insert`, 'insert', 'new table as new_rows'],
    [`${prefix}_update`, 'update', 'old table as old_rows new table as new_rows'],
    [`${prefix}_delete`, 'delete', 'old table as old_rows'],
  ] as const;
  return {
    async create(db: Kysely<any>): Promise<void> {
      await sql
        .raw(
          `create or replace function ${prefix}_follow() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${change('insert')}
          elsif tg_op = 'DELETE' then ${change('delete')}
          else ${change('update')}
          end if;
          return null;
        end $$`,
        )
        .execute(db);
      for (const [name, event, tables] of triggers) {
        await sql
          .raw(
            `create trigger ${name} after ${event} on sightings referencing ${tables}
          for each statement execute function ${prefix}_follow()`,
          )
          .execute(db);
      }
    },
    async drop(db: Kysely<any>): Promise<void> {
      for (const [name] of triggers) await sql`drop trigger if exists ${sql.ref(name)} on sightings`.execute(db);
    },
  };
}
