import { mediaTypeOf, mediaUrl } from '../../common/display/media-type.ts';
import { truncate } from '../../common/display/text.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { escapeHtml } from './html-escape.ts';

export interface ShareMeta {
  url: string;
  title: string;
  description: string;
  imageUrl: string | null;
}

const DESCRIPTION_LENGTH = 200;

/** What a shared link to a sighting previews as: summary, place and first image. */
export function sightingShareMeta(
  sighting: Sighting,
  options: { siteName: string; pageUrl: string; origin: string; mediaBaseUrl: string },
): ShareMeta {
  const place = sighting.locationName ?? [sighting.city, sighting.region, sighting.country].filter(Boolean).join(', ');
  const firstPhoto = sighting.media.find((file) => mediaTypeOf(file) === 'photo');
  const photoUrl = firstPhoto ? mediaUrl(options.mediaBaseUrl, sighting, firstPhoto) : null;
  return {
    url: options.pageUrl,
    title: truncate(`${sighting.summary ?? 'UFO sighting'}${place ? ` — ${place}` : ''}`, 120),
    description: truncate(
      sighting.detailedDescription ?? sighting.summary ?? `A UFO sighting on ${options.siteName}.`,
      DESCRIPTION_LENGTH,
    ),
    imageUrl: photoUrl ? new URL(photoUrl, options.origin).toString() : null,
  };
}

/** Open Graph and Twitter tags (the page's own title is common/pages/page-title.ts). */
export function shareMetaTags(meta: ShareMeta, siteName: string): string {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:site_name', siteName],
    ['property', 'og:type', 'article'],
    ['property', 'og:url', meta.url],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.imageUrl) {
    tags.push(['property', 'og:image', meta.imageUrl], ['name', 'twitter:image', meta.imageUrl]);
  }
  return [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/** Settings the web app reads from the page (web/lib/site-settings.ts), by name: tiles, media and footer links. */
export function siteSettings(config: {
  tileUrl: string;
  mediaBaseUrl: string;
  advertisingUrl: string | undefined;
  footerLinks: { socialX?: string; socialFacebook?: string; feedback?: string };
}): Record<string, string> {
  const settings: Array<[string, string | undefined]> = [
    ['tile-url', config.tileUrl],
    // Only when media are served from elsewhere (a public bucket or a CDN): the app's default is /media.
    ['media-base-url', config.mediaBaseUrl === '/media' ? undefined : config.mediaBaseUrl],
    ['social-x', config.footerLinks.socialX],
    ['social-facebook', config.footerLinks.socialFacebook],
    ['feedback', config.footerLinks.feedback],
    ['advertising', config.advertisingUrl],
  ];
  return Object.fromEntries(settings.filter((setting): setting is [string, string] => Boolean(setting[1])));
}

/** The settings as the page's `<meta name="skywatch:NAME">` tags. */
export function siteSettingTags(settings: Readonly<Record<string, string>>): string {
  return Object.entries(settings)
    .map(([name, value]) => `<meta name="skywatch:${name}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}
