import { z } from 'zod/mini';

/**
 * What the home map draws beneath the newest sightings' markers: the whole record as clusters, as a
 * heat map, or nothing more (the spec's map of the newest sightings alone). Only what the saved map
 * state needs is here: it is read as every page starts, so this file ships with every page.
 */
export const MAP_LAYERS = ['clusters', 'heat', 'newest'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];
export const DEFAULT_MAP_LAYER: MapLayer = 'clusters';

export const mapLayerSchema = z.enum(MAP_LAYERS);
