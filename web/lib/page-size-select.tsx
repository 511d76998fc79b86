import { useId } from 'react';

interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  /** The accessible name of the control, e.g. 'Sightings per page'. */
  label: string;
  /** What is counted in 'Show N …' (default Sightings). */
  noun?: string;
  disabled?: boolean;
}

/** 'Show N Sightings' choices. */
export function PageSizeSelect({
  value,
  options,
  onChange,
  label,
  noun = 'Sightings',
  disabled = false,
}: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="page-size-select">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((size) => (
          <option key={size} value={size}>
            Show {size} {noun}
          </option>
        ))}
      </select>
    </div>
  );
}
