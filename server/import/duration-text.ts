const SECONDS_PER_UNIT: Readonly<Record<string, number>> = {
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
};

/** One amount and one unit, perhaps 'about' it: '5 minutes', '~2 min', '1.5 hrs', '1/2 hour', '30sec.'. */
const AMOUNT_AND_UNIT =
  /^(?:~|about|approx\.?|approximately|around|roughly)?\s*(\d+(?:\.\d+)?|\d+\/\d+)\s*([a-z]+)\.?$/;

/**
 * Seconds of a duration written in words, when it clearly is one number and one unit; null for
 * anything else ('5-10 minutes', 'a few seconds', 'all night', '1 hour 20 minutes'), rather than a guess.
 * A bare 'm' is not read: it may be minutes or months.
 */
export function secondsFromDurationText(text: string): number | null {
  const match = AMOUNT_AND_UNIT.exec(text.trim().toLowerCase());
  if (!match) return null;
  const perUnit = SECONDS_PER_UNIT[match[2]!];
  if (perUnit === undefined) return null;
  const [numerator, denominator] = match[1]!.split('/').map(Number) as [number, number | undefined];
  const amount = denominator === undefined ? numerator : numerator / denominator;
  return Number.isFinite(amount) && amount > 0 ? amount * perUnit : null;
}
