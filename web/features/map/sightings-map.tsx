import type { Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { MAP_MIN_ZOOM } from '../../lib/map/map-settings.ts';
import { BaseLayers } from '../../lib/map/base-layers.tsx';
import type { ClustersAnswer } from '../../../common/schemas/explore.ts';
import { ClusterLayer } from './cluster-layer.tsx';
import { HeatLayer } from './heat-layer.tsx';
import type { MappableSighting } from './map-bounds.ts';
import type { MapLayer } from './map-layer.ts';
import { MapViewEvents } from './map-view-events.tsx';
import type { MapView } from './map-view.ts';
import { SightingMarker } from './sighting-marker.tsx';
import { useGradualCount } from './use-gradual-count.ts';

// Markers (each with its popup) built per task: all 25 of a page in one task was the map's longest.
const MARKERS_PER_TASK = 5;

interface SightingsMapProps {
  initialView: MapView;
  sightings: readonly MappableSighting[];
  /** What is drawn beneath the markers, and the whole record in view it is drawn from. */
  layer: MapLayer;
  clusters: ClustersAnswer['clusters'];
  /** The view's centre longitude: each marker is drawn on the copy of the world nearest it. */
  centerLng: number;
  /** Called as each marker is created (with the marker) and removed (with null). */
  onMarker: (sightingId: string, marker: LeafletMarker | null) => void;
  onPopupChange: (sightingId: string | null) => void;
  onReady: (map: LeafletMap) => void;
  onViewChanged: (map: LeafletMap) => void;
  onViewSettled: (map: LeafletMap) => void;
}

/**
 * Its children once the map exists, in a render of their own: Leaflet building the map and React
 * drawing the layers and first markers on it were one of a slow phone's longest tasks.
 */
function AfterTheMap({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown && children;
}

/**
 * The home page map: tiles over offline country outlines, the whole record in view as clusters or a
 * heat map, and above it one marker per newest sighting.
 */
export function SightingsMap({
  initialView,
  sightings,
  layer,
  clusters,
  centerLng,
  onMarker,
  onPopupChange,
  onReady,
  onViewChanged,
  onViewSettled,
}: SightingsMapProps) {
  const markerCount = useGradualCount(sightings.length, MARKERS_PER_TASK);
  const markedIds = useMemo(() => new Set(sightings.map((sighting) => sighting.id)), [sightings]);
  return (
    <MapContainer
      className="skywatch-map sightings-map"
      center={[initialView.lat, initialView.lng]}
      zoom={initialView.zoom}
      minZoom={MAP_MIN_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      worldCopyJump
    >
      <ZoomControl position="topright" />
      <AfterTheMap>
        <BaseLayers />
        <MapViewEvents onReady={onReady} onViewChanged={onViewChanged} onViewSettled={onViewSettled} />
        {layer === 'clusters' && <ClusterLayer clusters={clusters} centerLng={centerLng} markedIds={markedIds} />}
        {layer === 'heat' && <HeatLayer clusters={clusters} centerLng={centerLng} />}
        {sightings.slice(0, markerCount).map((sighting) => (
          <SightingMarker
            key={sighting.id}
            sighting={sighting}
            centerLng={centerLng}
            onMarker={onMarker}
            onPopupChange={onPopupChange}
          />
        ))}
      </AfterTheMap>
    </MapContainer>
  );
}
