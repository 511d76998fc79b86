import type { SeededRandom } from './random.ts';

/**
 * Draws items in proportion to their weights: a cumulative array built once, then a binary search per
 * draw (log n), which keeps a million draws from 135,000 places fast.
 */
export class WeightedSampler<T> {
  readonly #items: T[];
  readonly #cumulative: Float64Array;
  readonly #total: number;

  constructor(items: readonly T[], weightOf: (item: T, index: number) => number) {
    this.#items = [];
    const weights: number[] = [];
    for (const [index, item] of items.entries()) {
      const weight = weightOf(item, index);
      if (weight > 0 && Number.isFinite(weight)) {
        this.#items.push(item);
        weights.push(weight);
      }
    }
    if (this.#items.length === 0) throw new Error('WeightedSampler needs at least one item with a positive weight.');
    this.#cumulative = new Float64Array(weights.length);
    let total = 0;
    weights.forEach((weight, index) => {
      total += weight;
      this.#cumulative[index] = total;
    });
    this.#total = total;
  }

  sample(random: SeededRandom): T {
    const target = random.next() * this.#total;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.#items[low]!;
  }
}

/** A sampler over a small table of [value, weight] pairs. */
export function weightedTable<T>(table: ReadonlyArray<readonly [T, number]>): WeightedSampler<T> {
  return new WeightedSampler(
    table.map(([value]) => value),
    (_, index) => table[index]![1],
  );
}
