export const RATING_STAR_COUNT = 5;

const STARS_BY_WORD: Record<string, number> = { excellent: 5, good: 4, fair: 3, poor: 2 };

/**
 * Stars shown for a rating: the words Excellent..Poor map to 5..2; reports store '0'..'4',
 * shown as that number plus one; anything else is 1 star.
 */
export function ratingStars(rating: string | number | null | undefined): number {
  const text = String(rating ?? '').trim();
  const byWord = STARS_BY_WORD[text.toLowerCase()];
  if (byWord) return byWord;
  if (/^[0-4]$/.test(text)) return Number(text) + 1;
  return 1;
}

/** The stored text for a number of stars chosen in the editor. */
export function ratingFromStars(stars: number): string {
  const clamped = Math.min(RATING_STAR_COUNT, Math.max(1, Math.round(stars)));
  return String(clamped - 1);
}
