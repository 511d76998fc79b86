import type { NewSighting } from '../sightings/sighting-record.ts';
import type { SightingEdit } from '../sightings/staff-repository.ts';

/** A staff edit that saves a stored sighting as it is, but for `changes`. */
export function editOf(sighting: NewSighting, changes: Partial<SightingEdit>): SightingEdit {
  return {
    summary: sighting.summary,
    detailedDescription: sighting.detailedDescription,
    occurred: sighting.occurred,
    daysBetweenOccurrenceAndSubmission: sighting.daysBetweenOccurrenceAndSubmission,
    addressResolution: sighting.addressResolution,
    address: sighting.address,
    iso2CountryCode: sighting.iso2CountryCode,
    latitude: sighting.latitude,
    longitude: sighting.longitude,
    timeZone: sighting.timeZone,
    approved: sighting.approved,
    status: sighting.status,
    rating: sighting.rating,
    tags: sighting.tags,
    media: [],
    ...changes,
  };
}
