import { mediaUrl } from '../../../common/display/media-type.ts';
import { sightingPagePath } from '../../../common/pages/page-table.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';

/** Where an export's links point: the site's public origin and where its media are served. */
export interface ExportSite {
  origin: string;
  mediaBaseUrl: string;
}

/**
 * A sighting as exports carry it: what its public page shows, its permalink and its media as
 * addresses. Listed field by field, so that nothing is exported by accident: not the address a
 * reporter typed (only staff see it, in the edit form), not the moderation state, not the stored
 * originals of media, and nothing about who reported it.
 */
export interface ExportedSighting {
  id: string;
  permalink: string;
  occurred: string;
  submitted: string;
  timeZone: string | null;
  daysBetweenOccurrenceAndSubmission: number;
  summary: string | null;
  detailedDescription: string | null;
  type: string | null;
  shape: string | null;
  features: string | null;
  flightPath: string | null;
  duration: string | null;
  altitude: string | null;
  distance: string | null;
  entityEncountered: boolean;
  landingOccurred: boolean;
  rating: string | null;
  source: string | null;
  tags: string[];
  media: string[];
  locationName: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  iso2CountryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  addressResolution: string | null;
}

export const EXPORTED_FIELDS = [
  'id',
  'permalink',
  'occurred',
  'submitted',
  'timeZone',
  'daysBetweenOccurrenceAndSubmission',
  'summary',
  'detailedDescription',
  'type',
  'shape',
  'features',
  'flightPath',
  'duration',
  'altitude',
  'distance',
  'entityEncountered',
  'landingOccurred',
  'rating',
  'source',
  'tags',
  'media',
  'locationName',
  'city',
  'region',
  'country',
  'iso2CountryCode',
  'latitude',
  'longitude',
  'addressResolution',
] as const satisfies ReadonlyArray<keyof ExportedSighting>;

/** An address on the site as an absolute URL (media may already be served from another host). */
function absolute(site: ExportSite, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${site.origin}${address}`;
}

export function exportedSighting(sighting: Sighting, site: ExportSite): ExportedSighting {
  const media: string[] = [];
  for (const file of sighting.media) {
    const address = mediaUrl(site.mediaBaseUrl, sighting, file);
    if (address) media.push(absolute(site, address));
  }
  return {
    id: sighting.id,
    permalink: absolute(site, sightingPagePath(sighting.id)),
    occurred: sighting.occurred,
    submitted: sighting.submitted,
    timeZone: sighting.timeZone,
    daysBetweenOccurrenceAndSubmission: sighting.daysBetweenOccurrenceAndSubmission,
    summary: sighting.summary,
    detailedDescription: sighting.detailedDescription,
    type: sighting.type,
    shape: sighting.shape,
    features: sighting.features,
    flightPath: sighting.flightPath,
    duration: sighting.duration,
    altitude: sighting.altitude,
    distance: sighting.distance,
    entityEncountered: sighting.entityEncountered,
    landingOccurred: sighting.landingOccurred,
    rating: sighting.rating,
    source: sighting.source,
    tags: sighting.tags,
    media,
    locationName: sighting.locationName,
    city: sighting.city,
    region: sighting.region,
    country: sighting.country,
    iso2CountryCode: sighting.iso2CountryCode,
    latitude: sighting.latitude,
    longitude: sighting.longitude,
    addressResolution: sighting.addressResolution,
  };
}
