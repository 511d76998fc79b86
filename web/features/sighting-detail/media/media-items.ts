import { mediaTypeOf, mediaUrl, type MediaType } from '../../../../common/display/media-type.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';

/** Uploaded files are served here, by the server's /media route. */
export const MEDIA_BASE_URL = '/media';

export interface MediaItem {
  file: string;
  /** The file's own name, without any folders a stored path carries. */
  name: string;
  type: MediaType;
  /** Null when the address cannot be built; the card then shows the placeholder. */
  url: string | null;
}

export function mediaItems(sighting: Pick<Sighting, 'id' | 'submitted' | 'media'>): MediaItem[] {
  return sighting.media.map((file) => ({
    file,
    name: file.split(/[\\/]/).pop() || file,
    type: mediaTypeOf(file),
    url: mediaUrl(MEDIA_BASE_URL, sighting, file),
  }));
}
