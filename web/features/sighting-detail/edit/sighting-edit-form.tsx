import { useId, type Dispatch, type ReactNode } from 'react';
import { ADDRESS_RESOLUTIONS } from '../../../../common/constants.ts';
import { titlecaseConstant } from '../../../../common/display/text.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import {
  ADDRESS_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  SUMMARY_EDIT_MAX_LENGTH,
} from '../../../../common/schemas/sighting-update.ts';
import { CountryCodeField } from './country-code-field.tsx';
import type { AddressResolution, EditAction, EditDraft, EditErrors, EditField, TextField } from './editor-state.ts';
import { LabelEditor } from './label-editor.tsx';
import { MediaEditor } from './media-editor.tsx';
import { toLocalInputValue } from './occurred-input.ts';
import { StarRatingInput } from './star-rating-input.tsx';

interface SightingEditFormProps {
  sighting: Sighting;
  draft: EditDraft;
  dispatch: Dispatch<EditAction>;
  errors: EditErrors;
}

interface FieldProps {
  name: EditField;
  label: string;
  errors: EditErrors;
  className?: string;
  children: (props: { id: string; invalid: boolean; describedBy: string | undefined }) => ReactNode;
}

/** A labelled control with its error message tied to it for screen readers. */
function Field({ name, label, errors, className = 'col-12', children }: FieldProps) {
  const id = useId();
  const error = errors[name];
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({ id, invalid: Boolean(error), describedBy: error ? `${id}-error` : undefined })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

/** The edit view's fields in SPEC §2's order: summary to media. */
export function SightingEditForm({ sighting, draft, dispatch, errors }: SightingEditFormProps) {
  const ratingLabelId = useId();
  const approvedId = useId();
  const setText = (field: TextField) => (event: { target: { value: string } }) =>
    dispatch({ type: 'set-text', field, value: event.target.value });
  const control = (invalid: boolean, base = 'form-control') => `${base}${invalid ? ' is-invalid' : ''}`;

  return (
    <form className="sighting-edit-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="row g-3 mb-3">
        <Field name="summary" label="Summary" errors={errors}>
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              type="text"
              className={control(invalid)}
              maxLength={SUMMARY_EDIT_MAX_LENGTH}
              value={draft.summary}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={setText('summary')}
            />
          )}
        </Field>
        <Field name="occurred" label="Occurred" errors={errors} className="col-md-6">
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              className={control(invalid)}
              // SPEC §5: the occurred date may not be after the submitted date-time.
              max={toLocalInputValue(sighting.submitted)}
              value={draft.occurred}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={setText('occurred')}
            />
          )}
        </Field>
        <Field name="addressResolution" label="Accuracy" errors={errors} className="col-md-6">
          {({ id, invalid, describedBy }) => (
            <select
              id={id}
              className={control(invalid, 'form-select')}
              value={draft.addressResolution}
              aria-describedby={describedBy}
              onChange={(event) => dispatch({ type: 'set-resolution', value: event.target.value as AddressResolution })}
            >
              {ADDRESS_RESOLUTIONS.map((resolution) => (
                <option key={resolution} value={resolution}>
                  {titlecaseConstant(resolution)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="address" label="Address" errors={errors}>
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              type="text"
              className={control(invalid)}
              maxLength={ADDRESS_MAX_LENGTH}
              autoComplete="off"
              value={draft.address}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={setText('address')}
            />
          )}
        </Field>
        <Field name="iso2CountryCode" label="Country Code" errors={errors} className="col-md-4">
          {({ id, invalid, describedBy }) => (
            <CountryCodeField
              id={id}
              value={draft.iso2CountryCode}
              invalid={invalid}
              describedBy={describedBy}
              onChange={(value) => dispatch({ type: 'set-text', field: 'iso2CountryCode', value })}
            />
          )}
        </Field>
        <Field name="latitude" label="Latitude" errors={errors} className="col-6 col-md-4">
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              type="text"
              inputMode="decimal"
              className={control(invalid)}
              value={draft.latitude}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={setText('latitude')}
            />
          )}
        </Field>
        <Field name="longitude" label="Longitude" errors={errors} className="col-6 col-md-4">
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              type="text"
              inputMode="decimal"
              className={control(invalid)}
              value={draft.longitude}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={setText('longitude')}
            />
          )}
        </Field>
      </div>
      <div className="form-check form-switch mb-3">
        <input
          id={approvedId}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={draft.approved}
          onChange={(event) => dispatch({ type: 'set-approved', value: event.target.checked })}
        />
        <label htmlFor={approvedId} className="form-check-label">
          Approved
        </label>
      </div>
      <div className="row g-3 mb-3">
        <Field name="detailedDescription" label="Detailed Description" errors={errors}>
          {({ id, invalid, describedBy }) => (
            <textarea
              id={id}
              rows={6}
              className={control(invalid)}
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={draft.detailedDescription}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={setText('detailedDescription')}
            />
          )}
        </Field>
      </div>
      <div className="mb-3">
        <span id={ratingLabelId} className="form-label d-block">
          Rating
        </span>
        <StarRatingInput
          stars={draft.stars}
          labelId={ratingLabelId}
          onChange={(stars) => dispatch({ type: 'rate', stars })}
        />
      </div>
      <LabelEditor
        tags={draft.tags}
        media={draft.media}
        error={errors.tags}
        onAdd={(text) => dispatch({ type: 'add-label', text })}
        onRemove={(label) => dispatch({ type: 'remove-label', label })}
      />
      <MediaEditor
        sighting={sighting}
        media={draft.media}
        onRemove={(file) => dispatch({ type: 'remove-media', file })}
      />
    </form>
  );
}
