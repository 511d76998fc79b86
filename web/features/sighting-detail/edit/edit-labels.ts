import { labelsWithMediaTypes } from '../../../../common/display/media-type.ts';
import { TAG_MAX_LENGTH } from '../../../../common/constants.ts';
import { MAX_TAGS } from '../../../../common/schemas/sighting-update.ts';

const sameLabel = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Adds a typed label (SPEC §5): spaces tidied, at most 64 characters; empty text, duplicates (any
 * letter case) and labels past the limit are ignored. Answers the same array when nothing changed.
 */
export function addLabel(tags: readonly string[], text: string): readonly string[] {
  const label = text.replace(/\s+/g, ' ').trim().slice(0, TAG_MAX_LENGTH).trim();
  if (!label || tags.length >= MAX_TAGS || tags.some((tag) => sameLabel(tag, label))) return tags;
  return [...tags, label];
}

export function removeLabel(tags: readonly string[], label: string): string[] {
  return tags.filter((tag) => tag !== label);
}

/**
 * The labels the media gives (SPEC §4) beyond the sighting's own tags: one per media type not already
 * a tag; 'none' when there are neither tags nor media. Shown beside the tags, never stored.
 */
export function generatedLabels(tags: readonly string[], media: readonly string[]): string[] {
  return labelsWithMediaTypes(tags, media).filter((label) => !tags.includes(label));
}
