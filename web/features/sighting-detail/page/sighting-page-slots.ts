import type { ComponentType } from 'react';
import type { Sighting } from '../../../../common/schemas/sighting.ts';

/**
 * Cards other features add to the sighting page; app/ passes them in, since features never import
 * each other.
 */
export interface SightingPageSlots {
  /** Shown under the Summary card (the sky at the time). */
  UnderSummary?: ComponentType<{ sighting: Sighting }>;
}
