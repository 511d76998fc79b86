import type { PathOptions } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useDeferredValue } from 'react';
import { Pane, TileLayer } from 'react-leaflet';
import { siteSetting } from '../site-settings.ts';
import { CountryOutlines } from './country-outlines.tsx';
import './base-layers.css';

// The server's TILE_URL; 'none' draws the outlines only (a site with no tile service, or no network).
const configuredTileUrl = siteSetting('tile-url');
const TILE_URL =
  configuredTileUrl === 'none' ? null : (configuredTileUrl ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
// OpenStreetMap's licence asks for this credit wherever its tiles are shown.
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const OUTLINES_PANE = 'country-outlines';
const outlineStyle: PathOptions = {
  color: '#8a8f94',
  weight: 1,
  fillColor: '#f2efe9',
  fillOpacity: 1,
};

/**
 * What every Skywatch map draws first: OpenStreetMap tiles, over country outlines kept in a pane
 * below the tiles, which cover them once they load. Put inside a MapContainer with class
 * 'skywatch-map'.
 */
export function BaseLayers() {
  // The outlines (177 shapes) are built in a render of their own right after the map's first one, so
  // the page's first task stays short on a slow phone.
  const outlinesShown = useDeferredValue(true, false);
  return (
    <>
      {outlinesShown && (
        <Pane name={OUTLINES_PANE} style={{ zIndex: 150 }}>
          <CountryOutlines pane={OUTLINES_PANE} style={outlineStyle} />
        </Pane>
      )}
      {TILE_URL && <TileLayer url={TILE_URL} attribution={OSM_ATTRIBUTION} />}
    </>
  );
}
