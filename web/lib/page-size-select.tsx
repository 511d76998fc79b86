import { useId } from 'react';
import { ChoiceSelect } from './choice-select.tsx';

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
      <ChoiceSelect
        id={id}
        className="form-select form-select-sm"
        value={String(value)}
        choices={options.map((size) => [String(size), `Show ${size} ${noun}`] as const)}
        disabled={disabled}
        onChange={(size) => onChange(Number(size))}
      />
    </div>
  );
}
