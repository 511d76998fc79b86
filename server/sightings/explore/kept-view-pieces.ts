import { sql, type Kysely } from 'kysely';
import { withArrayRows } from '../../db/array-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { TimelineMemo } from '../timeline/timeline-memo.ts';
import {
  cellRangesInCell,
  coveringRanges,
  enclosingCell,
  mergedRanges,
  viewCellsOf,
  type CellRange,
} from './explore-grid.ts';
import type { CellCount, ExploreView, PeriodCount } from './explore-repository.ts';

/** A cell's clusters, with the id of each that is one sighting. */
type ClusterPiece = ReadonlyArray<CellCount & { id?: string }>;
/** A cell's public sightings by year, as pairs: year, count, year, count, … */
type YearsPiece = readonly number[];

const NO_CLUSTERS: ClusterPiece = [];
const NO_YEARS: YearsPiece = [];

/**
 * Views with no filter, answered from the kept counts in pieces that each server process remembers
 * until the data changes (decision 0032): a cell of the view's grid holds its clusters, a cell of the
 * view's covering its years. A view asked again, by anyone, costs the read of the data's version; a
 * view panned reads only the cells it had not seen.
 */
export class KeptViewPieces extends SightingSql {
  readonly #memo: TimelineMemo;
  readonly #idsBySeq: (seqs: readonly number[]) => Promise<Map<number, string>>;

  constructor(
    db: Kysely<Database>,
    engine: SightingEngine,
    memo: TimelineMemo,
    idsBySeq: (seqs: readonly number[]) => Promise<Map<number, string>>,
  ) {
    super(db, engine);
    this.#memo = memo;
    this.#idsBySeq = idsBySeq;
  }

  /** The view's public sightings by cell of `level` (the view's or finer, kept), the ones of a single sighting named. */
  async cellCounts(view: ExploreView, level: number): Promise<Array<CellCount & { id?: string }>> {
    const cells = viewCellsOf(view.boxes, view.level);
    const keyOf = (cell: number) => `clusters:${view.level}:${level}:${cell}`;
    const cellOfKey = new Map(cells.map((cell) => [keyOf(cell), cell]));
    const pieces = await this.#memo.pieces(
      cells.map(keyOf),
      async (missing) => {
        const byCell = await this.#readClusters(
          view.level,
          level,
          missing.map((key) => cellOfKey.get(key)!),
        );
        return new Map([...byCell].map(([cell, piece]) => [keyOf(cell), piece]));
      },
      NO_CLUSTERS,
    );
    return pieces.flat();
  }

  /** The view's public sightings by year, oldest first, leaving out years with none. */
  async yearCounts(view: ExploreView): Promise<PeriodCount[]> {
    const cells = cellsOf(coveringRanges(view.boxes, view.level));
    const keyOf = ({ level, cell }: LevelCell) => `years:${level}:${cell}`;
    const pieces = await this.#memo.pieces(cells.map(keyOf), (missing) => this.#readYears(missing), NO_YEARS);
    let [first, last] = [Infinity, -Infinity];
    for (const piece of pieces)
      for (let index = 0; index < piece.length; index += 2) {
        first = Math.min(first, piece[index]!);
        last = Math.max(last, piece[index]!);
      }
    if (first > last) return [];
    const counts = new Float64Array(last - first + 1);
    for (const piece of pieces)
      for (let index = 0; index < piece.length; index += 2) counts[piece[index]! - first]! += piece[index + 1]!;
    const years: PeriodCount[] = [];
    counts.forEach((count, offset) => {
      if (count > 0) years.push({ year: first + offset, count });
    });
    return years;
  }

  /** The clusters of cells of the view's grid, by cell; a cell with none is left out. */
  async #readClusters(view: number, level: number, cells: readonly number[]): Promise<Map<number, ClusterPiece>> {
    const ranges = mergedRanges(cells.flatMap((cell) => cellRangesInCell(view, cell, level)));
    // As arrays: a world view's few hundred rows cost the app more to read as objects than to ask for.
    const { rows } = await withArrayRows<CellCountArray>(sql`
      select kept.cell, kept.sighting_count, kept.latitude_sum, kept.longitude_sum, kept.seq_sum
      from ${this.engine.explore.keptInRanges('explore_cells', ranges, sql``)}
      where kept.sighting_count > 0`).execute(this.db);
    const counts = rows.map(([cell, count, latitudeSum, longitudeSum, seq]) => ({
      cell: Number(cell),
      count: Number(count),
      latitudeSum: Number(latitudeSum),
      longitudeSum: Number(longitudeSum),
      seq: Number(seq),
    }));
    const singles = counts.filter((count) => count.count === 1).map((count) => count.seq);
    const ids = singles.length > 0 ? await this.#idsBySeq(singles) : new Map<number, string>();
    const byCell = new Map<number, Array<CellCount & { id?: string }>>();
    for (const count of counts) {
      const id = count.count === 1 ? ids.get(count.seq) : undefined;
      const cell = enclosingCell(count.cell, level, view);
      let piece = byCell.get(cell);
      if (piece === undefined) byCell.set(cell, (piece = []));
      piece.push(id === undefined ? count : { ...count, id });
    }
    return byCell;
  }

  /** The years of cells, by key (`years:level:cell`); a cell with none is left out. */
  async #readYears(keys: readonly string[]): Promise<Map<string, YearsPiece>> {
    const ranges = mergedRanges(
      keys.map((key) => {
        const [, level, cell] = key.split(':').map(Number);
        return { level: level!, first: cell!, last: cell! };
      }),
    );
    const { rows } = await withArrayRows<YearCountArray>(sql`
      select kept.level, kept.cell, kept.year, kept.sighting_count
      from ${this.engine.explore.keptInRanges('explore_cell_years', ranges, sql``)}
      where kept.sighting_count <> 0`).execute(this.db);
    const byKey = new Map<string, number[]>();
    for (const [level, cell, year, count] of rows) {
      const key = `years:${level}:${cell}`;
      let piece = byKey.get(key);
      if (piece === undefined) byKey.set(key, (piece = []));
      piece.push(Number(year), Number(count));
    }
    return byKey;
  }
}

interface LevelCell {
  level: number;
  cell: number;
}

/** Every cell of the ranges, one by one. */
function cellsOf(ranges: readonly CellRange[]): LevelCell[] {
  const cells: LevelCell[] = [];
  for (const { level, first, last } of ranges)
    for (let cell = first; cell <= last; cell += 1) cells.push({ level, cell });
  return cells;
}

/** A kept cell's row as an array: cell, count, latitude, longitude and seq sums. */
type CellCountArray = [number | string, number | string, number, number, number | string];
/** A kept cell's year as an array: level, cell, year, count. */
type YearCountArray = [number, number | string, number, number | string];
