import { sightingSchema, type Sighting } from '../../../common/schemas/sighting.ts';

/** A public sighting as the API sends it (checked against the schema); override what a test is about. */
export function exampleSighting(overrides: Partial<Sighting> = {}): Sighting {
  return sightingSchema.parse({
    id: 'ab12cd34',
    type: 'Sighting',
    summary: 'Three silent orange lights drifted over the lake',
    detailedDescription: 'We watched three orange lights hover above the water.',
    occurred: '2024-05-01T22:15:00.000Z',
    submitted: '2024-05-02T08:00:00.000Z',
    created: '2024-05-02T08:00:00.000Z',
    daysBetweenOccurrenceAndSubmission: 0,
    locationName: 'Lake Tahoe, California, United States',
    address: null,
    formattedAddress: 'Lake Tahoe, California, United States',
    city: 'South Lake Tahoe',
    region: 'California',
    country: 'United States',
    iso2CountryCode: 'US',
    latitude: 38.94,
    longitude: -119.98,
    location: null,
    point: { type: 'Point', coordinates: [-119.98, 38.94] },
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
    media: [],
    deleted: false,
    approved: true,
    ...overrides,
  });
}

/** One page of sightings in the shape of the paged answers (search, pending reports). */
export function pageOfSightings(content: Sighting[], totalElements = content.length, size = 25) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: 0, size };
}
