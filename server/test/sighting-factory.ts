import { daysBetween } from '../../common/display/variance.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { newSightingId } from '../sightings/sighting-id.ts';

/** What makes a sighting a report waiting for review: spread it into makeSighting's overrides. */
export const PENDING_REVIEW = { approved: false, status: 'PENDING' } as const satisfies Partial<NewSighting>;

/** A plausible public sighting; override what the test is about. */
export function makeSighting(overrides: Partial<NewSighting> = {}): NewSighting {
  const occurred = overrides.occurred ?? '2024-05-01T22:15:00.000Z';
  const submitted = overrides.submitted ?? '2024-05-02T08:00:00.000Z';
  return {
    id: newSightingId(),
    type: 'Sighting',
    summary: 'Three silent orange lights drifted over the lake',
    detailedDescription: 'We watched three orange lights hover above the water, then drift east without a sound.',
    occurred,
    submitted,
    created: submitted,
    daysBetweenOccurrenceAndSubmission: daysBetween(new Date(occurred), new Date(submitted)),
    locationName: 'Lake Tahoe, California, United States',
    address: null,
    formattedAddress: 'Lake Tahoe, California, United States',
    city: 'South Lake Tahoe',
    region: 'California',
    country: 'United States',
    iso2CountryCode: 'US',
    latitude: 38.94,
    longitude: -119.98,
    timeZone: 'America/Los_Angeles',
    location: null,
    addressResolution: 'APPROXIMATE',
    altitude: 'Treetop',
    distance: 'Over 1 Mile',
    duration: '00:05:00',
    entityEncountered: false,
    landingOccurred: false,
    features: 'Lights, Silent',
    flightPath: 'Hovering',
    shape: 'Sphere',
    rating: '2',
    source: 'Skywatch',
    status: 'APPROVED',
    tags: ['lights', 'orb'],
    deleted: false,
    approved: true,
    importKey: null,
    ...overrides,
  };
}
