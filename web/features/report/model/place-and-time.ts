import { EARLIEST_OCCURRED_INPUT, occurredIso } from '../../../lib/occurred-input.ts';
import type { PlaceAndTime } from '../report-page-slots.ts';
import { hasPin, type ReportDraft } from './report-draft.ts';

/**
 * The draft's place and instant once both are given (a pin, a full date and time from 1900 on), or
 * null. The time is the visitor's local time, as the input shows it.
 */
export function placeAndTimeOf(draft: Pick<ReportDraft, 'latitude' | 'longitude' | 'occurred'>): PlaceAndTime | null {
  if (!hasPin(draft) || draft.occurred < EARLIEST_OCCURRED_INPUT) return null;
  const occurred = occurredIso(draft.occurred);
  if (!occurred) return null;
  return { latitude: draft.latitude!, longitude: draft.longitude!, occurred };
}
