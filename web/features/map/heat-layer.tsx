import { DomUtil, type Map as LeafletMap } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { ClustersAnswer } from '../../../common/schemas/explore.ts';
import { nearestWorldCopy } from './map-bounds.ts';

type Cluster = ClustersAnswer['clusters'][number];

/** Beneath the markers, above the outlines and tiles. */
const HEAT_PANE = 'explore-heat';
const HEAT_PANE_Z_INDEX = '450';
/** Each cluster's glow, in screen pixels. */
const HEAT_RADIUS = 22;
/** The faintest a cluster of one is drawn, so single sightings still show. */
const MIN_WEIGHT = 0.08;
/** Cool to hot as the glows add up. */
const HEAT_COLOURS: Array<[number, string]> = [
  [0.25, '#2b83ba'],
  [0.5, '#2bcbd4'],
  [0.65, '#abdda4'],
  [0.8, '#fdae61'],
  [1, '#d7191c'],
];

/** One soft disc, drawn once and stamped at every cluster. */
function glowStamp(): HTMLCanvasElement | null {
  const stamp = document.createElement('canvas');
  stamp.width = stamp.height = HEAT_RADIUS * 2;
  const context = stamp.getContext('2d');
  if (!context) return null;
  const glow = context.createRadialGradient(HEAT_RADIUS, HEAT_RADIUS, 0, HEAT_RADIUS, HEAT_RADIUS, HEAT_RADIUS);
  glow.addColorStop(0, 'rgba(0, 0, 0, 1)');
  glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, HEAT_RADIUS * 2, HEAT_RADIUS * 2);
  return stamp;
}

/** 256 colours, RGBA, from the faintest glow to the strongest. */
function heatPalette(): Uint8ClampedArray | null {
  const strip = document.createElement('canvas');
  strip.width = 256;
  strip.height = 1;
  const context = strip.getContext('2d');
  if (!context) return null;
  const gradient = context.createLinearGradient(0, 0, 256, 0);
  for (const [stop, colour] of HEAT_COLOURS) gradient.addColorStop(stop, colour);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 256, 1);
  return context.getImageData(0, 0, 256, 1).data;
}

/**
 * Draws the clusters as glows whose strength grows with the log of their count (a city's thousands
 * would otherwise drown every town), then colours each pixel by how strong the glows are there.
 */
function drawHeat(map: LeafletMap, canvas: HTMLCanvasElement, clusters: readonly Cluster[], centerLng: number) {
  const size = map.getSize();
  canvas.width = size.x;
  canvas.height = size.y;
  DomUtil.setPosition(canvas, map.containerPointToLayerPoint([0, 0]));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const stamp = glowStamp();
  const palette = heatPalette();
  if (!context || !stamp || !palette || clusters.length === 0 || size.x === 0 || size.y === 0) return;
  const strongest = Math.log1p(Math.max(...clusters.map((cluster) => cluster.count)));
  for (const cluster of clusters) {
    const point = map.latLngToContainerPoint([cluster.latitude, nearestWorldCopy(cluster.longitude, centerLng)]);
    if (point.x < -HEAT_RADIUS || point.y < -HEAT_RADIUS || point.x > size.x + HEAT_RADIUS) continue;
    if (point.y > size.y + HEAT_RADIUS) continue;
    context.globalAlpha = Math.max(MIN_WEIGHT, Math.log1p(cluster.count) / strongest);
    context.drawImage(stamp, point.x - HEAT_RADIUS, point.y - HEAT_RADIUS);
  }
  const pixels = context.getImageData(0, 0, size.x, size.y);
  const data = pixels.data;
  for (let index = 3; index < data.length; index += 4) {
    const strength = data[index]!;
    if (strength === 0) continue;
    const colour = strength * 4;
    data[index - 3] = palette[colour]!;
    data[index - 2] = palette[colour + 1]!;
    data[index - 1] = palette[colour + 2]!;
  }
  context.putImageData(pixels, 0, 0);
}

/** The whole record in view as a heat map on one canvas, drawn again whenever the map comes to rest. */
export function HeatLayer({ clusters, centerLng }: { clusters: readonly Cluster[]; centerLng: number }) {
  const map = useMap();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const latest = useRef({ clusters, centerLng });
  useLayoutEffect(() => {
    latest.current = { clusters, centerLng };
  });

  useEffect(() => {
    const pane = map.getPane(HEAT_PANE) ?? map.createPane(HEAT_PANE);
    pane.style.zIndex = HEAT_PANE_Z_INDEX;
    const drawn = DomUtil.create('canvas', 'explore-heat leaflet-zoom-hide', pane);
    drawn.setAttribute('aria-hidden', 'true');
    canvas.current = drawn;
    const redraw = () => drawHeat(map, drawn, latest.current.clusters, latest.current.centerLng);
    map.on('moveend resize', redraw);
    return () => {
      map.off('moveend resize', redraw);
      drawn.remove();
      canvas.current = null;
    };
  }, [map]);

  useEffect(() => {
    if (canvas.current) drawHeat(map, canvas.current, clusters, centerLng);
  }, [map, clusters, centerLng]);

  return null;
}
