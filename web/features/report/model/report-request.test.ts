import { expect, it } from 'vitest';
import { reportRequestSchema } from '../../../../common/schemas/report.ts';
import { emptyDraft, type ReportDraft } from './report-draft.ts';
import { altitudeOf, durationOf, reportRequestOf } from './report-request.ts';

const completed: ReportDraft = {
  ...emptyDraft(),
  step: 5,
  address: ' Roswell, New Mexico, United States ',
  latitude: 33.3943,
  longitude: -104.523,
  city: 'Roswell',
  region: 'New Mexico',
  country: 'United States',
  iso2CountryCode: 'US',
  summary: ' Silent disc over the ranch ',
  detailedDescription: 'A silent disc hovered over the ranch for a minute.',
  occurred: '2024-06-01T21:30',
  duration: { hours: 0, minutes: 1, seconds: 5 },
  altitude: 'Treetop',
  underCloudCover: true,
  distance: '200 Feet',
  features: ['Silent', 'Glowing'],
  flightPath: ['Hovering'],
  shape: [],
  tags: ['disc', 'ranch'],
};

it('builds the body the report route accepts', () => {
  const body = reportRequestOf(completed);
  expect(body).toMatchObject({
    summary: 'Silent disc over the ranch',
    address: 'Roswell, New Mexico, United States',
    // The clock time at the place, as entered: the server reads it in the place's zone.
    occurredLocal: '2024-06-01T21:30',
    duration: '00:01:05',
    altitude: 'Treetop, Under Cloud Cover',
    // Multi-selects are joined with comma and space in the list's order; null when empty.
    features: 'Glowing, Silent',
    flightPath: 'Hovering',
    shape: null,
    tags: ['disc', 'ranch'],
  });
  expect(body.occurred).toBeUndefined();
  const parsed = reportRequestSchema.safeParse(body);
  expect(parsed.success, parsed.error?.message).toBe(true);
});

it('sends no duration or altitude when none was given', () => {
  expect(durationOf(emptyDraft())).toBeNull();
  expect(durationOf({ duration: { hours: 30, minutes: 75, seconds: -3 } })).toBe('23:59:00');
  expect(altitudeOf(emptyDraft())).toBeNull();
  expect(altitudeOf({ altitude: '', underCloudCover: true })).toBe('Under Cloud Cover');
});

it('refuses a draft without a pin', () => {
  expect(() => reportRequestOf({ ...completed, latitude: null })).toThrow();
});
