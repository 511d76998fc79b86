import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.ts';
import { SHAPE_YEAR_LEVELS } from './explore-grid.ts';
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
} from './explore-sql-parts.ts';

/**
 * The explorer's counts by shape and year (decision 0024): public sightings with a place and a shape,
 * by level, shape, cell and year, with the sums a cluster needs, at levels 1 to SHAPE_YEAR_LEVELS
 * (`explore_cell_shape_years`). Kept as `explore_cells` is, by triggers of their own, so that
 * migration 015, which makes those, stays as it was applied.
 */
export interface ShapeYearTriggers {
  create(db: Kysely<any>): Promise<void>;
  drop(db: Kysely<any>): Promise<void>;
}

/** The columns these counts follow: who sees a sighting, where and when it is, and its shape. */
const FOLLOWED = ['approved', 'deleted', 'latitude', 'longitude', 'occurred', 'local_date', 'shape'];
const SUMS = ['sighting_count', 'latitude_sum', 'longitude_sum', 'seq_sum'];
const COLUMNS = `level, shape, cell, year, ${SUMS.join(', ')}`;
const ADD = `on conflict (level, shape, cell, year) do update
  set ${SUMS.map((column) => `${column} = excluded.${column} + explore_cell_shape_years.${column}`).join(', ')}`;
const counted = (parts: typeof SQLITE, row: string) => `${countedRow(parts, row)} and ${row}.shape is not null`;

/** SQLite: adds (sign 1) or takes away (sign -1) one row (a trigger's `new` or `old`). */
function rowChange(row: 'new' | 'old', sign: 1 | -1): string {
  const cell = cellExpression(SQLITE, row, 'grid.size', 'grid.stride');
  return `insert into explore_cell_shape_years (${COLUMNS})
    select grid.level, ${row}.shape, ${cell}, ${SQLITE.keptYearOf(row)}, ${sign}, ${sign} * ${row}.latitude,
      ${sign} * ${row}.longitude, ${sign} * ${row}.seq
    from ${gridTable(SQLITE, SHAPE_YEAR_LEVELS)} where ${counted(SQLITE, row)} ${ADD};`;
}

/**
 * PostgreSQL: a statement's old rows taken out and new rows put in, netted by key; keys that net to
 * nothing are not written, the rest in key order (the rules of `explore_cells`, explore-cells.ts).
 */
function statementChange(change: 'insert' | 'update' | 'delete'): string {
  const cell = cellExpression(POSTGRES, 'changed', 'grid.size', 'grid.stride');
  const sums = ['sign', 'sign * changed.latitude', 'sign * changed.longitude', 'sign * changed.seq'].map(
    (value) => `sum(${value})`,
  );
  return `insert into explore_cell_shape_years (${COLUMNS})
    select grid.level, changed.shape, ${cell}, ${POSTGRES.keptYearOf('changed')}, ${sums.join(', ')}
    from (${changedRows(change, FOLLOWED)}) as changed, ${gridTable(POSTGRES, SHAPE_YEAR_LEVELS)}
    where ${counted(POSTGRES, 'changed')}
    group by 1, 2, 3, 4 having ${sums.map((sum) => `${sum} <> 0`).join(' or ')} order by 1, 2, 3, 4 ${ADD};`;
}

const SQLITE_TRIGGERS: ShapeYearTriggers = {
  async create(db) {
    const triggers = [
      ['explore_shape_years_insert', 'insert', rowChange('new', 1)],
      ['explore_shape_years_delete', 'delete', rowChange('old', -1)],
      ['explore_shape_years_update', `update of ${FOLLOWED.join(', ')}`, rowChange('old', -1) + rowChange('new', 1)],
    ];
    for (const [name, event, body] of triggers)
      await sql.raw(`create trigger ${name} after ${event} on sightings begin ${body} end`).execute(db);
  },
  async drop(db) {
    for (const name of ['explore_shape_years_insert', 'explore_shape_years_delete', 'explore_shape_years_update'])
      await sql`drop trigger if exists ${sql.ref(name)}`.execute(db);
  },
};

/** Statement triggers with transition tables, as `explore_cells` has (explore-cells.ts says why). */
const POSTGRES_TRIGGERS: ShapeYearTriggers = postgresStatementTriggers('explore_shape_years', statementChange);

export const shapeYearTriggersFor = (dialect: DialectName): ShapeYearTriggers =>
  dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS;

/**
 * Counts every public sighting with a shape again (the migration that adds the table, and after a
 * bulk load into an empty table): the rows once, for the finest level; each coarser level from the one
 * below (`parentCell`).
 */
export async function recountExploreShapeYears(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const parts = partsFor(dialect);
  const cell = sql.raw(cellAt(parts, 'sightings', SHAPE_YEAR_LEVELS));
  const year = sql.raw(parts.keptYearOf('sightings'));
  await sql`delete from explore_cell_shape_years`.execute(db);
  await sql`insert into explore_cell_shape_years (${sql.raw(COLUMNS)})
    select ${sql.lit(SHAPE_YEAR_LEVELS)}, shape, ${cell}, ${year}, count(*), sum(latitude), sum(longitude), sum(seq)
    from sightings where ${countedSightings(dialect)} and shape is not null
    group by shape, ${cell}, ${year}`.execute(db);
  for (let level = SHAPE_YEAR_LEVELS - 1; level >= 1; level -= 1) {
    const parent = parentCell(level + 1);
    await sql`insert into explore_cell_shape_years (${sql.raw(COLUMNS)})
      select ${sql.lit(level)}, shape, ${parent}, year, ${sql.raw(SUMS.map((column) => `sum(${column})`).join(', '))}
      from explore_cell_shape_years where level = ${sql.lit(level + 1)} group by shape, ${parent}, year`.execute(db);
  }
}
