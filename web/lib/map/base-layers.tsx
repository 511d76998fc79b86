import type { PathOptions } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useDeferredValue } from 'react';
import { GeoJSON, Pane, TileLayer } from 'react-leaflet';
import { feature } from 'topojson-client';
import countriesTopology from 'world-atlas/countries-110m.json' with { type: 'json' };
import { siteSetting } from '../site-settings.ts';
import './base-layers.css';

// The server's TILE_URL; 'none' draws the outlines only (a site with no tile service, or no network).
const configuredTileUrl = siteSetting('tile-url');
const TILE_URL =
  configuredTileUrl === 'none' ? null : (configuredTileUrl ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
// OpenStreetMap's licence asks for this credit wherever its tiles are shown.
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// Bundled into the map chunk so a map still reads as a map when the tile server cannot be reached.
const countries = feature(countriesTopology, countriesTopology.objects.countries);

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
        <Pane name="country-outlines" style={{ zIndex: 150 }}>
          <GeoJSON data={countries} style={outlineStyle} interactive={false} />
        </Pane>
      )}
      {TILE_URL && <TileLayer url={TILE_URL} attribution={OSM_ATTRIBUTION} />}
    </>
  );
}
