import { Form } from 'react-bootstrap';
import { ALERT_RADIUS_KM } from '../../../common/schemas/alerts.ts';
import { MAX_SHAPE_LENGTH } from '../../../common/schemas/common-fields.ts';
import { MAX_SEARCH_TERM_LENGTH } from '../../../common/schemas/search.ts';

/** What the alert form and the alert page let a visitor choose besides the channel. */
export interface AlertFilterValues {
  /** Only for a place and a radius; null for a map view. */
  radiusKm: number | null;
  shape: string;
  term: string;
  mediaOnly: boolean;
}

interface AlertFilterFieldsProps {
  idPrefix: string;
  values: AlertFilterValues;
  onChange: (values: AlertFilterValues) => void;
}

const TEXT_FILTERS = [
  { name: 'shape', label: 'Shape (optional)', maxLength: MAX_SHAPE_LENGTH, placeholder: 'Any shape' },
  { name: 'term', label: 'Keyword (optional)', maxLength: MAX_SEARCH_TERM_LENGTH, placeholder: 'Any words' },
] as const;

/** The radius (for a circle) and the optional filters: shape, a word, media only. */
export function AlertFilterFields({ idPrefix, values, onChange }: AlertFilterFieldsProps) {
  const set = (changes: Partial<AlertFilterValues>) => onChange({ ...values, ...changes });
  return (
    <>
      {values.radiusKm !== null && (
        <Form.Group className="mb-3" controlId={`${idPrefix}-radius`}>
          <Form.Label>Radius (km)</Form.Label>
          <Form.Control
            type="number"
            required
            min={ALERT_RADIUS_KM.min}
            max={ALERT_RADIUS_KM.max}
            step={1}
            value={Number.isNaN(values.radiusKm) ? '' : values.radiusKm}
            onChange={(event) => set({ radiusKm: Number.parseFloat(event.target.value) })}
          />
          <Form.Text>
            From {ALERT_RADIUS_KM.min} to {ALERT_RADIUS_KM.max} km.
          </Form.Text>
        </Form.Group>
      )}
      {TEXT_FILTERS.map(({ name, label, maxLength, placeholder }) => (
        <Form.Group key={name} className="mb-3" controlId={`${idPrefix}-${name}`}>
          <Form.Label>{label}</Form.Label>
          <Form.Control
            type="text"
            maxLength={maxLength}
            placeholder={placeholder}
            value={values[name]}
            onChange={(event) => set({ [name]: event.target.value })}
          />
        </Form.Group>
      ))}
      <Form.Check
        className="mb-3"
        type="checkbox"
        id={`${idPrefix}-media`}
        label="Only sightings with photos or videos"
        checked={values.mediaOnly}
        onChange={(event) => set({ mediaOnly: event.target.checked })}
      />
    </>
  );
}

/** The filters as the API takes them: blank fields are no filter. */
export function alertFiltersOf(values: AlertFilterValues) {
  return {
    shape: values.shape.trim() || null,
    term: values.term.trim() || null,
    mediaOnly: values.mediaOnly,
  };
}
