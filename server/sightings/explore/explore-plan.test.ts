import { describe, expect, it } from 'vitest';
import { SHAPE_YEAR_LEVELS, STORED_LEVELS } from './explore-grid.ts';
import { isFromKeptPieces, planOf, type ExploreAnswer, type ExploreStrategy } from './explore-plan.ts';
import type { ExploreFilters } from './explore-types.ts';
import { yearStartDay } from './whole-years.ts';

const years = (first: number, last: number) => ({ fromDay: yearStartDay(first), toDay: yearStartDay(last + 1) });
const A_MONTH = {
  fromDay: yearStartDay(2000),
  toDay: yearStartDay(2000) + (yearStartDay(2001) - yearStartDay(2000)) / 12,
};
const TEN_YEARS = years(1990, 1999);
const SIXTY_YEARS = years(1940, 1999);
const TERM = { term: 'lights', keys: () => Promise.resolve([]) };

const FILTERS: Record<string, ExploreFilters> = {
  none: { hasMedia: false },
  'a month': { ...A_MONTH, hasMedia: false },
  'ten years': { ...TEN_YEARS, hasMedia: false },
  'sixty years': { ...SIXTY_YEARS, hasMedia: false },
  'from a date on': { fromDay: TEN_YEARS.fromDay, hasMedia: false },
  'a shape': { shape: 'disk', hasMedia: false },
  'a shape in a month': { shape: 'disk', ...A_MONTH, hasMedia: false },
  'a shape over ten years': { shape: 'disk', ...TEN_YEARS, hasMedia: false },
  'a shape in a country': { shape: 'disk', country: 'US', hasMedia: false },
  'a term': { match: TERM, hasMedia: false },
  'a country': { country: 'US', hasMedia: false },
  'a source': { source: 'NUFORC', hasMedia: false },
  'a shape from a source over ten years': { shape: 'disk', source: 'NUFORC', ...TEN_YEARS, hasMedia: false },
  media: { hasMedia: true },
  'ten years with media': { ...TEN_YEARS, hasMedia: true },
};

const CONTINENT = 4;
const COARSEST_FINE = STORED_LEVELS + 1;

/** Answer, the view's level, the clusters' level, filters → strategy. */
const PLANS: ReadonlyArray<[ExploreAnswer, number, number, keyof typeof FILTERS, ExploreStrategy]> = [
  // Clusters: no filter from the kept counts down to the levels they keep.
  ['clusters', CONTINENT, CONTINENT + 2, 'none', 'kept-pieces'],
  ['clusters', STORED_LEVELS - 2, STORED_LEVELS, 'none', 'kept-pieces'],
  ['clusters', STORED_LEVELS - 1, COARSEST_FINE, 'none', 'rows'],
  // A shape, with or without dates, from the kept counts by shape and year and the ends' rows.
  ['clusters', CONTINENT, CONTINENT + 2, 'a shape', 'kept-years-and-ends'],
  ['clusters', CONTINENT, CONTINENT + 2, 'a shape over ten years', 'kept-years-and-ends'],
  ['clusters', SHAPE_YEAR_LEVELS - 2, SHAPE_YEAR_LEVELS, 'a shape', 'kept-years-and-ends'],
  ['clusters', SHAPE_YEAR_LEVELS - 1, SHAPE_YEAR_LEVELS + 1, 'a shape', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'a shape in a month', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'a shape in a country', 'rows'],
  // A date range alone: the years' remembered rows, or the whole record less the years outside it.
  ['clusters', CONTINENT, CONTINENT + 2, 'a month', 'remembered-year-rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'ten years', 'remembered-year-rows'],
  ['clusters', SHAPE_YEAR_LEVELS, SHAPE_YEAR_LEVELS + 2, 'ten years', 'remembered-year-rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'sixty years', 'whole-less-outside'],
  ['clusters', SHAPE_YEAR_LEVELS + 1, SHAPE_YEAR_LEVELS + 3, 'ten years', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'from a date on', 'rows'],
  // Filters no kept count holds: the rows.
  ['clusters', CONTINENT, CONTINENT + 2, 'a term', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'a country', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'a source', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'a shape from a source over ten years', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'media', 'rows'],
  ['clusters', CONTINENT, CONTINENT + 2, 'ten years with media', 'rows'],
  // Years: the kept counts by year, for dates down to the levels kept, for a shape to those by shape.
  ['years', CONTINENT, CONTINENT, 'none', 'kept-pieces'],
  ['years', STORED_LEVELS, STORED_LEVELS, 'none', 'kept-pieces'],
  ['years', COARSEST_FINE, COARSEST_FINE, 'none', 'rows'],
  ['years', CONTINENT, CONTINENT, 'ten years', 'kept-years-and-ends'],
  ['years', STORED_LEVELS, STORED_LEVELS, 'sixty years', 'kept-years-and-ends'],
  ['years', CONTINENT, CONTINENT, 'from a date on', 'kept-years-and-ends'],
  ['years', CONTINENT, CONTINENT, 'a month', 'rows'],
  ['years', SHAPE_YEAR_LEVELS, SHAPE_YEAR_LEVELS, 'a shape', 'kept-years-and-ends'],
  ['years', SHAPE_YEAR_LEVELS + 1, SHAPE_YEAR_LEVELS + 1, 'a shape', 'rows'],
  ['years', CONTINENT, CONTINENT, 'a term', 'rows'],
  ['years', CONTINENT, CONTINENT, 'a country', 'rows'],
  ['years', CONTINENT, CONTINENT, 'a source', 'rows'],
  // Months, facets and the newest sightings: always the rows.
  ['months', CONTINENT, CONTINENT, 'none', 'rows'],
  ['facets', CONTINENT, CONTINENT, 'none', 'rows'],
  ['newest', CONTINENT, CONTINENT, 'none', 'rows'],
];

describe('the plan of an explorer answer', () => {
  it.each(PLANS)(
    '%s on a view of level %i (grid %i), filtered by %s: %s',
    (answer, viewLevel, level, filters, plan) => {
      expect(planOf(answer, { boxes: [], level: viewLevel }, FILTERS[filters]!, level)).toBe(plan);
    },
  );

  it.each(PLANS)(
    '%s on a view of level %i (grid %i), filtered by %s: asked first, kept pieces or not',
    (answer, viewLevel, level, filters, plan) => {
      const fromKept = isFromKeptPieces(answer, { boxes: [], level: viewLevel }, FILTERS[filters]!, level);
      expect(fromKept).toBe(plan === 'kept-pieces');
    },
  );
});
