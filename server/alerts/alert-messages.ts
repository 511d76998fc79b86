import { ALERT_CONFIRMATION_HOURS } from '../../common/schemas/alerts.ts';
import { sightingPagePath } from '../../common/pages/page-table.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { placeOf, summaryOf } from '../pages/atom-feed.ts';

export interface AlertLinks {
  /** The alert's page: change, pause or delete it. */
  page: string;
  /** One click, and the alert is gone. */
  unsubscribe: string;
}

function title(sighting: Sighting): string {
  return sighting.summary?.trim() || 'UFO sighting';
}

/** The mail whose link turns an e-mail alert on (double opt-in). */
export function confirmationMail(siteName: string, confirmUrl: string, pageUrl: string) {
  return {
    subject: `${siteName}: confirm your alert`,
    text: [
      `Someone, we hope you, asked ${siteName} to tell this address about UFO sightings reported in an area.`,
      '',
      `To turn the alert on, open this link within ${ALERT_CONFIRMATION_HOURS} hours:`,
      confirmUrl,
      '',
      'If it was not you, do nothing: without confirmation the alert and this address are deleted.',
      '',
      `The alert's page: ${pageUrl}`,
    ].join('\n'),
  };
}

/** One sighting, or a digest of those that came during the quiet quarter of an hour. */
export function alertMail(siteName: string, origin: string, sightings: readonly Sighting[], links: AlertLinks) {
  const [first] = sightings;
  const subject =
    sightings.length === 1 && first
      ? `${siteName}: ${title(first)}`
      : `${siteName}: ${sightings.length} new sightings in your area`;
  const entries = sightings.flatMap((sighting) => [
    title(sighting),
    summaryOf(sighting),
    `${origin}${sightingPagePath(sighting.id)}`,
    '',
  ]);
  return {
    subject,
    text: [
      sightings.length === 1
        ? 'A sighting was published in the area you follow:'
        : 'Sightings published in the area you follow:',
      '',
      ...entries,
      `Change or pause this alert: ${links.page}`,
      `Unsubscribe: ${links.unsubscribe}`,
    ].join('\n'),
  };
}

/** What a browser notification shows: the place, the time and the summary; a click opens the sighting. */
export function pushPayload(origin: string, sightings: readonly Sighting[]) {
  const [first] = sightings;
  if (!first) throw new Error('A push message needs a sighting.');
  if (sightings.length === 1) {
    return {
      title: placeOf(first) || 'UFO sighting near you',
      body: `${summaryOf(first)} ${title(first)}`,
      url: `${origin}${sightingPagePath(first.id)}`,
    };
  }
  return {
    title: `${sightings.length} new sightings near you`,
    body: sightings.map((sighting) => `${placeOf(sighting)}: ${title(sighting)}`).join('\n'),
    url: `${origin}${sightingPagePath(first.id)}`,
  };
}
