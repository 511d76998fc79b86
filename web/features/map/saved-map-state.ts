import { z } from 'zod/mini';
import { SAVED_STATE_COOKIES } from '../../../common/saved-state.ts';
import { SIGHTING_PAGE_SIZES, sightingIdSchema } from '../../../common/schemas/common-fields.ts';
import { MAP_MIN_ZOOM } from '../../lib/map/map-settings.ts';
import { deleteCookie, getCookie, setCookie } from '../../lib/cookies.ts';
import { DEFAULT_MAP_LAYER, mapLayerSchema } from './map-layer.ts';

/** The map state cookies. 'saved-map-state' marks that the others hold a saved view. */
const SAVED_MAP_STATE_COOKIE = SAVED_STATE_COOKIES.map;
const FIELD_COOKIES = ['lat', 'lng', 'zoom', 'itemsToShow', 'sightingId', 'mapLayer'] as const;
type FieldCookie = (typeof FIELD_COOKIES)[number];

const MAX_TILE_ZOOM = 19;

const savedMapStateSchema = z.object({
  lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  zoom: z.coerce.number().check(z.int(), z.gte(MAP_MIN_ZOOM), z.lte(MAX_TILE_ZOOM)),
  itemsToShow: z.coerce.number().check(z.refine((size) => (SIGHTING_PAGE_SIZES as readonly number[]).includes(size))),
  sightingId: z.nullable(sightingIdSchema),
  // Views saved before the map had layers have no layer cookie: they open on the default.
  mapLayer: z._default(mapLayerSchema, DEFAULT_MAP_LAYER),
});
export type SavedMapState = z.infer<typeof savedMapStateSchema>;

type CookieValues = Partial<Record<FieldCookie | typeof SAVED_MAP_STATE_COOKIE, string | null>>;

/** The saved view, or null when there is none or a cookie was tampered with. */
export function parseSavedMapState(cookies: CookieValues): SavedMapState | null {
  if (cookies[SAVED_MAP_STATE_COOKIE] !== 'true') return null;
  const parsed = savedMapStateSchema.safeParse({
    lat: cookies.lat ?? undefined,
    lng: cookies.lng ?? undefined,
    zoom: cookies.zoom ?? undefined,
    itemsToShow: cookies.itemsToShow ?? undefined,
    sightingId: cookies.sightingId || null,
    mapLayer: cookies.mapLayer || undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** Cookie name and value pairs for a view; an absent open marker is written as an empty value. */
export function savedMapStateCookies(state: SavedMapState): Array<[string, string]> {
  return [
    [SAVED_MAP_STATE_COOKIE, 'true'],
    ['lat', String(state.lat)],
    ['lng', String(state.lng)],
    ['zoom', String(state.zoom)],
    ['itemsToShow', String(state.itemsToShow)],
    ['sightingId', state.sightingId ?? ''],
    ['mapLayer', state.mapLayer],
  ];
}

export function readSavedMapState(): SavedMapState | null {
  const cookies: CookieValues = { [SAVED_MAP_STATE_COOKIE]: getCookie(SAVED_MAP_STATE_COOKIE) };
  for (const name of FIELD_COOKIES) cookies[name] = getCookie(name);
  return parseSavedMapState(cookies);
}

export function saveMapState(state: SavedMapState): void {
  for (const [name, value] of savedMapStateCookies(state)) setCookie(name, value);
}

export function clearSavedMapState(): void {
  for (const name of [SAVED_MAP_STATE_COOKIE, ...FIELD_COOKIES]) deleteCookie(name);
}
