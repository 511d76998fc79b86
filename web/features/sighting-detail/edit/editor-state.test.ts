import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { buildUpdate, draftFrom, editorReducer, type EditAction, type EditDraft } from './editor-state.ts';

const sighting: Sighting = {
  id: 'ab12cd34',
  type: 'Sighting',
  summary: 'Three lights over the lake',
  detailedDescription: 'They hovered, then left fast.',
  occurred: '2024-05-01T21:15:42.000Z',
  submitted: '2024-05-03T08:00:00.000Z',
  created: '2024-05-03T08:00:00.000Z',
  daysBetweenOccurrenceAndSubmission: 2,
  locationName: 'Lake Tahoe, California',
  address: null,
  formattedAddress: null,
  city: 'Tahoe City',
  region: 'California',
  country: 'United States',
  iso2CountryCode: 'US',
  latitude: 39.17,
  longitude: -120.14,
  timeZone: 'America/Los_Angeles',
  location: null,
  point: { type: 'Point', coordinates: [-120.14, 39.17] },
  addressResolution: null,
  altitude: null,
  distance: null,
  duration: '00:05:00',
  entityEncountered: false,
  landingOccurred: false,
  features: null,
  flightPath: null,
  shape: 'Triangle',
  rating: '2',
  source: 'Skywatch',
  status: 'PENDING',
  tags: ['lights'],
  media: ['lake.jpg', 'clip.mp4'],
  deleted: false,
  approved: false,
  eventId: 'ab12cd34',
  eventSize: 1,
};

const apply = (draft: EditDraft | null, ...actions: EditAction[]) => actions.reduce(editorReducer, draft);

describe('draftFrom (edit mode entry)', () => {
  it('loads the stars, the occurred input and falls back to locationName for a missing address', () => {
    const draft = draftFrom(sighting);
    expect(draft.stars).toBe(3);
    // On the clocks of the place (Los Angeles, PDT), whatever the editor's own zone.
    expect(draft.occurred).toBe('2024-05-01T14:15');
    expect(draft.address).toBe('Lake Tahoe, California');
    expect(draft.addressResolution).toBe('APPROXIMATE');
    expect(draft.latitude).toBe('39.17');
    expect(draft.approved).toBe(false);
  });
  it('keeps an address the sighting has', () => {
    expect(draftFrom({ ...sighting, address: '1 Main St' }).address).toBe('1 Main St');
  });
  it('loads a worded rating as its stars', () => {
    expect(draftFrom({ ...sighting, rating: 'Excellent' }).stars).toBe(5);
    expect(draftFrom({ ...sighting, rating: null }).stars).toBe(1);
  });
});

describe('editorReducer', () => {
  it('does nothing before a sighting is loaded', () => {
    expect(apply(null, { type: 'rate', stars: 4 })).toBeNull();
  });
  it('applies the editing actions: rating, approval, labels, media', () => {
    const draft = apply(
      draftFrom(sighting),
      { type: 'rate', stars: 5 },
      { type: 'set-approved', value: true },
      { type: 'add-label', text: '  orb ' },
      { type: 'add-label', text: 'LIGHTS' },
      { type: 'remove-label', label: 'lights' },
      { type: 'remove-media', file: 'clip.mp4' },
      { type: 'set-text', field: 'summary', value: 'Two lights' },
      { type: 'set-resolution', value: 'ROOFTOP' },
    )!;
    expect(draft.stars).toBe(5);
    expect(draft.approved).toBe(true);
    expect(draft.tags).toEqual(['orb']);
    expect(draft.media).toEqual(['lake.jpg']);
    expect(draft.summary).toBe('Two lights');
    expect(draft.addressResolution).toBe('ROOFTOP');
  });
  it('answers the same draft when a label adds nothing', () => {
    const draft = draftFrom(sighting);
    expect(editorReducer(draft, { type: 'add-label', text: '   ' })).toBe(draft);
  });
  it('starts over from the sighting on load', () => {
    const edited = apply(draftFrom(sighting), { type: 'rate', stars: 5 });
    expect(editorReducer(edited, { type: 'load', sighting })).toEqual(draftFrom(sighting));
  });
});

describe('buildUpdate', () => {
  it('sends the whole sighting with the edits and point null', () => {
    const draft = apply(
      draftFrom(sighting),
      { type: 'rate', stars: 4 },
      { type: 'set-approved', value: true },
      { type: 'set-text', field: 'latitude', value: ' 40.5 ' },
    )!;
    const { update, errors } = buildUpdate(sighting, draft);
    expect(errors).toEqual({});
    expect(update).toMatchObject({
      id: 'ab12cd34',
      source: 'Skywatch',
      submitted: sighting.submitted,
      point: null,
      rating: '3',
      approved: true,
      latitude: 40.5,
      longitude: -120.14,
      address: 'Lake Tahoe, California',
      addressResolution: 'APPROXIMATE',
      tags: ['lights'],
      media: ['lake.jpg', 'clip.mp4'],
    });
    // The untouched input keeps the stored instant to the second.
    expect(update.occurred).toBe(sighting.occurred);
  });
  it('sends a changed occurred time read on the clocks of the place', () => {
    const draft = apply(draftFrom(sighting), { type: 'set-text', field: 'occurred', value: '2024-04-30T10:30' })!;
    expect(buildUpdate(sighting, draft).update.occurred).toBe('2024-04-30T17:30:00.000Z');
    // Moved to a place in Denver's zone: the same clock time is an hour earlier.
    expect(buildUpdate(sighting, draft, 'America/Denver').update.occurred).toBe('2024-04-30T16:30:00.000Z');
    // No zone known: the editor's own clocks.
    expect(buildUpdate(sighting, draft, null).update.occurred).toBe(new Date(2024, 3, 30, 10, 30).toISOString());
  });
  it('refuses an occurred time after the submitted one', () => {
    const draft = apply(draftFrom(sighting), { type: 'set-text', field: 'occurred', value: '2030-01-01T00:00' })!;
    expect(buildUpdate(sighting, draft).errors.occurred).toBe(
      'The sighting cannot have occurred after it was submitted.',
    );
  });
  it('names each field that is wrong', () => {
    const draft = apply(
      draftFrom(sighting),
      { type: 'set-text', field: 'summary', value: '  ' },
      { type: 'set-text', field: 'occurred', value: '' },
      { type: 'set-text', field: 'latitude', value: 'north' },
      { type: 'set-text', field: 'iso2CountryCode', value: 'USA' },
    )!;
    expect(buildUpdate(sighting, draft).errors).toEqual({
      summary: 'summary is required.',
      occurred: 'Enter the date and time of the sighting.',
      latitude: 'Latitude must be a number.',
      iso2CountryCode: 'iso2CountryCode must be two letters.',
    });
  });
  it('wants both coordinates or neither', () => {
    const draft = apply(draftFrom(sighting), { type: 'set-text', field: 'longitude', value: '' })!;
    expect(buildUpdate(sighting, draft).errors.latitude).toBe(
      'latitude and longitude must both be set or both be empty.',
    );
  });
});
