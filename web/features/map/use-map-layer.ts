import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_MAP_LAYER, mapLayerSchema, type MapLayer } from './map-layer.ts';

/** The page address's parameter that names the layer (`?layer=heat`); absent means the default. */
export const MAP_LAYER_PARAMETER = 'layer';

/** Whether the layer draws the whole record, and so needs the clusters answer. */
export const drawsWholeRecord = (layer: MapLayer) => layer !== 'newest';

/** The layer an address names, or null when it names none we know. */
function parseMapLayer(value: string | null): MapLayer | null {
  const parsed = mapLayerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The map's layer: the page address names it (so a copied address reopens it); without one, the saved
 * map state does. A choice goes into the address at once, and into the map state as the page is left.
 */
export function useMapLayer(savedLayer: MapLayer | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = useState<MapLayer>(savedLayer ?? DEFAULT_MAP_LAYER);
  const layer = parseMapLayer(searchParams.get(MAP_LAYER_PARAMETER)) ?? chosen;

  const showInAddress = useCallback(
    (shown: MapLayer) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (shown === DEFAULT_MAP_LAYER) next.delete(MAP_LAYER_PARAMETER);
          else next.set(MAP_LAYER_PARAMETER, shown);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // A layer restored from the cookies goes into the address too.
  const inAddress = searchParams.get(MAP_LAYER_PARAMETER);
  useEffect(() => {
    if (inAddress === null && layer !== DEFAULT_MAP_LAYER) showInAddress(layer);
  }, [inAddress, layer, showInAddress]);

  const changeLayer = (next: MapLayer) => {
    setChosen(next);
    showInAddress(next);
  };
  return { layer, changeLayer };
}
