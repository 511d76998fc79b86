import { formatOccurred } from '../display/date-format.ts';
import { sightingPlace } from '../display/sighting-place.ts';
import { truncate } from '../display/text.ts';
import type { Sighting } from '../schemas/sighting.ts';

/** The title the spec gives every page; a sighting's or an event's page puts its own words before it. */
export const SITE_TITLE = 'Skywatch Real-Time UFO Sightings Map | Latest Reports, Photos, and Videos';

const SUMMARY_LENGTH = 70;

type TitleFields = Pick<
  Sighting,
  'summary' | 'occurred' | 'timeZone' | 'locationName' | 'formattedAddress' | 'city' | 'region' | 'country'
>;

/**
 * A sighting's page title: place, the witness's local date and summary, then the site's title, so
 * tabs, bookmarks and search results tell one sighting from another.
 */
export function sightingPageTitle(sighting: TitleFields, page: 'sighting' | 'event' = 'sighting'): string {
  const day = formatOccurred(sighting.occurred, sighting.timeZone ?? 'UTC').slice(0, 10);
  const what = page === 'event' ? 'UFO event' : 'UFO sighting';
  const where = sightingPlace(sighting);
  const heading = [where ? `${what} in ${where}` : what, day].filter(Boolean).join(', ');
  const summary = truncate(sighting.summary?.trim(), SUMMARY_LENGTH);
  return `${summary ? `${heading}: ${summary}` : heading} | ${SITE_TITLE}`;
}
