import { DomUtil, type Handler, type Map as LeafletMap } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { sightingPagePath } from '../../../common/pages/page-table.ts';
import type { ClustersAnswer } from '../../../common/schemas/explore.ts';
import { clusterName, clusterSize, shortCount } from './cluster-size.ts';
import { nearestWorldCopy } from './map-bounds.ts';

type Cluster = ClustersAnswer['clusters'][number];

/** Beneath the newest sightings' markers (600) and above the outlines, tiles and shapes (up to 400). */
const CLUSTERS_PANE = 'explore-clusters';
const CLUSTERS_PANE_Z_INDEX = '550';
/** A click on a cluster zooms this many levels in, centred on it. */
const ZOOM_IN_LEVELS = 2;

/** Leaflet's drag handler tells whether the last press moved the map; its types leave that out. */
const mapWasDragged = (map: LeafletMap) => Boolean((map.dragging as Handler & { moved?: () => boolean }).moved?.());

interface DrawnCluster {
  element: HTMLButtonElement;
  latitude: number;
  longitude: number;
}

function clusterButton(cluster: Cluster): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `explore-cluster explore-cluster-${clusterSize(cluster.count)}`;
  button.dataset.count = String(cluster.count);
  if (cluster.id) button.dataset.sightingId = cluster.id;
  // The name as a label and the short count as the text: one element a cluster, not three, since
  // every element is restyled whenever the map's own classes change (each drag's start and end).
  button.setAttribute('aria-label', clusterName(cluster.count, Boolean(cluster.id)));
  if (cluster.count > 1) button.textContent = shortCount(cluster.count);
  return button;
}

/**
 * Placed by left and top, not by a transform. Leaflet's 3D translation gave every cluster a compositing
 * layer of its own; a flat one still gave each its own transform for the compositor to sort, so with
 * hundreds on screen a frame of a pan spent up to 120 ms arranging layers and hit-testing them. By
 * position, the clusters paint as one flat layer that the pane's own transform moves.
 */
function place(map: LeafletMap, drawn: DrawnCluster): void {
  const { x, y } = map.latLngToLayerPoint([drawn.latitude, drawn.longitude]);
  drawn.element.style.left = `${x}px`;
  drawn.element.style.top = `${y}px`;
}

/**
 * The whole record in view as clusters: one button each, with its count, drawn beneath the markers.
 * Kept out of React and Leaflet's markers: a thousand of them are plain elements in one pane, which
 * panning moves at no cost; a new answer only adds and removes the clusters that changed.
 */
export function ClusterLayer({
  clusters,
  centerLng,
  markedIds,
}: {
  clusters: readonly Cluster[];
  centerLng: number;
  /** Sightings drawn as markers: their clusters of one lie under them and are hidden (still counted). */
  markedIds: ReadonlySet<string>;
}) {
  const map = useMap();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement | null>(null);
  const drawn = useRef(new Map<string, DrawnCluster>());
  const openSighting = useRef((id: string) => void navigate(sightingPagePath(id)));
  useLayoutEffect(() => {
    openSighting.current = (id: string) => void navigate(sightingPagePath(id));
  });

  useEffect(() => {
    const pane = map.getPane(CLUSTERS_PANE) ?? map.createPane(CLUSTERS_PANE);
    pane.style.zIndex = CLUSTERS_PANE_Z_INDEX;
    // Hidden while a zoom animates; placed again at its end.
    const layer = DomUtil.create('div', 'explore-clusters leaflet-zoom-hide', pane);
    container.current = layer;
    const shown = drawn.current;
    const placeAll = () => shown.forEach((cluster) => place(map, cluster));
    const zoomInto = (event: MouseEvent) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.explore-cluster');
      // A drag that started on a cluster pans the map; it is not a press.
      if (!button || mapWasDragged(map)) return;
      const target = [...shown.values()].find((cluster) => cluster.element === button);
      if (!target) return;
      const { sightingId } = button.dataset;
      if (sightingId) openSighting.current(sightingId);
      else map.setView([target.latitude, target.longitude], Math.min(map.getZoom() + ZOOM_IN_LEVELS, map.getMaxZoom()));
    };
    layer.addEventListener('click', zoomInto);
    map.on('zoomend viewreset', placeAll);
    return () => {
      map.off('zoomend viewreset', placeAll);
      layer.remove();
      shown.clear();
      container.current = null;
    };
  }, [map]);

  useEffect(() => {
    const layer = container.current;
    if (!layer) return;
    const shown = drawn.current;
    const wanted = new Map<string, Cluster & { drawnLongitude: number }>();
    for (const cluster of clusters) {
      const drawnLongitude = nearestWorldCopy(cluster.longitude, centerLng);
      wanted.set(`${cluster.latitude},${drawnLongitude},${cluster.count}`, { ...cluster, drawnLongitude });
    }
    for (const [key, cluster] of shown) {
      if (wanted.has(key)) continue;
      cluster.element.remove();
      shown.delete(key);
    }
    const added = document.createDocumentFragment();
    for (const [key, cluster] of wanted) {
      if (shown.has(key)) continue;
      const entry = { element: clusterButton(cluster), latitude: cluster.latitude, longitude: cluster.drawnLongitude };
      place(map, entry);
      shown.set(key, entry);
      added.append(entry.element);
    }
    layer.append(added);
  }, [map, clusters, centerLng]);

  // A marker stands for its own sighting: the dot beneath it would only be a second, covered target.
  useEffect(() => {
    for (const { element } of drawn.current.values()) {
      const { sightingId } = element.dataset;
      element.classList.toggle('explore-cluster-marked', sightingId !== undefined && markedIds.has(sightingId));
    }
  }, [clusters, centerLng, markedIds]);

  return null;
}
