import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The explorer's kept counts (decision 0024) as migrations 015 and 021 made them: their grid, triggers
 * and recounts, written here once and never changed, so that a database migrated today gets the
 * statements one migrated when they were applied. The app's own triggers and recounts
 * (`sightings/explore/`) may move on; they replace these whenever a bulk load asks for a recount.
 */

type Change = 'insert' | 'update' | 'delete';

/** Levels 1 to 12 in `explore_cells` and `explore_cell_years`, 1 to 8 in `explore_cell_shape_years`. */
const CELL_LEVELS = 12;
const SHAPE_YEAR_LEVELS = 8;

const cellSize = (level: number) => 180 / 2 ** level;
const cellStride = (level: number) => 2 ** (level + 1) + 1;

const wholePart = (dialect: DialectName, value: string) =>
  dialect === 'sqlite' ? `cast(${value} as integer)` : `floor(${value})::bigint`;
const yearOf = (dialect: DialectName, row: string) =>
  dialect === 'sqlite'
    ? `cast(substr(${row}.occurred, 1, 4) as integer)`
    : `extract(year from ${row}.occurred at time zone 'UTC')::integer`;
const real = (dialect: DialectName, size: number) =>
  dialect === 'postgres' ? `cast(${size} as double precision)` : Number.isInteger(size) ? `${size}.0` : String(size);

/** Levels 1 to `finest` with their sizes and strides, as a table `grid (level, size, stride)`. */
function gridTable(dialect: DialectName, finest: number): string {
  const rows = Array.from(
    { length: finest },
    (_, index) => `(${index + 1}, ${real(dialect, cellSize(index + 1))}, ${cellStride(index + 1)})`,
  ).join(', ');
  return dialect === 'sqlite'
    ? `(select column1 as level, column2 as size, column3 as stride from (values ${rows})) as grid`
    : `(select * from (values ${rows}) as grid_values (level, size, stride)) as grid`;
}

function cellOf(dialect: DialectName, row: string, size: string, stride: string): string {
  const latitude = wholePart(dialect, `(${row}.latitude + 90) / ${size}`);
  return `${latitude} * ${stride} + ${wholePart(dialect, `(${row}.longitude + 180) / ${size}`)}`;
}

/** A trigger's row counts when public and placed; with `shape`, only when it has a shape too. */
function counted(dialect: DialectName, row: string, shape: boolean): string {
  const isPublic =
    dialect === 'sqlite' ? `${row}.approved = 1 and ${row}.deleted = 0` : `${row}.approved and not ${row}.deleted`;
  const placed = `${isPublic} and ${row}.latitude is not null and ${row}.longitude is not null`;
  return shape ? `${placed} and ${row}.shape is not null` : placed;
}

/** Every kept table: its name, its key after the level, and the sums it keeps. */
interface KeptTable {
  name: string;
  key: readonly string[];
  sums: readonly string[];
}

const CELLS: KeptTable = {
  name: 'explore_cells',
  key: ['cell'],
  sums: ['sighting_count', 'latitude_sum', 'longitude_sum', 'seq_sum'],
};
const CELL_YEARS: KeptTable = { name: 'explore_cell_years', key: ['cell', 'year'], sums: ['sighting_count'] };
const SHAPE_YEARS: KeptTable = { name: 'explore_cell_shape_years', key: ['shape', 'cell', 'year'], sums: CELLS.sums };

const columnsOf = (table: KeptTable) => ['level', ...table.key, ...table.sums].join(', ');
const addTo = (table: KeptTable) => `on conflict (${['level', ...table.key].join(', ')}) do update
  set ${table.sums.map((column) => `${column} = excluded.${column} + ${table.name}.${column}`).join(', ')}`;

/** The values a row adds to each kept sum, times `sign` (a SQL number or a column). */
const signedSums = (sums: readonly string[], row: string, sign: string) =>
  sums.map((column) => (column === 'sighting_count' ? sign : `${sign} * ${row}.${column.replace('_sum', '')}`));

/** SQLite: one row (a trigger's `new` or `old`) added (sign 1) to a kept table, or taken away (-1). */
function rowChange(table: KeptTable, finest: number, row: 'new' | 'old', sign: 1 | -1): string {
  const values: Record<string, string> = {
    shape: `${row}.shape`,
    cell: cellOf('sqlite', row, 'grid.size', 'grid.stride'),
    year: yearOf('sqlite', row),
  };
  const selected = [
    'grid.level',
    ...table.key.map((column) => values[column]),
    ...signedSums(table.sums, row, `${sign}`),
  ];
  return `insert into ${table.name} (${columnsOf(table)})
      select ${selected.join(', ')}
      from ${gridTable('sqlite', finest)} where ${counted('sqlite', row, table === SHAPE_YEARS)} ${addTo(table)};`;
}

/**
 * PostgreSQL: a statement's changed rows with their signs (new rows 1, old rows -1); an update's only
 * where a followed column changed.
 */
function changedRows(change: Change, followed: readonly string[]): string {
  const columns = (rows: string) => ['seq', ...followed].map((column) => `${rows}.${column}`).join(', ');
  const updated = `from old_rows join new_rows on new_rows.seq = old_rows.seq
    where (${columns('old_rows')}) is distinct from (${columns('new_rows')})`;
  if (change === 'insert') return `select ${columns('new_rows')}, 1 as sign from new_rows`;
  if (change === 'delete') return `select ${columns('old_rows')}, -1 as sign from old_rows`;
  return `select ${columns('old_rows')}, -1 as sign ${updated} union all select ${columns('new_rows')}, 1 ${updated}`;
}

/** PostgreSQL: a statement's rows netted by key into a kept table; keys that net to nothing left out. */
function statementChange(table: KeptTable, finest: number, followed: readonly string[], change: Change): string {
  const values: Record<string, string> = {
    shape: 'changed.shape',
    cell: cellOf('postgres', 'changed', 'grid.size', 'grid.stride'),
    year: yearOf('postgres', 'changed'),
  };
  const sums = signedSums(table.sums, 'changed', 'changed.sign').map((value) => `sum(${value})`);
  const keys = Array.from({ length: table.key.length + 1 }, (_, index) => index + 1).join(', ');
  return `insert into ${table.name} (${columnsOf(table)})
      select grid.level, ${table.key.map((column) => values[column]).join(', ')}, ${sums.join(', ')}
      from (${changedRows(change, followed)}) as changed, ${gridTable('postgres', finest)}
      where ${counted('postgres', 'changed', table === SHAPE_YEARS)}
      group by ${keys} having ${sums.map((sum) => `${sum} <> 0`).join(' or ')} order by ${keys} ${addTo(table)};`;
}

/** The triggers on `sightings` named `{prefix}_insert`, `_update` and `_delete` that keep `tables`. */
async function createTriggers(
  db: Kysely<any>,
  dialect: DialectName,
  prefix: string,
  tables: readonly KeptTable[],
  finest: number,
  followed: readonly string[],
): Promise<void> {
  if (dialect === 'sqlite') {
    const body = (row: 'new' | 'old', sign: 1 | -1) =>
      tables.map((table) => rowChange(table, finest, row, sign)).join(' ');
    const triggers = [
      ['insert', 'insert', body('new', 1)],
      ['delete', 'delete', body('old', -1)],
      ['update', `update of ${followed.join(', ')}`, `${body('old', -1)} ${body('new', 1)}`],
    ];
    for (const [name, event, changes] of triggers)
      await sql.raw(`create trigger ${prefix}_${name} after ${event} on sightings begin ${changes} end`).execute(db);
    return;
  }
  const change = (kind: Change) => tables.map((table) => statementChange(table, finest, followed, kind)).join(' ');
  const body = `if tg_op = 'INSERT' then ${change('insert')} elsif tg_op = 'DELETE' then ${change('delete')}
    else ${change('update')} end if; return null;`;
  const follow = `create or replace function ${prefix}_follow() returns trigger language plpgsql as $$ begin ${body} end $$`;
  await sql.raw(follow).execute(db);
  const transitionTables = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  for (const [event, tablesOfEvent] of Object.entries(transitionTables)) {
    await sql
      .raw(
        `create trigger ${prefix}_${event} after ${event} on sightings referencing ${tablesOfEvent}
          for each statement execute function ${prefix}_follow()`,
      )
      .execute(db);
  }
}

/** The cell of the level above that holds a kept row's `cell` of `level`. */
function parentCell(level: number): RawBuilder<number> {
  const stride = sql.lit(cellStride(level));
  return sql<number>`(cell / ${stride}) / 2 * ${sql.lit(cellStride(level - 1))} + (cell % ${stride}) / 2`;
}

/**
 * Counts a kept table again from the stored rows: the finest level from `sightings`, each coarser one
 * from the level below.
 */
async function recount(db: Kysely<any>, dialect: DialectName, table: KeptTable, finest: number): Promise<void> {
  const cell = cellOf(dialect, 'sightings', real(dialect, cellSize(finest)), String(cellStride(finest)));
  const isPublic = dialect === 'postgres' ? 'approved and not deleted' : 'approved = 1 and deleted = 0';
  const rowValues: Record<string, string> = { shape: 'shape', cell, year: yearOf(dialect, 'sightings') };
  const keys = table.key.map((column) => rowValues[column]).join(', ');
  const sums = ['count(*)', 'sum(latitude)', 'sum(longitude)', 'sum(seq)'].slice(0, table.sums.length);
  const shaped = table === SHAPE_YEARS ? ' and shape is not null' : '';
  await sql`delete from ${sql.raw(table.name)}`.execute(db);
  await sql`insert into ${sql.raw(table.name)} (${sql.raw(columnsOf(table))})
    select ${sql.lit(finest)}, ${sql.raw(`${keys}, ${sums.join(', ')}`)} from sightings
    where ${sql.raw(`${isPublic} and latitude is not null and longitude is not null${shaped}`)}
    group by ${sql.raw(keys)}`.execute(db);
  for (let level = finest - 1; level >= 1; level -= 1) {
    const parent = parentCell(level + 1);
    const others = table.key.filter((column) => column !== 'cell');
    const [before, after] = [
      others.filter((column) => column === 'shape'),
      others.filter((column) => column === 'year'),
    ];
    const key = (cellSql: RawBuilder<number>) =>
      sql.join([...before.map((column) => sql.raw(column)), cellSql, ...after.map((column) => sql.raw(column))]);
    await sql`insert into ${sql.raw(table.name)} (${sql.raw(columnsOf(table))})
      select ${sql.lit(level)}, ${key(parent)}, ${sql.raw(table.sums.map((column) => `sum(${column})`).join(', '))}
      from ${sql.raw(table.name)} where level = ${sql.lit(level + 1)} group by ${key(parent)}`.execute(db);
  }
}

/** Migration 015: `explore_cells` and `explore_cell_years` counted, and their triggers. */
export async function countExploreCells(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await recount(db, dialect, CELLS, CELL_LEVELS);
  await recount(db, dialect, CELL_YEARS, CELL_LEVELS);
  // Each engine's triggers wrote the two tables in this order.
  const tables = dialect === 'sqlite' ? [CELL_YEARS, CELLS] : [CELLS, CELL_YEARS];
  await createTriggers(db, dialect, 'explore_cells', tables, CELL_LEVELS, CELL_FOLLOWED);
}

/** Migration 021: `explore_cell_shape_years` counted from the stored rows. */
export const recountShapeYears = (db: Kysely<any>, dialect: DialectName) =>
  recount(db, dialect, SHAPE_YEARS, SHAPE_YEAR_LEVELS);

/** Migration 021: the triggers that keep `explore_cell_shape_years`, which also follow the shape. */
export const createShapeYearTriggers = (db: Kysely<any>, dialect: DialectName) =>
  createTriggers(db, dialect, 'explore_shape_years', [SHAPE_YEARS], SHAPE_YEAR_LEVELS, [...CELL_FOLLOWED, 'shape']);

/** The columns the triggers follow: who sees a sighting, and where and when it is. */
const CELL_FOLLOWED = ['approved', 'deleted', 'latitude', 'longitude', 'occurred'];
