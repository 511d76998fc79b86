import { formatOccurred } from '../../common/display/date-format.ts';
import { FEED_PATH } from '../../common/pages/feed.ts';
import { sightingPagePath } from '../../common/pages/page-table.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { PublishedSighting } from '../sightings/public-reads.ts';
import { escapeHtml } from './html-escape.ts';

/** How many of the newest public sightings the feed lists. */
export const FEED_SIZE = 50;

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * Characters XML 1.0 cannot hold at all, even escaped: C0 controls other than tab and line breaks, the
 * two non-characters U+FFFE and U+FFFF, and halves of surrogate pairs standing alone. Imported text may
 * carry them, and one would make the whole feed unreadable to every reader.
 */
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** User text as XML character data: only ever text, whatever it holds. */
export function xmlText(text: string): string {
  return escapeHtml(text.replace(NOT_IN_XML, ''));
}

export function placeOf(sighting: Sighting): string {
  return (
    sighting.locationName ?? [sighting.city, sighting.region, sighting.country].filter(Boolean).join(', ')
  ).trim();
}

/** When and where, in the words of the site: the place's own clock when its time zone is known. */
export function summaryOf(sighting: Sighting): string {
  const when = sighting.timeZone
    ? `${formatOccurred(sighting.occurred, sighting.timeZone)} local time`
    : `${formatOccurred(sighting.occurred, 'UTC')} UTC`;
  const place = placeOf(sighting);
  return `Occurred ${when}${place ? ` in ${place}` : ''}.`;
}

/** Who mints the tag URIs of feeds read without a public address (RFC 4151), and since when. */
const TAG_AUTHORITY = 'skywatch,2024';

/**
 * A feed's or an entry's id, which must never change (a reader would show an entry again): the public
 * address when one is set, else a tag URI, never the host name the reader happened to ask by.
 */
export function atomId(path: string, publicUrl: string | undefined): string {
  return publicUrl ? `${publicUrl}${path}` : `tag:${TAG_AUTHORITY}:${path}`;
}

function entry({ sighting, published }: PublishedSighting, origin: string, publicUrl: string | undefined): string {
  const url = xmlText(`${origin}${sightingPagePath(sighting.id)}`);
  const lines = [
    '  <entry>',
    `    <title>${xmlText(sighting.summary?.trim() || 'UFO sighting')}</title>`,
    `    <link rel="alternate" type="text/html" href="${url}"/>`,
    `    <id>${xmlText(atomId(sightingPagePath(sighting.id), publicUrl))}</id>`,
    `    <published>${xmlText(published)}</published>`,
    `    <updated>${xmlText(published)}</updated>`,
    `    <summary>${xmlText(summaryOf(sighting))}</summary>`,
  ];
  if (sighting.detailedDescription?.trim()) {
    lines.push(`    <content type="text">${xmlText(sighting.detailedDescription)}</content>`);
  }
  for (const tag of sighting.tags) lines.push(`    <category term="${xmlText(tag)}"/>`);
  lines.push('  </entry>');
  return lines.join('\n');
}

/**
 * An Atom feed (RFC 4287) of the sightings published last, in the order given (newest first). Every
 * text that came from a report is escaped, so a summary can never become markup in a feed reader.
 */
export function atomFeed(
  entries: readonly PublishedSighting[],
  site: { origin: string; siteName: string; now: Date; publicUrl?: string | undefined },
  /** A filtered or private feed's own address and title; the site's feed without. */
  own: { path: string; title: string } = { path: FEED_PATH, title: 'newest UFO sightings' },
): string {
  const origin = xmlText(site.origin);
  const updated = entries[0]?.published ?? site.now.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xmlText(`${site.siteName}: ${own.title}`)}</title>`,
    `  <subtitle>The latest approved reports of UFO sightings on ${xmlText(site.siteName)}.</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${origin}${xmlText(own.path)}"/>`,
    `  <link rel="alternate" type="text/html" href="${origin}/"/>`,
    `  <id>${xmlText(atomId(own.path === FEED_PATH ? '/' : own.path, site.publicUrl))}</id>`,
    `  <updated>${xmlText(updated)}</updated>`,
    `  <author><name>${xmlText(site.siteName)}</name></author>`,
    ...entries.map((published) => entry(published, site.origin, site.publicUrl)),
    '</feed>',
    '',
  ].join('\n');
}

/** The head link by which browsers and feed readers find the feed from any page. */
export function feedLinkTag(siteName: string): string {
  return `<link rel="alternate" type="application/atom+xml" title="${xmlText(`${siteName}: newest UFO sightings`)}" href="${FEED_PATH}" />`;
}
