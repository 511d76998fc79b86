import type { ComponentType } from 'react';
import type { Sighting } from '../../../../common/schemas/sighting.ts';

/**
 * Cards other features add to the sighting page; app/ passes them in, since features never import
 * each other.
 */
export interface SightingPageSlots {
  /** Shown first, above the Summary card (the other witnesses of its event). */
  AboveSummary?: ComponentType<{ sighting: Sighting }>;
  /** Shown under the Summary card (the sky at the time). */
  UnderSummary?: ComponentType<{ sighting: Sighting }>;
}
