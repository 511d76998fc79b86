import { useId } from 'react';
import { Form } from 'react-bootstrap';

interface OptionCheckboxesProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A multi-select as a group of checkboxes: labelled, and usable by keyboard with Tab and Space. */
export function OptionCheckboxes({ legend, options, selected, onChange }: OptionCheckboxesProps) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? checked : selected.includes(candidate))));

  return (
    <fieldset className="report-options mb-4">
      <legend className="h6 mb-2">
        {legend}
        {selected.length > 0 && (
          <span className="fw-normal text-body-secondary small ms-2">({selected.length} chosen)</span>
        )}
      </legend>
      <div className="report-option-grid">
        {options.map((option, index) => (
          <Form.Check
            key={option}
            id={`${id}-${index}`}
            type="checkbox"
            label={option}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
