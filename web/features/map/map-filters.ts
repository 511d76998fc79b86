import { viewFilterFields } from '../../../common/schemas/view-filters.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';

/**
 * What the home page's view is narrowed to: the same filters in its clusters, heat map, timeline,
 * table and count. They live in the page address under the API's own names, so a copied address
 * reopens the same view.
 */
export interface MapFilters {
  fromDate?: string;
  toDate?: string;
  term?: string;
  shape?: string;
  country?: string;
  source?: string;
  hasMedia: boolean;
}

export const NO_FILTERS: MapFilters = { hasMedia: false };

const TEXT_FILTERS = ['fromDate', 'toDate', 'term', 'shape', 'country', 'source'] as const;
export const MAP_FILTER_PARAMETERS = [...TEXT_FILTERS, 'hasMedia'] as const;

/** The filters an address names; a value the API would refuse is left out, as if absent. */
export function filtersOfAddress(params: URLSearchParams): MapFilters {
  const filters: MapFilters = { hasMedia: params.get('hasMedia') === 'true' };
  for (const name of TEXT_FILTERS) {
    const value = params.get(name);
    if (value === null) continue;
    const parsed = viewFilterFields[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  // A range that runs backwards ends on its first day, as the search's dates do.
  if (filters.fromDate && filters.toDate && filters.fromDate > filters.toDate) filters.toDate = filters.fromDate;
  return filters;
}

/** The filters as query parameters, in a fixed order; only those set (no filter: nothing at all). */
export function filterParameters(filters: MapFilters): Array<[string, string]> {
  const parameters: Array<[string, string]> = [];
  for (const name of TEXT_FILTERS) {
    const value = filters[name];
    if (value !== undefined) parameters.push([name, value]);
  }
  if (filters.hasMedia) parameters.push(['hasMedia', 'true']);
  return parameters;
}

export function isFiltered(filters: MapFilters): boolean {
  return filterParameters(filters).length > 0;
}

/**
 * Whether a sighting passes the filters, as far as the browser can tell: a term follows the search's
 * rules, which only the server applies, so with a term the answer is null (unknown).
 */
export function passesFilters(sighting: Sighting, filters: MapFilters): boolean | null {
  if (filters.term !== undefined) return null;
  const day = sighting.occurred.slice(0, 10);
  if (filters.fromDate !== undefined && day < filters.fromDate) return false;
  if (filters.toDate !== undefined && day > filters.toDate) return false;
  if (filters.shape !== undefined && sighting.shape !== filters.shape) return false;
  if (filters.country !== undefined && sighting.iso2CountryCode !== filters.country) return false;
  if (filters.source !== undefined && sighting.source !== filters.source) return false;
  return !filters.hasMedia || sighting.media.length > 0;
}
