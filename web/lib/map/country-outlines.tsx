import L, { type PathOptions } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { feature } from 'topojson-client';
import countriesTopology from 'world-atlas/countries-110m.json' with { type: 'json' };
import { nextTask } from '../next-task.ts';

// Bundled into the map chunk so a map still reads as a map when the tile server cannot be reached.
const COUNTRIES = countriesTopology.objects.countries.geometries;
// Converting and drawing all 177 shapes at once was one of a slow phone's longest tasks (about
// 150 ms at Lighthouse's four-fold slowdown): they are drawn a few at a time, each slice a short task.
const SLICE_MS = 8;

/** The country outlines, in the pane named `pane`, built slice by slice once the map exists. */
export function CountryOutlines({ pane, style }: { pane: string; style: PathOptions }) {
  const map = useMap();
  useEffect(() => {
    const layer = L.geoJSON(undefined, { style, interactive: false, pane }).addTo(map);
    let stopped = false;
    void (async () => {
      let next = 0;
      while (!stopped && next < COUNTRIES.length) {
        const sliceStart = performance.now();
        while (next < COUNTRIES.length && performance.now() - sliceStart < SLICE_MS) {
          layer.addData(feature(countriesTopology, COUNTRIES[next]));
          next += 1;
        }
        await nextTask();
      }
    })();
    return () => {
      stopped = true;
      layer.remove();
    };
  }, [map, pane, style]);
  return null;
}
