import { mediaTypeOf, mediaUrl, type MediaType } from '../../../../common/display/media-type.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { siteSetting } from '../../../lib/site-settings.ts';

/** Uploaded files are served by the server's /media route, unless MEDIA_BASE_URL names a bucket or CDN. */
const DEFAULT_MEDIA_BASE_URL = '/media';

export interface MediaItem {
  file: string;
  /** The file's own name, without any folders a stored path carries. */
  name: string;
  type: MediaType;
  /** Null when the address cannot be built; the card then shows the placeholder. */
  url: string | null;
}

export function mediaItems(sighting: Pick<Sighting, 'id' | 'submitted' | 'media'>): MediaItem[] {
  const base = siteSetting('media-base-url') ?? DEFAULT_MEDIA_BASE_URL;
  return sighting.media.map((file) => ({
    file,
    name: file.split(/[\\/]/).pop() || file,
    type: mediaTypeOf(file),
    url: mediaUrl(base, sighting, file),
  }));
}
