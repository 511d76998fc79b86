import { durationInWords } from '../../../../common/display/duration.ts';
import { labelsWithMediaTypes } from '../../../../common/display/media-type.ts';
import { ratingStars } from '../../../../common/display/rating.ts';
import { titlecaseConstant } from '../../../../common/display/text.ts';
import { varianceText } from '../../../../common/display/variance.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';

const orNotSpecified = (value: string | null) => value?.trim() || 'Not specified';

/** The Summary card's values as shown, with their fallbacks ('Unknown', 'Not specified') for missing fields. */
export function sightingFacts(sighting: Sighting) {
  return {
    variance: varianceText(sighting.daysBetweenOccurrenceAndSubmission),
    accuracy: titlecaseConstant(sighting.addressResolution),
    type: sighting.type?.trim() || 'Unknown',
    source: sighting.source?.trim() || 'Unknown',
    stars: ratingStars(sighting.rating),
    labels: labelsWithMediaTypes(sighting.tags, sighting.media),
    shape: sighting.shape?.trim() || 'Unknown',
    features: orNotSpecified(sighting.features),
    flightPath: orNotSpecified(sighting.flightPath),
    distance: orNotSpecified(sighting.distance),
    duration: durationInWords(sighting.duration),
    altitude: orNotSpecified(sighting.altitude),
  };
}
