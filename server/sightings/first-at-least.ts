/**
 * The first index of `values[low..high)`, in ascending order, whose value is at least `value`; `high`
 * when none is. A binary search: the remembered keys and runs it searches hold up to millions.
 */
export function firstAtLeast(values: Float64Array, value: number, low = 0, high = values.length): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
