import { labelsWithMediaTypes } from '../../../../common/display/media-type.ts';

/**
 * The labels the media gives beyond the sighting's own tags: one per media type not already
 * a tag; 'none' when there are neither tags nor media. Shown beside the tags, never stored.
 */
export function generatedLabels(tags: readonly string[], media: readonly string[]): string[] {
  return labelsWithMediaTypes(tags, media).filter((label) => !tags.includes(label));
}
