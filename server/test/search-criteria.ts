import type { PublicSightingReads } from '../sightings/public-reads.ts';
import type { SearchCriteria } from '../sightings/search/key-search.ts';

/** A repository search over every date, first page of ten, without filters unless `change` says. */
export function searchCriteria(term: string, change: Partial<SearchCriteria> = {}): SearchCriteria {
  return {
    term,
    fromInstant: '1900-01-01T00:00:00.000Z',
    toInstantExclusive: '2100-01-01T00:00:00.000Z',
    hasMedia: false,
    excludeExplained: false,
    offset: 0,
    limit: 10,
    ...change,
  };
}

/** The ids of the sightings a repository search finds, sorted: for comparing matches whatever their order. */
export async function foundIds(
  reads: Pick<PublicSightingReads, 'search'>,
  term: string,
  change: Partial<SearchCriteria> = {},
): Promise<string[]> {
  const { sightings } = await reads.search(searchCriteria(term, change));
  return sightings.map((sighting) => sighting.id).sort();
}
