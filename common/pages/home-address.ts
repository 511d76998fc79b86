import { z } from 'zod/mini';

/**
 * The home page's address holds its map view (`?lat=…&lng=…&zoom=…`, beside the layer and the
 * filters), so a copied address reopens the same view. The web app writes it; the server reads it to
 * know that such a page asks by the view's bounds, not for the latest sightings.
 */
export const HOME_VIEW_PARAMETERS = ['lat', 'lng', 'zoom'] as const;

/** The deepest zoom the map's tiles go to. */
export const MAX_MAP_ZOOM = 19;

const homeViewSchema = z.object({
  lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  zoom: z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_MAP_ZOOM)),
});
export type HomeView = z.infer<typeof homeViewSchema>;

/** The view the address names, or null when it names none (or a part of it is not a number in range). */
export function homeViewOfAddress(params: URLSearchParams): HomeView | null {
  if (HOME_VIEW_PARAMETERS.some((name) => !params.get(name)?.trim())) return null;
  const parsed = homeViewSchema.safeParse(
    Object.fromEntries(HOME_VIEW_PARAMETERS.map((name) => [name, params.get(name)])),
  );
  return parsed.success ? parsed.data : null;
}

// Five decimals is about a metre: enough to reopen a view, short enough to share.
const rounded = (degrees: number) => String(Math.round(degrees * 1e5) / 1e5);

/** The view's parameters as the address writes them. */
export function homeViewParameters(view: HomeView): Array<[string, string]> {
  return [
    ['lat', rounded(view.lat)],
    ['lng', rounded(view.lng)],
    ['zoom', String(Math.round(view.zoom))],
  ];
}
