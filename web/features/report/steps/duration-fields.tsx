import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { DurationParts } from '../../../../common/display/duration.ts';
import { withDurationField } from '../model/duration-input.ts';

const FIELDS = [
  { key: 'hours', label: 'Hours', max: 23 },
  { key: 'minutes', label: 'Minutes', max: 59 },
  { key: 'seconds', label: 'Seconds', max: 59 },
] as const;

/** How long it lasted: hours 0-23, minutes and seconds 0-59, clamped as typed. */
export function DurationFields({
  value,
  onChange,
}: {
  value: DurationParts;
  onChange: (value: DurationParts) => void;
}) {
  const id = useId();
  return (
    <fieldset className="mb-4">
      <legend className="h6 mb-2">Duration</legend>
      <div className="row g-2 report-duration">
        {FIELDS.map(({ key, label, max }) => (
          <div key={key} className="col-4">
            <Form.Label htmlFor={`${id}-${key}`} className="small mb-1">
              {label}
            </Form.Label>
            <Form.Control
              id={`${id}-${key}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={value[key]}
              onChange={(event) => onChange(withDurationField(value, key, event.target.value))}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
