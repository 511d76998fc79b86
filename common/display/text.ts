/** An address resolution as shown: 'GEOMETRIC_CENTER' → 'Geometric Center'; absent → 'Approximate'. */
export function titlecaseConstant(value: string | null | undefined, fallback = 'Approximate'): string {
  if (!value) return fallback;
  return value
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Cuts text to at most `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  return `${value.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** Multi-select values are stored comma-and-space joined, null when empty. */
export function joinMultiValue(values: readonly string[]): string | null {
  const kept = values.map((value) => value.trim()).filter(Boolean);
  return kept.length ? kept.join(', ') : null;
}

export function splitMultiValue(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}
