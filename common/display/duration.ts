export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

const clamp = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.trunc(value))) : 0;

/** A duration's limits: hours 0-23, minutes and seconds 0-59, clamped. */
export function clampDuration(parts: DurationParts): DurationParts {
  return {
    hours: clamp(parts.hours, 23),
    minutes: clamp(parts.minutes, 59),
    seconds: clamp(parts.seconds, 59),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Stored as hh:mm:ss, zero-padded. */
export function formatDuration(parts: DurationParts): string {
  const { hours, minutes, seconds } = clampDuration(parts);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

export function parseDuration(text: string | null | undefined): DurationParts | null {
  const match = /^(\d{1,2}):(\d{1,2}):(\d{1,2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  return clampDuration({ hours: Number(match[1]), minutes: Number(match[2]), seconds: Number(match[3]) });
}

/** Turns a number of seconds into hh:mm:ss, capped at 23:59:59. */
export function durationFromSeconds(totalSeconds: number): string {
  const capped = Math.min(Math.max(0, Math.round(totalSeconds)), 23 * 3600 + 59 * 60 + 59);
  return formatDuration({
    hours: Math.floor(capped / 3600),
    minutes: Math.floor((capped % 3600) / 60),
    seconds: capped % 60,
  });
}

const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;

/** Duration spoken in words, e.g. '1 hour, 5 minutes and 30 seconds'; 'Not Specified' when absent. */
export function durationInWords(text: string | null | undefined): string {
  const parts = parseDuration(text);
  if (!parts) return 'Not Specified';
  const words = [
    parts.hours ? unit(parts.hours, 'hour') : '',
    parts.minutes ? unit(parts.minutes, 'minute') : '',
    parts.seconds ? unit(parts.seconds, 'second') : '',
  ].filter(Boolean);
  if (words.length === 0) return 'Not Specified';
  if (words.length === 1) return words[0]!;
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
