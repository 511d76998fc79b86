/**
 * A whole count with thousands separators, as en-US writes it (1,234,567). Written out rather than with
 * toLocaleString, whose first use loads locale data (some 15 ms on a slow phone, during a first render).
 */
export function formatCount(count: number): string {
  return String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
