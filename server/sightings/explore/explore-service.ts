import type {
  ClustersAnswer,
  ClustersQuery,
  ExploreViewQuery,
  FacetsAnswer,
  HistogramAnswer,
  HistogramQuery,
} from '../../../common/schemas/explore.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { formatCount } from '../../../common/display/count-format.ts';
import { badRequest } from '../../http/errors.ts';
import type { AnswerWriter } from '../../http/json-body.ts';
import { boxesForBounds } from '../map/map-boxes.ts';
import type { PublicSightingReads } from '../public-reads.ts';
import { phraseTooCommonAsBadRequest } from '../query-rules.ts';
import { dayStart } from '../search/key-search.ts';
import { clusterLevel, viewLevel } from './explore-grid.ts';
import { CountTookTooLongError } from './counted-rows.ts';
import { readsEveryRow } from './explore-plan.ts';
import type { ExploreRepository } from './explore-repository.ts';
import type { CellCount, ExploreFilters, ExploreView } from './explore-types.ts';
import { dayNumber } from './whole-years.ts';

type Cluster = ClustersAnswer['clusters'][number];

/** With no date given, a term's matches are read over every date a sighting can have. */
const EARLIEST_INSTANT = '0001-01-01T00:00:00.000Z';
const LATEST_INSTANT = '9999-12-31T23:59:59.999Z';
/** Cluster positions are given to about ten centimetres. */
const POSITION_DECIMALS = 6;

/**
 * The whole record in a map's view (decision 0024): its public sightings as clusters, by year or
 * month, and by shape, country, hour and month, all narrowed by the same filters. Every count is of
 * the sightings inside the view's box (decision 0041), so every answer's total is the same number;
 * clusters are whole cells.
 */
export class ExploreService {
  readonly #repository: ExploreRepository;
  readonly #sightings: Pick<PublicSightingReads, 'matchKeys' | 'matchCondition' | 'byKeys'>;
  readonly #rowsLimit: number;
  readonly #clustersOfCells = new WeakMap<CellCount, Cluster>();

  /**
   * `rowsLimit`: the most public sightings a view may hold for an answer counted row by row where no
   * index narrows the rows first (a term, a country, a source, media; facets and months group every row); past
   * it, the visitor is asked to zoom in. Such a count runs off the serving thread (a read thread on
   * SQLite, the database on PostgreSQL) and is stopped at the serving time limit, which asks the same.
   */
  constructor(
    repository: ExploreRepository,
    sightings: Pick<PublicSightingReads, 'matchKeys' | 'matchCondition' | 'byKeys'>,
    rowsLimit: number,
  ) {
    this.#repository = repository;
    this.#sightings = sightings;
    this.#rowsLimit = rowsLimit;
  }

  /**
   * The newest public sightings inside the view's box itself (the table of sightings in view), narrowed
   * by the filters; refused, as the other answers are, when no index narrows a crowded view's rows.
   */
  async newestInView(query: ExploreViewQuery & { size: number }): Promise<Sighting[]> {
    const { view, filters } = await this.#viewOf(query);
    if (readsEveryRow(filters)) await this.#refuseCrowdedView(view);
    const keys = await zoomInWhenTooLong(this.#repository.newestKeys(view, filters, query.size));
    return this.#sightings.byKeys(keys);
  }

  async clusters(query: ClustersQuery): Promise<ClustersAnswer> {
    const { view, filters } = await this.#viewOf(query);
    if (readsEveryRow(filters)) await this.#refuseCrowdedView(view);
    const { cells, total } = await zoomInWhenTooLong(
      this.#repository.clusters(view, clusterLevel(view.level, query.zoom), filters),
    );
    const clusters = cells
      .map((cell) => {
        // A remembered cell (decision 0032) is the same object from answer to answer: so is its cluster.
        let cluster = this.#clustersOfCells.get(cell);
        if (cluster === undefined) {
          const id = cell.count === 1 ? cell.id : undefined;
          cluster = {
            latitude: rounded(cell.latitudeSum / cell.count),
            longitude: rounded(cell.longitudeSum / cell.count),
            count: cell.count,
            ...(id === undefined ? {} : { id }),
          };
          this.#clustersOfCells.set(cell, cluster);
        }
        return cluster;
      })
      .sort((a, b) => b.count - a.count);
    return { clusters, total };
  }

  /**
   * `clusters` and `histogram` as sent, written once per version of the data for everyone asking the
   * same view with the same filters: the home page's world view is every visitor's first.
   */
  clustersAnswer(query: ClustersQuery, write: AnswerWriter<ClustersAnswer>): Promise<Buffer> {
    return this.#repository.rememberedAnswer(`clusters ${JSON.stringify(query)}`, async () =>
      write(await this.clusters(query)),
    );
  }

  histogramAnswer(query: HistogramQuery, write: AnswerWriter<HistogramAnswer>): Promise<Buffer> {
    return this.#repository.rememberedAnswer(`histogram ${JSON.stringify(query)}`, async () =>
      write(await this.histogram(query)),
    );
  }

  async histogram(query: HistogramQuery): Promise<HistogramAnswer> {
    const { view, filters } = await this.#viewOf(query);
    if (query.interval === 'month' || readsEveryRow(filters)) await this.#refuseCrowdedView(view);
    const periods = await zoomInWhenTooLong(this.#repository.periodCounts(view, query.interval, filters));
    const buckets = periods.map(({ year, month, count }) => ({
      period: month === undefined ? fourDigits(year) : `${fourDigits(year)}-${String(month).padStart(2, '0')}`,
      count,
    }));
    return { buckets, total: buckets.reduce((sum, bucket) => sum + bucket.count, 0) };
  }

  async facets(query: ExploreViewQuery): Promise<FacetsAnswer> {
    const { view, filters } = await this.#viewOf(query);
    await this.#refuseCrowdedView(view);
    const rows = await zoomInWhenTooLong(this.#repository.facets(view, filters));
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

  /** 400 when the view holds more public sightings than may be counted row by row (from the kept counts). */
  async #refuseCrowdedView(view: ExploreView): Promise<void> {
    const held = await this.#repository.heldIn(view);
    if (held > this.#rowsLimit) {
      throw badRequest(
        `This view holds ${formatCount(held)} sightings, more than ${formatCount(this.#rowsLimit)} can be ` +
          'counted with these filters at once. Zoom in to narrow it.',
      );
    }
  }

  async #viewOf(query: ExploreViewQuery): Promise<{ view: ExploreView; filters: ExploreFilters }> {
    const boxes = boxesForBounds(query);
    // Days on each sighting's calendar (decision 0047); a term's matches are read a day wider at each
    // end, and each row's own day decides.
    const from = query.fromDate === undefined ? undefined : dayStart(query.fromDate, -1);
    const to = query.toDate === undefined ? undefined : dayStart(query.toDate, 2);
    const filters: ExploreFilters = {
      ...(query.fromDate === undefined ? {} : { fromDay: dayNumber(query.fromDate) }),
      ...(query.toDate === undefined ? {} : { toDay: dayNumber(query.toDate) + 1 }),
      hasMedia: query.hasMedia,
      ...(query.shape === undefined ? {} : { shape: query.shape }),
      ...(query.country === undefined ? {} : { country: query.country }),
      ...(query.source === undefined ? {} : { source: query.source }),
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
      filters.match = {
        term,
        keys: () => this.#sightings.matchKeys(criteria).catch(phraseTooCommonAsBadRequest),
        condition: this.#sightings.matchCondition(term) ?? undefined,
      };
    }
    return { view: { boxes, level: viewLevel(boxes) }, filters };
  }
}

/** A count stopped at the serving time limit is answered as a view too crowded to count: zoom in. */
async function zoomInWhenTooLong<Answer>(count: Promise<Answer>): Promise<Answer> {
  try {
    return await count;
  } catch (error) {
    if (error instanceof CountTookTooLongError) {
      throw badRequest('Counting this view with these filters took too long. Zoom in to narrow it.');
    }
    throw error;
  }
}

const rounded = (degrees: number) => Number(degrees.toFixed(POSITION_DECIMALS));
const fourDigits = (year: number) => String(year).padStart(4, '0');
