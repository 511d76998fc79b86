import { Fragment } from 'react';
import { MAP_LAYERS, type MapLayer } from './map-layer.ts';

const MAP_LAYER_LABELS: Record<MapLayer, string> = {
  clusters: 'Clusters',
  heat: 'Heat map',
  newest: 'Newest only',
};

interface LayerSwitchProps {
  value: MapLayer;
  onChange: (layer: MapLayer) => void;
  className?: string;
}

/** The map's layer: one choice of three radio buttons, drawn as a button group (arrow keys move). */
export function LayerSwitch({ value, onChange, className = '' }: LayerSwitchProps) {
  return (
    <div role="radiogroup" aria-label="Map layer" className={`btn-group btn-group-sm map-layer-switch ${className}`}>
      {MAP_LAYERS.map((layer) => (
        <Fragment key={layer}>
          <input
            type="radio"
            className="btn-check"
            name="map-layer"
            id={`map-layer-${layer}`}
            checked={value === layer}
            onChange={() => onChange(layer)}
          />
          <label className="btn btn-light" htmlFor={`map-layer-${layer}`}>
            {MAP_LAYER_LABELS[layer]}
          </label>
        </Fragment>
      ))}
    </div>
  );
}
