import { EARLIEST_OCCURRED_INPUT, occurredIso } from '../../../lib/occurred-input.ts';
import type { PlaceAndTime } from '../report-page-slots.ts';
import { hasPin, type ReportDraft } from './report-draft.ts';

/**
 * The draft's place and instant once both are given (a pin, a full date and time from 1900 on) and
 * the place's zone is known, or null. The date and time are those on the clocks of the place.
 */
export function placeAndTimeOf(
  draft: Pick<ReportDraft, 'latitude' | 'longitude' | 'occurred'>,
  zone: string | null | undefined,
): PlaceAndTime | null {
  if (!hasPin(draft) || !zone || draft.occurred < EARLIEST_OCCURRED_INPUT) return null;
  const occurred = occurredIso(draft.occurred, zone);
  if (!occurred) return null;
  return { latitude: draft.latitude!, longitude: draft.longitude!, occurred };
}
