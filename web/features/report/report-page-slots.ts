import type { ComponentType } from 'react';

/** A place and an instant the witness has given: the pin of step 1 and the date and time of step 3. */
export interface PlaceAndTime {
  latitude: number;
  longitude: number;
  /** ISO 8601 with an offset. */
  occurred: string;
}

/**
 * What other features add to the report wizard; app/ passes it in, since features never import each
 * other.
 */
export interface ReportPageSlots {
  /** Shown on step 3 once the place and time are set (the bright objects in the witness's sky). */
  SkyAtTheTime?: ComponentType<PlaceAndTime>;
}
