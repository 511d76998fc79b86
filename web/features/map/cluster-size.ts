import { formatCount } from '../../../common/display/count-format.ts';

/** How a cluster is drawn by its count: a dot for one sighting, then larger and warmer by tens. */
export type ClusterSize = 'one' | 'few' | 'tens' | 'hundreds' | 'thousands';

export function clusterSize(count: number): ClusterSize {
  if (count <= 1) return 'one';
  if (count < 10) return 'few';
  if (count < 100) return 'tens';
  if (count < 1000) return 'hundreds';
  return 'thousands';
}

/** The count as a cluster's label fits it: 7, 842, 1.2k, 15k, 1.2M. */
export function shortCount(count: number): string {
  if (count < 1000) return String(count);
  const [divisor, suffix] = count < 1_000_000 ? [1000, 'k'] : [1_000_000, 'M'];
  const scaled = count / divisor;
  // One decimal below ten (1.2k), none above (15k); never rounded up past what the count holds.
  const shown = scaled < 10 ? Math.floor(scaled * 10) / 10 : Math.floor(scaled);
  return `${shown}${suffix}`;
}

/** What a screen reader says of a cluster, and what pressing it does. */
export function clusterName(count: number, hasSightingPage: boolean): string {
  if (count === 1) return hasSightingPage ? 'One sighting here; open it' : 'One sighting here; zoom in';
  return `${formatCount(count)} sightings here; zoom in`;
}
