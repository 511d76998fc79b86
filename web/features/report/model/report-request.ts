import {
  FEATURE_OPTIONS,
  FLIGHT_PATH_OPTIONS,
  SHAPE_OPTIONS,
  UNDER_CLOUD_COVER,
} from '../../../../common/vocabulary/report-options.ts';
import { formatDuration } from '../../../../common/display/duration.ts';
import { joinMultiValue } from '../../../../common/display/text.ts';
import type { ReportRequest } from '../../../../common/schemas/report.ts';
import type { ReportDraft } from './report-draft.ts';

/** Chosen values in the list's own order, so the stored text reads the same however they were ticked. */
function inListOrder(options: readonly string[], chosen: readonly string[]): string[] {
  return options.filter((option) => chosen.includes(option));
}

/** The duration as hh:mm:ss, or null when the visitor left it at zero (not given). */
export function durationOf(draft: Pick<ReportDraft, 'duration'>): string | null {
  const text = formatDuration(draft.duration);
  return text === '00:00:00' ? null : text;
}

/** The altitude, with 'Under Cloud Cover' appended when ticked; null when neither. */
export function altitudeOf(draft: Pick<ReportDraft, 'altitude' | 'underCloudCover'>): string | null {
  return joinMultiValue([draft.altitude, draft.underCloudCover ? UNDER_CLOUD_COVER : '']);
}

export const featuresOf = (draft: Pick<ReportDraft, 'features'>) =>
  joinMultiValue(inListOrder(FEATURE_OPTIONS, draft.features));
export const flightPathOf = (draft: Pick<ReportDraft, 'flightPath'>) =>
  joinMultiValue(inListOrder(FLIGHT_PATH_OPTIONS, draft.flightPath));
export const shapeOf = (draft: Pick<ReportDraft, 'shape'>) => joinMultiValue(inListOrder(SHAPE_OPTIONS, draft.shape));

/**
 * The body of POST /sightings/report built from a completed draft (common/schemas/report.ts). The
 * wizard checks every step before it gets here, so a missing pin is a bug, not a visitor's mistake.
 */
export function reportRequestOf(draft: ReportDraft): ReportRequest {
  if (draft.latitude === null || draft.longitude === null) throw new Error('The report has no location.');
  return {
    summary: draft.summary.trim(),
    detailedDescription: draft.detailedDescription.trim(),
    // The date and time on the clocks of the place: the server reads them in the place's zone.
    occurredLocal: draft.occurred || null,
    latitude: draft.latitude,
    longitude: draft.longitude,
    address: draft.address.trim() || null,
    city: draft.city,
    region: draft.region,
    country: draft.country,
    iso2CountryCode: draft.iso2CountryCode,
    altitude: altitudeOf(draft),
    distance: draft.distance || null,
    duration: durationOf(draft),
    features: featuresOf(draft),
    flightPath: flightPathOf(draft),
    shape: shapeOf(draft),
    tags: [...draft.tags],
  };
}
