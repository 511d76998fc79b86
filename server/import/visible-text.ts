import { withoutInvisibleFormatting } from '../../common/schemas/clean-text.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';

/**
 * An imported sighting with invisible formatting removed from every text, after HTML entities were
 * decoded (an entity can spell U+202E too): a file is held to the same rule as a report typed in.
 */
export function withVisibleText(sighting: NewSighting): NewSighting {
  const cleaned: Record<string, unknown> = { ...sighting };
  for (const [field, value] of Object.entries(sighting)) {
    if (typeof value === 'string') cleaned[field] = withoutInvisibleFormatting(value);
  }
  cleaned.tags = sighting.tags.map(withoutInvisibleFormatting);
  return cleaned as unknown as NewSighting;
}
