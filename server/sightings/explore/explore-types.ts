import type { RawBuilder } from 'kysely';
import type { LngLatBox } from '../map/map-boxes.ts';

/**
 * The explorer's shapes of data, shared by its planner, its strategies and its service. This module
 * imports nothing of the explorer, so every other module may import it.
 */

/** What a view is narrowed to, as the rows hold it; a term is the search's matches, read when needed. */
export interface ExploreFilters {
  /**
   * The date range: days on each sighting's own calendar (its `local_date`, decision 0047) as day
   * numbers (whole-years.ts), from (inclusive) and to (exclusive).
   */
  fromDay?: number;
  toDay?: number;
  /** The term, which names the matches in a remembered answer, and how to read their keys. */
  match?: {
    term: string;
    keys: () => Promise<readonly number[]>;
    /** The match as a condition on the rows, where the engine tests it better than the keys. */
    condition?: RawBuilder<boolean>;
  };
  hasMedia: boolean;
  shape?: string;
  country?: string;
  source?: string;
}

/** A view's boxes (two across the antimeridian) and the level of the grid it is counted on. */
export interface ExploreView {
  boxes: readonly LngLatBox[];
  level: number;
}

/** The public sightings of one cell; `seq` is the sighting's when the cell holds one. */
export interface CellCount {
  cell: number;
  count: number;
  latitudeSum: number;
  longitudeSum: number;
  seq: number;
}

/** A cell's count, with the id of its one sighting once it is known. */
export type NamedCellCount = CellCount & { id?: string };

export interface PeriodCount {
  year: number;
  /** 1–12; absent for years. */
  month?: number;
  count: number;
}

export interface ExploreFacetRows {
  shapes: Array<{ value: string; count: number }>;
  countries: Array<{ value: string; count: number }>;
  hours: Array<{ value: number; count: number }>;
  months: Array<{ value: number; count: number }>;
}
