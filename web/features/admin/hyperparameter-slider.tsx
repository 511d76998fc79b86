import { useId, useRef } from 'react';
import { sliderValue } from './slider-value.ts';

interface HyperparameterSliderProps {
  label: string;
  /** What the setting is called in the summarizer, e.g. temperature. */
  setting: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
  /** A change is complete (pointer let go, or a key or assistive technology changed it): time to save. */
  onRelease: () => void;
}

/** One labelled slider whose current value is shown beside its name and read out with it. */
export function HyperparameterSlider({ label, setting, value, range, onChange, onRelease }: HyperparameterSliderProps) {
  const id = useId();
  const dragging = useRef(false);

  // The pointer may be let go outside the slider, so the window hears the end of a drag.
  const startDrag = () => {
    dragging.current = true;
    const end = () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      dragging.current = false;
      onRelease();
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label d-flex justify-content-between">
        <span>
          {label} <span className="text-body-secondary small">({setting})</span>
        </span>
        <output htmlFor={id} className="fw-semibold">
          {value}
        </output>
      </label>
      <input
        id={id}
        type="range"
        className="form-range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={`${label} ${value}`}
        onPointerDown={startDrag}
        onChange={(event) => {
          onChange(sliderValue(event.target.value, range));
          if (!dragging.current) onRelease();
        }}
      />
      <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
        <span>{range.min}</span>
        <span>{range.max}</span>
      </div>
    </div>
  );
}
