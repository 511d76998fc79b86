import { cellColumn, cellRow, cellStride } from './explore-grid.ts';
import type { CellCount, ExploreView } from './explore-types.ts';

/** Numbers summed for a cell: count, latitude sum, longitude sum and seq sum. */
const SUM_NUMBERS = 4;

/** One of the view's rectangles of cells at the level summed, edges included, and where its sums start. */
interface Block {
  south: number;
  north: number;
  west: number;
  east: number;
  /** The index of its south-west cell among all the blocks' cells. */
  first: number;
}

/**
 * A view's public sightings summed by cell of one level (at least the view's), in one array laid over
 * the view's rectangles of cells: adding a cell's sums is arithmetic, not a lookup in a map. A cell is
 * in view exactly as the kept counts place it: inside one of the view's rectangles of cells at the
 * view's own level.
 */
export class ViewCellSums {
  readonly #stride: number;
  readonly #blocks: Block[];
  readonly #sums: Float64Array;

  constructor(view: ExploreView, level: number) {
    this.#stride = cellStride(level);
    // A cell of the view's level is scale × scale cells of this one.
    const scale = 2 ** (level - view.level);
    let cells = 0;
    this.#blocks = view.boxes.map((box) => {
      const block = {
        south: cellRow(box.south, view.level) * scale,
        north: (cellRow(box.north, view.level) + 1) * scale - 1,
        west: cellColumn(box.west, view.level) * scale,
        east: (cellColumn(box.east, view.level) + 1) * scale - 1,
        first: cells,
      };
      cells += (block.north - block.south + 1) * (block.east - block.west + 1);
      return block;
    });
    this.#sums = new Float64Array(cells * SUM_NUMBERS);
  }

  /** The first and last cell numbers of the rows of cells the view spans: every cell in view is between them. */
  get cellSpan(): [number, number] {
    const south = Math.min(...this.#blocks.map((block) => block.south));
    const north = Math.max(...this.#blocks.map((block) => block.north));
    return [south * this.#stride, (north + 1) * this.#stride - 1];
  }

  /** Where a cell's sums are kept, or -1 when the cell is out of view. */
  slotOf(cell: number): number {
    const row = Math.floor(cell / this.#stride);
    const column = cell - row * this.#stride;
    for (const { south, north, west, east, first } of this.#blocks) {
      if (row >= south && row <= north && column >= west && column <= east) {
        return first + (row - south) * (east - west + 1) + (column - west);
      }
    }
    return -1;
  }

  /** Adds sightings of the cell at `slot`: how many, and the sums of their latitudes, longitudes and seqs. */
  add(slot: number, count: number, latitudeSum: number, longitudeSum: number, seqSum: number): void {
    const at = slot * SUM_NUMBERS;
    this.#sums[at]! += count;
    this.#sums[at + 1]! += latitudeSum;
    this.#sums[at + 2]! += longitudeSum;
    this.#sums[at + 3]! += seqSum;
  }

  /** The cells holding sightings, with their counts and sums. */
  cellCounts(): CellCount[] {
    const counts: CellCount[] = [];
    for (const { south, north, west, east, first } of this.#blocks) {
      let at = first * SUM_NUMBERS;
      for (let row = south; row <= north; row += 1) {
        for (let column = west; column <= east; column += 1, at += SUM_NUMBERS) {
          if (this.#sums[at]! <= 0) continue;
          counts.push({
            cell: row * this.#stride + column,
            count: this.#sums[at]!,
            latitudeSum: this.#sums[at + 1]!,
            longitudeSum: this.#sums[at + 2]!,
            seq: this.#sums[at + 3]!,
          });
        }
      }
    }
    return counts;
  }
}
