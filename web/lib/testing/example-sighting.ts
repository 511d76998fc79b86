import { sightingSchema, type Sighting } from '../../../common/schemas/sighting.ts';

/** A public sighting as the API sends it (checked against the schema); override what a test is about. */
export function exampleSighting(overrides: Partial<Sighting> = {}): Sighting {
  return sightingSchema.parse({
    id: 'ab12cd34',
    summary: 'Three silent orange lights drifted over the lake',
    detailedDescription: 'We watched three orange lights hover above the water.',
    type: 'Sighting',
    source: 'Skywatch',
    status: 'APPROVED',
    approved: true,
    deleted: false,
    rating: '2',
    occurred: '2024-05-01T22:15:00.000Z',
    submitted: '2024-05-02T08:00:00.000Z',
    created: '2024-05-02T08:00:00.000Z',
    daysBetweenOccurrenceAndSubmission: 0,
    country: 'United States',
    iso2CountryCode: 'US',
    region: 'Arizona',
    city: 'Phoenix',
    locationName: 'Phoenix, Arizona, United States',
    formattedAddress: null,
    address: null,
    addressResolution: 'APPROXIMATE',
    latitude: 33.45,
    longitude: -112.07,
    timeZone: 'America/Phoenix',
    point: { type: 'Point', coordinates: [-112.07, 33.45] },
    location: null,
    shape: 'Sphere',
    features: 'Lights, Silent',
    flightPath: 'Hovering',
    altitude: null,
    distance: null,
    duration: '00:05:00',
    entityEncountered: false,
    landingOccurred: false,
    tags: ['lights', 'orb'],
    media: [],
    // Alone unless a test says otherwise: an event of one, named by the sighting's own id.
    eventId: overrides.id ?? 'ab12cd34',
    eventSize: 1,
    ...overrides,
  });
}

/** Every optional detail of a sighting left out, as a witness may leave them all. */
export const NO_OPTIONAL_DETAILS = {
  addressResolution: null,
  rating: null,
  tags: [],
  media: [],
  shape: null,
  features: null,
  flightPath: null,
  distance: null,
  duration: null,
  altitude: null,
} satisfies Partial<Sighting>;

/** One page of sightings in the shape of the paged answers (search, pending reports). */
export function pageOfSightings(content: Sighting[], totalElements = content.length, size = 25) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: 0, size };
}
