import { useId, type Dispatch, type InputHTMLAttributes } from 'react';
import { ADDRESS_RESOLUTIONS } from '../../../../common/vocabulary/report-options.ts';
import { titlecaseConstant } from '../../../../common/display/text.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import {
  ADDRESS_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_TAGS,
  SUMMARY_EDIT_MAX_LENGTH,
} from '../../../../common/schemas/sighting-update.ts';
import { FormField, SwitchField } from '../../../lib/form-field.tsx';
import { LabelEditor } from '../../../lib/label-editor.tsx';
import { CountryCodeField } from './country-code-field.tsx';
import { generatedLabels } from './edit-labels.ts';
import type { AddressResolution, EditAction, EditDraft, EditErrors, TextField } from './editor-state.ts';
import { MediaEditor } from './media-editor.tsx';
import { toLocalInputValue } from '../../../lib/occurred-input.ts';
import { PlaceZoneLabel } from '../../../lib/place-zone-label.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

interface SightingEditFormProps {
  sighting: Sighting;
  draft: EditDraft;
  /** The zone the occurred input is read in (the place's); null for the editor's own. */
  zone: string | null;
  dispatch: Dispatch<EditAction>;
  errors: EditErrors;
}

/** The edit view's fields in their fixed order: summary to media. */
export function SightingEditForm({ sighting, draft, zone, dispatch, errors }: SightingEditFormProps) {
  const ratingLabelId = useId();
  const setText = (field: TextField) => (event: { target: { value: string } }) =>
    dispatch({ type: 'set-text', field, value: event.target.value });
  /** One input of the draft's text in its labelled cell; `input` may change its type. */
  const textField = (
    field: TextField,
    label: string,
    className: string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <FormField label={label} error={errors[field]} className={className}>
      {(control) => <input {...control} type="text" {...input} value={draft[field]} onChange={setText(field)} />}
    </FormField>
  );

  return (
    <form className="sighting-edit-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="row g-3 mb-3">
        {textField('summary', 'Summary', 'col-12', { maxLength: SUMMARY_EDIT_MAX_LENGTH })}
        {/* On the clocks of the place; the occurred date may not be after the submitted date-time. */}
        <FormField label="Occurred" error={errors.occurred} className="col-md-6">
          {(control) => (
            <div className={`input-group${errors.occurred ? ' is-invalid' : ''}`}>
              <input
                {...control}
                aria-describedby={[`${control.id}-zone`, control['aria-describedby']].filter(Boolean).join(' ')}
                type="datetime-local"
                max={toLocalInputValue(sighting.submitted, zone)}
                value={draft.occurred}
                onChange={setText('occurred')}
              />
              <PlaceZoneLabel id={`${control.id}-zone`} zone={zone} />
            </div>
          )}
        </FormField>
        <FormField label="Accuracy" error={errors.addressResolution} className="col-md-6" controlClass="form-select">
          {(control) => (
            <select
              {...control}
              value={draft.addressResolution}
              onChange={(event) => dispatch({ type: 'set-resolution', value: event.target.value as AddressResolution })}
            >
              {ADDRESS_RESOLUTIONS.map((resolution) => (
                <option key={resolution} value={resolution}>
                  {titlecaseConstant(resolution)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {textField('address', 'Address', 'col-12', { maxLength: ADDRESS_MAX_LENGTH, autoComplete: 'off' })}
        <FormField label="Country Code" error={errors.iso2CountryCode} className="col-md-4">
          {(control) => (
            <CountryCodeField
              id={control.id}
              value={draft.iso2CountryCode}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onChange={(value) => dispatch({ type: 'set-text', field: 'iso2CountryCode', value })}
            />
          )}
        </FormField>
        {textField('latitude', 'Latitude', 'col-6 col-md-4', { inputMode: 'decimal' })}
        {textField('longitude', 'Longitude', 'col-6 col-md-4', { inputMode: 'decimal' })}
      </div>
      <SwitchField
        label="Approved"
        className="mb-3"
        checked={draft.approved}
        onChange={(value) => dispatch({ type: 'set-approved', value })}
      />
      <div className="row g-3 mb-3">
        <FormField label="Detailed Description" error={errors.detailedDescription} className="col-12">
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={draft.detailedDescription}
              onChange={setText('detailedDescription')}
            />
          )}
        </FormField>
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
        labels={draft.tags}
        limit={MAX_TAGS}
        generated={generatedLabels(draft.tags, draft.media)}
        help="Press Enter to add a label."
        fullHelp={`A sighting can carry at most ${MAX_TAGS} labels.`}
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
