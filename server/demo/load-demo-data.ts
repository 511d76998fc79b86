import type { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { zoneAt } from '../geodata/time-zones.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import { historicalSightings, type HistoricalSighting } from './historical-sightings.ts';

export const HISTORICAL_SOURCE = 'Historical record';

/**
 * A historical case was on record from the time it happened (reported that day: the press, the
 * military, the witnesses' own accounts), not from when this database loaded it: that is its
 * submission date, so that the newest report, the toast on a first visit and the sighting page's
 * "Submitted" tell the truth. `created` stays the time it was stored here.
 */
function toNewSighting(historical: HistoricalSighting, loadedAt: Date): NewSighting {
  const occurred = new Date(historical.occurred);
  return {
    id: newSightingId(),
    type: historical.type,
    summary: historical.summary,
    detailedDescription: historical.detailedDescription,
    occurred: occurred.toISOString(),
    submitted: occurred.toISOString(),
    created: loadedAt.toISOString(),
    daysBetweenOccurrenceAndSubmission: 0,
    locationName: historical.locationName,
    address: null,
    formattedAddress: historical.locationName,
    city: historical.city,
    region: historical.region,
    country: historical.country,
    iso2CountryCode: historical.iso2CountryCode,
    latitude: historical.latitude,
    longitude: historical.longitude,
    timeZone: zoneAt(historical.latitude, historical.longitude),
    location: null,
    addressResolution: 'APPROXIMATE',
    altitude: historical.altitude,
    distance: historical.distance,
    duration: historical.duration,
    entityEncountered: false,
    landingOccurred: historical.type === 'Landing',
    features: historical.features,
    flightPath: historical.flightPath,
    shape: historical.shape,
    rating: historical.rating,
    source: HISTORICAL_SOURCE,
    status: 'APPROVED',
    tags: historical.tags,
    deleted: false,
    approved: true,
    importKey: `historical:${historical.key}`,
  };
}

/** Gives an empty database the built-in historical sightings, so a new user sees a living map. */
export async function loadDemoData(sightings: BulkSightingRepository, loadedAt = new Date()): Promise<number> {
  if (!(await sightings.isEmpty())) return 0;
  return sightings.insertMany(historicalSightings.map((historical) => toNewSighting(historical, loadedAt)));
}
