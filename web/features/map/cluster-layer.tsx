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

/** Makes a button, new or spare, show one cluster. */
function showCluster(button: HTMLButtonElement, cluster: Cluster): void {
  button.className = `explore-cluster explore-cluster-${clusterSize(cluster.count)}`;
  button.dataset.count = String(cluster.count);
  if (cluster.id) button.dataset.sightingId = cluster.id;
  else delete button.dataset.sightingId;
  // The name as a label and the short count as the text: one element a cluster, not three, since
  // every element is restyled whenever the map's own classes change (each drag's start and end).
  button.setAttribute('aria-label', clusterName(cluster.count, Boolean(cluster.id)));
  button.textContent = cluster.count > 1 ? shortCount(cluster.count) : '';
  button.hidden = false;
}

/**
 * A cluster gone from the view leaves its button hidden and blank for the next one to come, rather than
 * taken out: the site's stylesheet has rules on an element's place among its siblings (first, last), so
 * taking one button out restyled all the others, a thousand of them after every drag.
 */
function spare(button: HTMLButtonElement): void {
  button.hidden = true;
  button.className = '';
  button.removeAttribute('aria-label');
  delete button.dataset.count;
  delete button.dataset.sightingId;
}

function newButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  return button;
}

/** Placed by its margins in the clusters' grid (see the stylesheet), in the map's layer coordinates. */
function place(map: LeafletMap, drawn: DrawnCluster): void {
  const { x, y } = map.latLngToLayerPoint([drawn.latitude, drawn.longitude]);
  drawn.element.style.setProperty('--x', `${x}px`);
  drawn.element.style.setProperty('--y', `${y}px`);
}

/**
 * The clusters' layer spans the view it was drawn for. Chromium keeps apart, as compositing layers of
 * their own, pieces of one layer that lie far apart in an area nothing else covers: clusters spread over
 * a 4K screen in a layer of no size became a hundred and more layers, all arranged again in every frame
 * of a pan. Sized to the view, they are one. The points inside keep the map's own coordinates, so
 * covering a new view moves two elements, not every cluster.
 */
function coverView(map: LeafletMap, layer: HTMLElement, points: HTMLElement): void {
  const origin = map.containerPointToLayerPoint([0, 0]).round();
  const size = map.getSize();
  layer.style.left = `${origin.x}px`;
  layer.style.top = `${origin.y}px`;
  layer.style.width = `${size.x}px`;
  layer.style.height = `${size.y}px`;
  points.style.left = `${-origin.x}px`;
  points.style.top = `${-origin.y}px`;
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
  const container = useRef<{ layer: HTMLElement; points: HTMLElement } | null>(null);
  const drawn = useRef(new Map<string, DrawnCluster>());
  const spares = useRef<HTMLButtonElement[]>([]);
  const openSighting = useRef((id: string) => void navigate(sightingPagePath(id)));
  useLayoutEffect(() => {
    openSighting.current = (id: string) => void navigate(sightingPagePath(id));
  });

  useEffect(() => {
    const pane = map.getPane(CLUSTERS_PANE) ?? map.createPane(CLUSTERS_PANE);
    pane.style.zIndex = CLUSTERS_PANE_Z_INDEX;
    // Hidden while a zoom animates; placed again at its end.
    const layer = DomUtil.create('div', 'explore-clusters leaflet-zoom-hide', pane);
    const points = DomUtil.create('div', 'explore-cluster-points', layer);
    container.current = { layer, points };
    const shown = drawn.current;
    const placeAll = () => {
      coverView(map, layer, points);
      shown.forEach((cluster) => place(map, cluster));
    };
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
    map.on('zoomend viewreset resize', placeAll);
    return () => {
      map.off('zoomend viewreset resize', placeAll);
      layer.remove();
      shown.clear();
      spares.current = [];
      container.current = null;
    };
  }, [map]);

  useEffect(() => {
    if (!container.current) return;
    const { layer, points } = container.current;
    coverView(map, layer, points);
    const shown = drawn.current;
    const wanted = new Map<string, Cluster & { drawnLongitude: number }>();
    for (const cluster of clusters) {
      const drawnLongitude = nearestWorldCopy(cluster.longitude, centerLng);
      wanted.set(`${cluster.latitude},${drawnLongitude},${cluster.count}`, { ...cluster, drawnLongitude });
    }
    for (const [key, cluster] of shown) {
      if (wanted.has(key)) continue;
      spare(cluster.element);
      spares.current.push(cluster.element);
      shown.delete(key);
    }
    const added = document.createDocumentFragment();
    for (const [key, cluster] of wanted) {
      if (shown.has(key)) continue;
      let element = spares.current.pop();
      if (!element) {
        element = newButton();
        added.append(element);
      }
      showCluster(element, cluster);
      const entry = { element, latitude: cluster.latitude, longitude: cluster.drawnLongitude };
      place(map, entry);
      shown.set(key, entry);
    }
    points.append(added);
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
