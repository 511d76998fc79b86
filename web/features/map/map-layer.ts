import { z } from 'zod';

/**
 * What the home map draws beneath the newest sightings' markers: the whole record as clusters, as a
 * heat map, or nothing more (the spec's map of the newest sightings alone).
 */
export const MAP_LAYERS = ['clusters', 'heat', 'newest'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];
export const DEFAULT_MAP_LAYER: MapLayer = 'clusters';

export const MAP_LAYER_LABELS: Record<MapLayer, string> = {
  clusters: 'Clusters',
  heat: 'Heat map',
  newest: 'Newest only',
};

/** The page address's parameter that names the layer (`?layer=heat`); absent means the default. */
export const MAP_LAYER_PARAMETER = 'layer';

export const mapLayerSchema = z.enum(MAP_LAYERS);

/** The layer an address or cookie names, or null when it names none we know. */
export function parseMapLayer(value: string | null | undefined): MapLayer | null {
  const parsed = mapLayerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether the layer draws the whole record, and so needs the clusters answer. */
export const drawsWholeRecord = (layer: MapLayer) => layer !== 'newest';
