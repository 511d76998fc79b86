import { MEDIA_EXTENSIONS } from '../vocabulary/media-extensions.ts';

export type MediaType = 'photo' | 'video' | 'audio' | 'document' | 'unknown';

/** Media type by file extension, as MEDIA_EXTENSIONS lists them. */
export function mediaTypeOf(fileName: string): MediaType {
  const extension = /\.([^./\\]+)$/.exec(fileName.toLowerCase())?.[1];
  if (!extension) return 'unknown';
  for (const [type, extensions] of Object.entries(MEDIA_EXTENSIONS)) {
    if ((extensions as readonly string[]).includes(extension)) return type as MediaType;
  }
  return 'unknown';
}

/**
 * Labels generated from media: one per media type present, added only when not already a
 * tag; with no tags and no generated labels the label is 'none'.
 */
export function labelsWithMediaTypes(tags: readonly string[], media: readonly string[]): string[] {
  const labels = [...tags];
  for (const file of media) {
    const type = mediaTypeOf(file);
    if (!labels.includes(type)) labels.push(type);
  }
  return labels.length ? labels : ['none'];
}

/** A media file's address: media/{yyyy-MM-dd of submitted}/{sightingId}/{file} under the media base URL. */
export function mediaUrl(
  mediaBaseUrl: string,
  sighting: { id: string; submitted: string | null },
  file: string,
): string | null {
  const day = sighting.submitted?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !file) return null;
  const base = mediaBaseUrl.replace(/\/+$/, '');
  return `${base}/${day}/${encodeURIComponent(sighting.id)}/${encodeURIComponent(file)}`;
}
