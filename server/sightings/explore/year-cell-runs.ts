import { firstAtLeast } from '../first-at-least.ts';
import { cellSize, cellStride } from './explore-grid.ts';
import type { ViewCellSums } from './view-cell-sums.ts';

/** A year's rows as read: four numbers each (day number, latitude, longitude, seq), in day order. */
export const ROW_NUMBERS = 4;
/** Running sums kept at each position: latitude, longitude and seq. */
const RUNNING_NUMBERS = 3;

/**
 * A year's public sightings (of one shape, or of all) by cell of one level: each cell's rows are one
 * run, in day order, and sums run over all of them, so a cell's sightings between two days are two
 * binary searches and a subtraction however many they are. A dragged timeline asks for the same years
 * with new ends each time; going through the rows at the ends cost most of its answers.
 */
export class YearCellRuns {
  /** The cells with sightings, in cell order. */
  readonly #cells: Float64Array;
  /** Where each cell's run starts, and one more: where the last one ends. */
  readonly #starts: Uint32Array;
  readonly #days: Float64Array;
  /**
   * The sums of the rows before each position. The seq sums stay exact (integers under 2^53), so a
   * cell of one sighting still names it after a subtraction.
   */
  readonly #running: Float64Array;

  constructor(rows: Float64Array, level: number) {
    const count = rows.length / ROW_NUMBERS;
    const [size, stride] = [cellSize(level), cellStride(level)];
    const cellOfRow = new Float64Array(count);
    const perCell = new Map<number, number>();
    for (let row = 0; row < count; row += 1) {
      const [latitude, longitude] = [rows[row * ROW_NUMBERS + 1]!, rows[row * ROW_NUMBERS + 2]!];
      const cell = Math.floor((latitude + 90) / size) * stride + Math.floor((longitude + 180) / size);
      cellOfRow[row] = cell;
      perCell.set(cell, (perCell.get(cell) ?? 0) + 1);
    }
    this.#cells = Float64Array.from(perCell.keys()).sort();
    this.#starts = new Uint32Array(this.#cells.length + 1);
    // Where the next row of each cell goes: rows placed in day order stay in day order in their run.
    const next = new Map<number, number>();
    this.#cells.forEach((cell, index) => {
      next.set(cell, this.#starts[index]!);
      this.#starts[index + 1] = this.#starts[index]! + perCell.get(cell)!;
    });
    this.#days = new Float64Array(count);
    const placed = new Uint32Array(count);
    for (let row = 0; row < count; row += 1) {
      const position = next.get(cellOfRow[row]!)!;
      next.set(cellOfRow[row]!, position + 1);
      this.#days[position] = rows[row * ROW_NUMBERS]!;
      placed[position] = row;
    }
    this.#running = new Float64Array((count + 1) * RUNNING_NUMBERS);
    for (let position = 0; position < count; position += 1) {
      const [from, to] = [position * RUNNING_NUMBERS, (position + 1) * RUNNING_NUMBERS];
      for (let part = 0; part < RUNNING_NUMBERS; part += 1) {
        this.#running[to + part] = this.#running[from + part]! + rows[placed[position]! * ROW_NUMBERS + 1 + part]!;
      }
    }
  }

  /** How many numbers it holds, for the limit on what is remembered. */
  get numbers(): number {
    return this.#cells.length + this.#starts.length + this.#days.length + this.#running.length;
  }

  /** Adds the sightings on days from `fromDay` (inclusive) to `toDay` (exclusive) to `sums`, cell by cell. */
  addWithin(sums: ViewCellSums, fromDay: number, toDay: number): void {
    this.#eachWithin(sums, fromDay, toDay, (slot, from, to) => {
      const [start, end] = [from * RUNNING_NUMBERS, to * RUNNING_NUMBERS];
      sums.add(
        slot,
        to - from,
        this.#running[end]! - this.#running[start]!,
        this.#running[end + 1]! - this.#running[start + 1]!,
        this.#running[end + 2]! - this.#running[start + 2]!,
      );
    });
  }

  /** How many sightings in `inView`'s cells are on days from `fromDay` (inclusive) to `toDay` (exclusive). */
  countWithin(inView: ViewCellSums, fromDay: number, toDay: number): number {
    let count = 0;
    this.#eachWithin(inView, fromDay, toDay, (_slot, from, to) => {
      count += to - from;
    });
    return count;
  }

  /** Calls `visit` with each of the view's cells' slot and its positions on days in the range, when there are any. */
  #eachWithin(
    view: ViewCellSums,
    fromDay: number,
    toDay: number,
    visit: (slot: number, from: number, to: number) => void,
  ): void {
    const [firstCell, lastCell] = view.cellSpan;
    // The view's rows of cells are one stretch of the cells in cell order.
    for (let index = firstAtLeast(this.#cells, firstCell); index < this.#cells.length; index += 1) {
      if (this.#cells[index]! > lastCell) break;
      const slot = view.slotOf(this.#cells[index]!);
      if (slot < 0) continue;
      let [from, to] = [this.#starts[index]!, this.#starts[index + 1]!];
      // A run wholly in the range (every cell of a year the range covers) needs no search.
      if (this.#days[from]! < fromDay) from = firstAtLeast(this.#days, fromDay, from, to);
      if (this.#days[to - 1]! >= toDay) to = firstAtLeast(this.#days, toDay, from, to);
      if (to > from) visit(slot, from, to);
    }
  }
}
