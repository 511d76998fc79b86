import { useEffect, useState } from 'react';
import { DEFAULT_MAP_LAYER, mapLayerSchema, type MapLayer } from './map-layer.ts';
import type { AddressChange } from './use-home-address.ts';

/** The page address's parameter that names the layer (`?layer=heat`); absent means the default. */
export const MAP_LAYER_PARAMETER = 'layer';

/** Whether the layer draws the whole record, and so needs the clusters answer. */
export const drawsWholeRecord = (layer: MapLayer) => layer !== 'newest';

/** The layer an address names, or null when it names none we know. */
function parseMapLayer(value: string | null): MapLayer | null {
  const parsed = mapLayerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const showLayer =
  (shown: MapLayer): AddressChange =>
  (params) => {
    if (shown === DEFAULT_MAP_LAYER) params.delete(MAP_LAYER_PARAMETER);
    else params.set(MAP_LAYER_PARAMETER, shown);
  };

/**
 * The map's layer: the page address names it (so a copied address reopens it); without one, the saved
 * map state does. A choice goes into the address at once, and into the map state as the page is left.
 */
export function useMapLayer(
  savedLayer: MapLayer | undefined,
  searchParams: URLSearchParams,
  changeAddress: (change: AddressChange) => void,
) {
  const [chosen, setChosen] = useState<MapLayer>(savedLayer ?? DEFAULT_MAP_LAYER);
  const inAddress = searchParams.get(MAP_LAYER_PARAMETER);
  const layer = parseMapLayer(inAddress) ?? chosen;

  // A layer restored from the cookies goes into the address too.
  useEffect(() => {
    if (inAddress === null && layer !== DEFAULT_MAP_LAYER) changeAddress(showLayer(layer));
  }, [inAddress, layer, changeAddress]);

  const changeLayer = (next: MapLayer) => {
    setChosen(next);
    changeAddress(showLayer(next));
  };
  return { layer, changeLayer };
}
