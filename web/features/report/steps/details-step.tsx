import { useId } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import {
  ALTITUDE_OPTIONS,
  DISTANCE_OPTIONS,
  FEATURE_OPTIONS,
  FLIGHT_PATH_OPTIONS,
  SHAPE_OPTIONS,
  UNDER_CLOUD_COVER,
} from '../../../../common/vocabulary/report-options.ts';
import { clampOccurred, EARLIEST_OCCURRED_INPUT, toDateTimeLocal } from '../../../lib/occurred-input.ts';
import { PlaceZoneLabel } from '../../../lib/place-zone-label.tsx';
import { usePlaceZone } from '../../../lib/place-zone.ts';
import type { DraftStepProps } from '../model/report-draft.ts';
import type { ReportPageSlots } from '../report-page-slots.ts';
import { placeAndTimeOf } from '../model/place-and-time.ts';
import { DurationFields } from './duration-fields.tsx';
import { OptionCheckboxes } from './option-checkboxes.tsx';

type DetailsStepProps = DraftStepProps & ReportPageSlots;

interface OptionSelectProps {
  controlId: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** One of the vocabulary's options, or none ('Not specified'). */
function OptionSelect({ controlId, label, options, value, onChange, className }: OptionSelectProps) {
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Not specified</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** Step 3: when and for how long, how high and how far, and what it looked like. */
export function DetailsStep({ draft, update, SkyAtTheTime }: DetailsStepProps) {
  const id = useId();
  // The date and time are those on the clocks of the pinned place, whatever the browser's zone.
  const zone = usePlaceZone(draft.latitude, draft.longitude);
  const now = toDateTimeLocal(new Date(), zone);
  const placeAndTime = placeAndTimeOf(draft, zone);

  return (
    <>
      <div className="row g-3">
        <Form.Group className="col-12 col-md-6 mb-2" controlId={`${id}-occurred`}>
          <Form.Label>Date and time of the sighting</Form.Label>
          <InputGroup>
            <Form.Control
              type="datetime-local"
              required
              min={EARLIEST_OCCURRED_INPUT}
              max={now}
              value={draft.occurred}
              aria-describedby={`${id}-occurred-zone ${id}-occurred-help`}
              onChange={(event) => update({ occurred: event.target.value })}
              onBlur={(event) => {
                const kept = clampOccurred(event.target.value, new Date(), zone);
                if (kept !== draft.occurred) update({ occurred: kept });
              }}
            />
            <PlaceZoneLabel id={`${id}-occurred-zone`} zone={zone} />
          </InputGroup>
          <Form.Text id={`${id}-occurred-help`}>
            As the clocks showed it where you saw it; it cannot be later than now.
          </Form.Text>
        </Form.Group>
        <div className="col-12 col-md-6">
          <DurationFields value={draft.duration} onChange={(duration) => update({ duration })} />
        </div>
      </div>

      {/* A help beside the form, never a condition of going on. */}
      {SkyAtTheTime && placeAndTime && <SkyAtTheTime {...placeAndTime} />}

      <div className="row g-3 mb-4">
        <div className="col-12 col-md-6">
          <OptionSelect
            controlId={`${id}-altitude`}
            label="Altitude"
            options={ALTITUDE_OPTIONS}
            value={draft.altitude}
            onChange={(altitude) => update({ altitude })}
          />
          <Form.Check
            id={`${id}-cloud-cover`}
            className="mt-2"
            type="checkbox"
            label={UNDER_CLOUD_COVER}
            checked={draft.underCloudCover}
            onChange={(event) => update({ underCloudCover: event.target.checked })}
          />
        </div>
        <OptionSelect
          className="col-12 col-md-6"
          controlId={`${id}-distance`}
          label="Distance"
          options={DISTANCE_OPTIONS}
          value={draft.distance}
          onChange={(distance) => update({ distance })}
        />
      </div>

      <OptionCheckboxes
        legend="Features"
        options={FEATURE_OPTIONS}
        selected={draft.features}
        onChange={(features) => update({ features })}
      />
      <OptionCheckboxes
        legend="Flight Path"
        options={FLIGHT_PATH_OPTIONS}
        selected={draft.flightPath}
        onChange={(flightPath) => update({ flightPath })}
      />
      <OptionCheckboxes
        legend="Shape"
        options={SHAPE_OPTIONS}
        selected={draft.shape}
        onChange={(shape) => update({ shape })}
      />
    </>
  );
}
