import { clampDuration, type DurationParts } from '../../../../common/display/duration.ts';

/**
 * One duration box changed: its text read as a whole number (blank is 0) and the whole duration
 * clamped to hours 0-23, minutes and seconds 0-59.
 */
export function withDurationField(parts: DurationParts, field: keyof DurationParts, text: string): DurationParts {
  const value = text.trim() === '' ? 0 : Number(text);
  return clampDuration({ ...parts, [field]: value });
}
