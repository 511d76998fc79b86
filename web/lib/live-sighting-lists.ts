import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { compareTimeline } from '../../common/api/timeline-order.ts';
import type { LiveSightingChange } from '../../common/schemas/live-sightings.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';

/** A change to one sighting, as it touches lists. */
export type SightingChange = Extract<LiveSightingChange, { kind: 'published' | 'withdrawn' }>;

/** What a cached list is: the newest `size` public sightings that `belongs` accepts, newest first. */
export interface TimelineList {
  size: number;
  belongs(sighting: Sighting): boolean;
}

/**
 * A list of the newest `size` sightings after a change: the published one put in its place (or left
 * out when older than a full list's last), the withdrawn one taken out. `reload` when the list can no
 * longer be sure of its last places (a full list lost one): it is shown at once and fetched again.
 * Null when the change does not touch the list.
 */
export function changedTimeline(
  sightings: readonly Sighting[],
  change: SightingChange,
  list: TimelineList,
): { sightings: Sighting[]; reload: boolean } | null {
  const id = change.kind === 'published' ? change.sighting.id : change.id;
  const others = sightings.filter((sighting) => sighting.id !== id);
  const wasFull = sightings.length >= list.size;
  const removed = others.length < sightings.length;
  if (change.kind === 'published' && list.belongs(change.sighting)) {
    const merged = [...others, change.sighting].sort(compareTimeline);
    const fits = merged.length <= list.size || merged.indexOf(change.sighting) < list.size;
    if (fits) return { sightings: merged.slice(0, list.size), reload: false };
  }
  return removed ? { sightings: others, reload: wasFull } : null;
}

/**
 * Applies a change to every cached list whose key `listOf` understands; a list it does not (a later
 * page, whose places all shift) is marked stale, to be fetched again when next shown.
 */
export function applyToCachedLists(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: SightingChange,
  listOf: (queryKey: QueryKey) => TimelineList | null,
): void {
  for (const [key, sightings] of queryClient.getQueriesData<Sighting[]>({ queryKey })) {
    if (!sightings) continue;
    const list = listOf(key);
    if (!list) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
      continue;
    }
    const changed = changedTimeline(sightings, change, list);
    if (!changed) continue;
    queryClient.setQueryData(key, changed.sightings);
    if (changed.reload) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
