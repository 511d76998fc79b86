import type {
  ClustersAnswer,
  ClustersQuery,
  ExploreViewQuery,
  FacetsAnswer,
  HistogramAnswer,
  HistogramQuery,
} from '../../../common/schemas/explore.ts';
import { boxesForBounds } from '../map/map-boxes.ts';
import type { PublicSightingReads } from '../public-reads.ts';
import { nextDay, phraseTooCommonAsBadRequest } from '../service.ts';
import { timelineKeyFloor } from '../timeline/timeline-key.ts';
import { clusterLevel, viewLevel } from './explore-grid.ts';
import type { ExploreFilters, ExploreRepository, ExploreView } from './explore-repository.ts';

/** With no date given, a term's matches are read over every date a sighting can have. */
const EARLIEST_INSTANT = '0001-01-01T00:00:00.000Z';
const LATEST_INSTANT = '9999-12-31T23:59:59.999Z';
/** Cluster positions are given to about ten centimetres. */
const POSITION_DECIMALS = 6;

/**
 * The whole record in a map's view (decision 0024): its public sightings as clusters, by year or
 * month, and by shape, country, hour and month, all counted in the same cells and narrowed by the
 * same filters, so every answer's total is the same number.
 */
export class ExploreService {
  readonly #repository: ExploreRepository;
  readonly #search: Pick<PublicSightingReads, 'matchKeys'>;

  constructor(repository: ExploreRepository, search: Pick<PublicSightingReads, 'matchKeys'>) {
    this.#repository = repository;
    this.#search = search;
  }

  async clusters(query: ClustersQuery): Promise<ClustersAnswer> {
    const { view, filters } = await this.#viewOf(query);
    const cells = await this.#repository.cellCounts(view, clusterLevel(view.level, query.zoom), filters);
    const singles = cells.filter((cell) => cell.count === 1).map((cell) => cell.seq);
    const ids = singles.length > 0 ? await this.#repository.idsBySeq(singles) : new Map<number, string>();
    const clusters = cells
      .map((cell) => ({
        latitude: rounded(cell.latitudeSum / cell.count),
        longitude: rounded(cell.longitudeSum / cell.count),
        count: cell.count,
        ...(cell.count === 1 && ids.has(cell.seq) ? { id: ids.get(cell.seq)! } : {}),
      }))
      .sort((a, b) => b.count - a.count);
    return { clusters, total: clusters.reduce((sum, cluster) => sum + cluster.count, 0) };
  }

  async histogram(query: HistogramQuery): Promise<HistogramAnswer> {
    const { view, filters } = await this.#viewOf(query);
    const periods = await this.#repository.periodCounts(view, query.interval, filters);
    const buckets = periods.map(({ year, month, count }) => ({
      period: month === undefined ? fourDigits(year) : `${fourDigits(year)}-${String(month).padStart(2, '0')}`,
      count,
    }));
    return { buckets, total: buckets.reduce((sum, bucket) => sum + bucket.count, 0) };
  }

  async facets(query: ExploreViewQuery): Promise<FacetsAnswer> {
    const { view, filters } = await this.#viewOf(query);
    const rows = await this.#repository.facets(view, filters);
    const mostFirst = (a: { value: string; count: number }, b: { value: string; count: number }) =>
      b.count - a.count || a.value.localeCompare(b.value);
    const hours = Array.from({ length: 24 }, () => 0);
    for (const { value, count } of rows.hours) hours[value] = count;
    const months = Array.from({ length: 12 }, () => 0);
    for (const { value, count } of rows.months) months[value - 1] = count;
    return {
      shapes: rows.shapes.sort(mostFirst),
      countries: rows.countries.sort(mostFirst),
      hours,
      months,
      total: hours.reduce((sum, count) => sum + count, 0),
    };
  }

  async #viewOf(query: ExploreViewQuery): Promise<{ view: ExploreView; filters: ExploreFilters }> {
    const boxes = boxesForBounds(query);
    const from = query.fromDate === undefined ? undefined : `${query.fromDate}T00:00:00.000Z`;
    const to = query.toDate === undefined ? undefined : nextDay(query.toDate);
    const filters: ExploreFilters = {
      ...(from === undefined ? {} : { fromKey: timelineKeyFloor(from) }),
      ...(to === undefined ? {} : { toKey: timelineKeyFloor(to) }),
      hasMedia: query.hasMedia,
      ...(query.shape === undefined ? {} : { shape: query.shape }),
      ...(query.country === undefined ? {} : { country: query.country }),
    };
    const { term } = query;
    if (term !== undefined) {
      const criteria = {
        term,
        fromInstant: from ?? EARLIEST_INSTANT,
        toInstantExclusive: to ?? LATEST_INSTANT,
        hasMedia: query.hasMedia,
        excludeExplained: false,
      };
      // Read only when the answer is not remembered: a common word's matches are hundreds of thousands.
      filters.match = { term, keys: () => this.#search.matchKeys(criteria).catch(phraseTooCommonAsBadRequest) };
    }
    return { view: { boxes, level: viewLevel(boxes) }, filters };
  }
}

const rounded = (degrees: number) => Number(degrees.toFixed(POSITION_DECIMALS));
const fourDigits = (year: number) => String(year).padStart(4, '0');
