/**
 * The navigation state with which a link asks the home map to open its location search: the
 * navigation menu offers it on screens where the map hides its location box.
 */
export const LOCATION_SEARCH_REQUEST = { searchLocation: true } as const;

export function asksForLocationSearch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'searchLocation' in state && state.searchLocation === true;
}
