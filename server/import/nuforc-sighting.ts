import { durationFromSeconds } from '../../common/display/duration.ts';
import { daysBetween } from '../../common/display/variance.ts';
import type { ADDRESS_RESOLUTIONS } from '../../common/vocabulary/report-options.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { utcFromLocalClock, zoneAt } from '../geodata/time-zones.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import { isoInstant } from './iso-instant.ts';
import type { NuforcPlace } from './nuforc-place.ts';
import { mapNuforcShape } from './nuforc-shapes.ts';
import { summarize } from './summary-text.ts';

export const NUFORC_SOURCE = 'NUFORC';

const HOUR_MS = 3_600_000;

/** What a row of either NUFORC format says, read and checked; the rest of a sighting is the same for both. */
export interface NuforcReport {
  /** The text the summary is cut from; blank, the summary is made from the shape and place. */
  summaryText: string;
  description: string | null;
  /** The local clock time of the sighting, read as if it were UTC, in ms. */
  localClockMs: number;
  /** The row gave a date without a time: `localClockMs` is that day's midnight, and no time is shown. */
  timeUnknown?: boolean;
  /** How exactly the coordinates place it; NUFORC's own files give a town's point: approximate. */
  resolution?: (typeof ADDRESS_RESOLUTIONS)[number];
  /** Where the rows came from; NUFORC unless told. */
  source?: string;
  /** Midnight UTC of the day the report was posted, in ms. */
  postedDayMs: number;
  place: NuforcPlace;
  latitude: number;
  longitude: number;
  shapeWord: string;
  durationSeconds: number | null;
  importKey: string;
}

export function nuforcSighting(report: NuforcReport, options: { pending: boolean }): NewSighting {
  // NUFORC gives the witness's clock time without a zone: the zone of the place says what it was in UTC.
  const timeZone = zoneAt(report.latitude, report.longitude);
  const occurred = timeZone ? utcFromLocalClock(report.localClockMs, timeZone) : report.localClockMs;
  const submitted = report.postedDayMs + 12 * HOUR_MS; // the day only is known: noon UTC
  const { place } = report;
  const { shape, tags } = mapNuforcShape(report.shapeWord);
  const seconds = report.durationSeconds;
  return {
    id: newSightingId(),
    type: 'Sighting',
    summary: report.summaryText
      ? summarize(report.summaryText)
      : `${shape ?? 'Unidentified'} object reported over ${place.locationName ?? 'an unknown place'}`,
    detailedDescription: report.description,
    occurred: isoInstant(occurred),
    submitted: isoInstant(submitted),
    created: isoInstant(submitted),
    daysBetweenOccurrenceAndSubmission: daysBetween(new Date(occurred), new Date(submitted)),
    locationName: place.locationName,
    address: null,
    formattedAddress: place.locationName,
    city: place.city,
    region: place.region,
    country: place.country,
    iso2CountryCode: place.iso2CountryCode,
    latitude: report.latitude,
    longitude: report.longitude,
    timeZone,
    ...(report.timeUnknown ? { timeUnknown: true } : {}),
    location: null,
    addressResolution: report.resolution ?? 'APPROXIMATE',
    altitude: null,
    distance: null,
    duration: seconds !== null && Number.isFinite(seconds) && seconds > 0 ? durationFromSeconds(seconds) : null,
    entityEncountered: false,
    landingOccurred: false,
    features: null,
    flightPath: null,
    shape,
    rating: '0',
    source: report.source ?? NUFORC_SOURCE,
    status: options.pending ? 'PENDING' : 'APPROVED',
    tags,
    deleted: false,
    approved: !options.pending,
    importKey: report.importKey,
  };
}
