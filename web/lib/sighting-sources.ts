import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../common/api/api-paths.ts';
import { formatCount } from '../../common/display/count-format.ts';
import { sourceCountsSchema, type SourceCount } from '../../common/schemas/sources.ts';
import { apiGet } from './api-client.ts';

export const sightingSourcesQueryKey = ['sightings', 'sources'] as const;

/**
 * The catalogues the public sightings came from, with their counts. Without an answer the Source
 * filter is simply not offered, so a failure needs no message of its own.
 */
export function useSightingSources() {
  return useQuery({
    queryKey: sightingSourcesQueryKey,
    queryFn: ({ signal }) => apiGet(apiPaths.sightingSources, sourceCountsSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * A Source select's options, each with its count: none when the data holds one source or none, as
 * there is then nothing to choose between, unless a source is already chosen (a copied address).
 */
export function sourceOptions(
  counts: readonly SourceCount[] | undefined,
  chosen: string | undefined,
): Array<readonly [string, string]> {
  const options = (counts ?? []).map(({ source, count }): readonly [string, string] => [
    source,
    `${source} (${formatCount(count)})`,
  ]);
  if (chosen !== undefined && !options.some(([source]) => source === chosen)) options.unshift([chosen, chosen]);
  return options.length > 1 || chosen !== undefined ? options : [];
}
