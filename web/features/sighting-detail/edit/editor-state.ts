import { ADDRESS_RESOLUTIONS } from '../../../../common/vocabulary/report-options.ts';
import { ratingFromStars, ratingStars } from '../../../../common/display/rating.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { MAX_TAGS, sightingUpdateSchema } from '../../../../common/schemas/sighting-update.ts';
import { addLabel, removeLabel } from '../../../lib/label-list.ts';
import { occurredFromInput, toLocalInputValue } from '../../../lib/occurred-input.ts';

export type AddressResolution = (typeof ADDRESS_RESOLUTIONS)[number];

/** The edit view's fields as the inputs hold them: text stays text until it is saved. */
export interface EditDraft {
  sightingId: string;
  summary: string;
  /** datetime-local value in the viewer's time zone. */
  occurred: string;
  addressResolution: AddressResolution;
  address: string;
  iso2CountryCode: string;
  latitude: string;
  longitude: string;
  approved: boolean;
  detailedDescription: string;
  stars: number;
  tags: readonly string[];
  media: readonly string[];
}

export type TextField =
  'summary' | 'occurred' | 'address' | 'iso2CountryCode' | 'latitude' | 'longitude' | 'detailedDescription';

export type EditAction =
  | { type: 'load'; sighting: Sighting }
  | { type: 'set-text'; field: TextField; value: string }
  | { type: 'set-resolution'; value: AddressResolution }
  | { type: 'set-approved'; value: boolean }
  | { type: 'rate'; stars: number }
  | { type: 'add-label'; text: string }
  | { type: 'remove-label'; label: string }
  | { type: 'remove-media'; file: string };

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

/**
 * Edit mode entry: the star rating loads from the sighting, locationName stands in for a
 * missing address, and the occurred input is set from the sighting.
 */
export function draftFrom(sighting: Sighting): EditDraft {
  return {
    sightingId: sighting.id,
    summary: sighting.summary ?? '',
    // On the clocks of the sighting's place, as the witness gave it, whatever the editor's own zone.
    occurred: toLocalInputValue(sighting.occurred, sighting.timeZone),
    // An unset address resolution shows as 'Approximate', so that is what the select starts on.
    addressResolution: sighting.addressResolution ?? 'APPROXIMATE',
    address: sighting.address ?? sighting.locationName ?? '',
    iso2CountryCode: sighting.iso2CountryCode ?? '',
    latitude: coordinateText(sighting.latitude),
    longitude: coordinateText(sighting.longitude),
    approved: sighting.approved,
    detailedDescription: sighting.detailedDescription ?? '',
    stars: ratingStars(sighting.rating),
    tags: [...sighting.tags],
    media: [...sighting.media],
  };
}

export function editorReducer(draft: EditDraft | null, action: EditAction): EditDraft | null {
  if (action.type === 'load') return draftFrom(action.sighting);
  if (!draft) return draft;
  switch (action.type) {
    case 'set-text':
      return { ...draft, [action.field]: action.value };
    case 'set-resolution':
      return { ...draft, addressResolution: action.value };
    case 'set-approved':
      return { ...draft, approved: action.value };
    case 'rate':
      return { ...draft, stars: action.stars };
    case 'add-label': {
      const tags = addLabel(draft.tags, action.text, MAX_TAGS);
      return tags === draft.tags ? draft : { ...draft, tags };
    }
    case 'remove-label':
      return { ...draft, tags: removeLabel(draft.tags, action.label) };
    case 'remove-media':
      return { ...draft, media: draft.media.filter((file) => file !== action.file) };
  }
}

/** Blank means "no coordinate"; anything else must read as a number. */
function coordinate(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export type EditField = TextField | 'addressResolution' | 'approved' | 'rating' | 'tags' | 'media';
export type EditErrors = Partial<Record<EditField, string>>;

interface BuiltUpdate {
  /** The whole sighting with the edits applied and point cleared, ready to send. */
  update: Sighting;
  errors: EditErrors;
}

/** The edited coordinates, when both read as numbers: the place whose clocks the occurred input is read on. */
export function editedPlace(draft: EditDraft): { latitude: number; longitude: number } | null {
  const latitude = coordinate(draft.latitude);
  const longitude = coordinate(draft.longitude);
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/**
 * The update call's body and what is wrong with it, checked with the same schema the server uses. The
 * occurred input is read in `zone`, the zone of the (edited) place; the stored one until it is known.
 */
export function buildUpdate(
  sighting: Sighting,
  draft: EditDraft,
  zone: string | null = sighting.timeZone,
): BuiltUpdate {
  const errors: EditErrors = {};
  const occurred = occurredFromInput(draft.occurred, sighting.occurred, zone);
  if (occurred === null) errors.occurred = 'Enter the date and time of the sighting.';
  else if (Date.parse(occurred) > Date.parse(sighting.submitted)) {
    // The occurred date may not be later than the submitted date-time.
    errors.occurred = 'The sighting cannot have occurred after it was submitted.';
  }
  const latitude = coordinate(draft.latitude);
  const longitude = coordinate(draft.longitude);
  if (latitude === undefined) errors.latitude = 'Latitude must be a number.';
  if (longitude === undefined) errors.longitude = 'Longitude must be a number.';

  const update: Sighting = {
    ...sighting,
    summary: draft.summary,
    occurred: occurred ?? sighting.occurred,
    addressResolution: draft.addressResolution,
    address: draft.address,
    iso2CountryCode: draft.iso2CountryCode,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    approved: draft.approved,
    detailedDescription: draft.detailedDescription,
    rating: ratingFromStars(draft.stars),
    tags: [...draft.tags],
    media: [...draft.media],
    point: null,
  };
  const parsed = sightingUpdateSchema.safeParse(update);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EditField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return { update, errors };
}
