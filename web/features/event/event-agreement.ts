import { durationInWords, parseDuration } from '../../../common/display/duration.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';

const seconds = (duration: string | null): number | null => {
  const parts = parseDuration(duration);
  return parts ? parts.hours * 3600 + parts.minutes * 60 + parts.seconds : null;
};

/**
 * How long the witnesses say it lasted: the shortest to the longest duration reported, in words;
 * one duration when they all agree, 'Not specified' when nobody gave one.
 */
export function durationRange(sightings: readonly Pick<Sighting, 'duration'>[]): string {
  const given = sightings
    .map(({ duration }) => ({ duration, seconds: seconds(duration) }))
    .filter((entry): entry is { duration: string; seconds: number } => entry.seconds !== null && entry.seconds > 0)
    .sort((a, b) => a.seconds - b.seconds);
  if (given.length === 0) return 'Not specified';
  const shortest = durationInWords(given[0]!.duration);
  const longest = durationInWords(given.at(-1)!.duration);
  return shortest === longest ? shortest : `${shortest} to ${longest}`;
}
