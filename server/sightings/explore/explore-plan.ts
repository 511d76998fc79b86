import { SHAPE_YEAR_LEVELS, STORED_LEVELS } from './explore-grid.ts';
import type { ExploreFilters, ExploreView } from './explore-types.ts';
import { splitAtYears, yearOfDay } from './whole-years.ts';

/** The answers the explorer gives: clusters (on a level of the grid), a histogram, facets, the newest sightings. */
export type ExploreAnswer = 'clusters' | 'years' | 'months' | 'facets' | 'newest';

/**
 * How an answer is counted (decision 0024), each by a module of its own:
 * - `kept-pieces`: the kept counts alone, in pieces remembered per cell (kept-view-pieces.ts);
 * - `kept-years-and-ends`: whole years from the kept counts by year (by shape and year for a shape),
 *   the days at the range's ends from the years' remembered rows (kept-years-and-ends.ts);
 * - `remembered-year-rows`: a date range alone, from each year's remembered rows (remembered-year-rows.ts);
 * - `whole-less-outside`: a long date range alone, as the whole record less the years outside it,
 *   or from the rows when those are many too (whole-less-outside.ts);
 * - `rows`: the matching rows, grouped in the database (counted-rows.ts).
 */
export type ExploreStrategy =
  'kept-pieces' | 'kept-years-and-ends' | 'remembered-year-rows' | 'whole-less-outside' | 'rows';

/**
 * A date range alone is counted from the remembered years when it spans at most this many (some
 * 15,000 rows a year in a million, 40 years some 20 MiB at a level of the grid): longer ones are the
 * whole record less the years outside them, or counted from the table.
 */
export const MOST_YEARS_FROM_REMEMBERED_ROWS = 40;

/**
 * The strategy for one answer, from the view, its filters and the levels the kept counts hold
 * (STORED_LEVELS with no filter, SHAPE_YEAR_LEVELS by shape and year). `level` is the clusters' grid
 * (at least the view's). Pure: what it names depends on nothing else.
 */
export function planOf(
  answer: ExploreAnswer,
  view: ExploreView,
  filters: ExploreFilters,
  level = view.level,
): ExploreStrategy {
  if (isFromKeptPieces(answer, view, filters, level)) return 'kept-pieces';
  switch (answer) {
    case 'clusters':
      if (filters.shape !== undefined && level <= SHAPE_YEAR_LEVELS && splitsAtYears(filters)) {
        return 'kept-years-and-ends';
      }
      // A dragged timeline's ranges in a crowded view: the years' rows are remembered, not read again.
      if (isDateRangeAlone(filters) && view.level <= SHAPE_YEAR_LEVELS) {
        return spansFewYears(filters.fromDay!, filters.toDay!) ? 'remembered-year-rows' : 'whole-less-outside';
      }
      return 'rows';
    case 'years':
      if (view.level <= (filters.shape === undefined ? STORED_LEVELS : SHAPE_YEAR_LEVELS) && splitsAtYears(filters)) {
        return 'kept-years-and-ends';
      }
      return 'rows';
    default:
      return 'rows';
  }
}

/**
 * Whether the answer is the `kept-pieces` strategy's: asked first, and alone, where an answer may be
 * remembered, as it is cheap and those answers are not kept whole (their pieces are).
 */
export function isFromKeptPieces(
  answer: ExploreAnswer,
  view: ExploreView,
  filters: ExploreFilters,
  level = view.level,
): boolean {
  if (!isUnfiltered(filters)) return false;
  if (answer === 'clusters') return level <= STORED_LEVELS;
  return answer === 'years' && view.level <= STORED_LEVELS;
}

export function isUnfiltered(filters: ExploreFilters): boolean {
  return (
    filters.fromDay === undefined &&
    filters.toDay === undefined &&
    filters.match === undefined &&
    !filters.hasMedia &&
    filters.shape === undefined &&
    filters.country === undefined &&
    filters.source === undefined
  );
}

/**
 * Whether a filter has no index to narrow the view's rows first (a term, a country, a source, media).
 * A source's own index does not help: one catalogue may hold most of the view.
 */
export function readsEveryRow(filters: ExploreFilters): boolean {
  return (
    filters.match !== undefined || filters.country !== undefined || filters.source !== undefined || filters.hasMedia
  );
}

/** Whether the filters are a date range, both ends given, and nothing else. */
function isDateRangeAlone(filters: ExploreFilters): boolean {
  const { fromDay, toDay, match, hasMedia, shape, country, source } = filters;
  return fromDay !== undefined && toDay !== undefined && !match && !hasMedia && !shape && !country && !source;
}

/**
 * Whether the kept counts by year answer the filters: only a shape and dates, on a range long enough
 * that its whole years outweigh the days at its ends (whole-years.ts).
 */
function splitsAtYears(filters: ExploreFilters): boolean {
  if (readsEveryRow(filters)) return false;
  return splitAtYears(filters) !== null;
}

/** Whether a range of days is not empty and within MOST_YEARS_FROM_REMEMBERED_ROWS years. */
export function spansFewYears(fromDay: number, toDay: number): boolean {
  return fromDay < toDay && yearOfDay(toDay - 1) - yearOfDay(fromDay) + 1 <= MOST_YEARS_FROM_REMEMBERED_ROWS;
}
