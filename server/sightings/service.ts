import type { BoxQuery, PageQuery } from '../../common/schemas/browse.ts';
import { isNarrowed, type ViewFilters } from '../../common/schemas/view-filters.ts';
import type { ExploreService } from './explore/explore-service.ts';
import { defaultSearchRange, type ParsedSearchRequest, type SearchPage } from '../../common/schemas/search.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { boxesForBounds } from './map/map-boxes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { AnswerWriter } from '../http/json-body.ts';
import type { PublicSightingReads, PublishedSighting } from './public-reads.ts';
import type { MatchCriteria, SearchCriteria } from './search/key-search.ts';
import { TooManyToGroupError } from './search/one-per-event.ts';
import { localDaysCriteria, phraseTooCommonAsBadRequest } from './query-rules.ts';
import type { StaffSightingRepository } from './staff-repository.ts';

export const SIGHTING_NOT_FOUND = 'The sighting you are looking for does not exist or is not approved.';

/**
 * What a search request matches, on every page of it: its dates as days on each sighting's calendar
 * (decision 0047), the default range when left out.
 */
function matchCriteria(request: Omit<ParsedSearchRequest, 'oneResultPerEvent'>): MatchCriteria {
  const defaults = defaultSearchRange();
  return {
    term: request.term,
    ...localDaysCriteria({ from: request.fromDate ?? defaults.fromDate, to: request.toDate ?? defaults.toDate }),
    hasMedia: request.hasMedia,
    excludeExplained: request.excludeExplained,
    shape: request.shape,
    country: request.country,
    source: request.source,
  };
}

/** The public read rules: visitors see approved, undeleted sightings, newest `occurred` first. */
export class SightingService {
  readonly #sightings: PublicSightingReads;
  readonly #staffSightings: Pick<StaffSightingRepository, 'findLiveById'>;
  readonly #narrowedViews: Pick<ExploreService, 'newestInView'>;

  /** `narrowedViews` answers a view narrowed by filters, by the whole record's rules (decision 0024). */
  constructor(
    sightings: PublicSightingReads,
    staffSightings: Pick<StaffSightingRepository, 'findLiveById'>,
    narrowedViews: Pick<ExploreService, 'newestInView'>,
  ) {
    this.#sightings = sightings;
    this.#staffSightings = staffSightings;
    this.#narrowedViews = narrowedViews;
  }

  async byId(id: string, viewer: { isStaff: boolean } = { isStaff: false }): Promise<Sighting> {
    const sighting = viewer.isStaff ? await this.#staffSightings.findLiveById(id) : await this.#sightings.findById(id);
    if (!sighting) throw notFound(SIGHTING_NOT_FOUND);
    return sighting;
  }

  /** `byId` as sent; a visitor's is written once per version of the data (staff see pending ones too). */
  byIdAnswer(id: string, viewer: { isStaff: boolean }, write: AnswerWriter<Sighting>): Promise<Buffer> {
    const make = async () => write(await this.byId(id, viewer));
    return viewer.isStaff ? make() : this.#sightings.rememberedAnswer(`by-id ${id}`, make);
  }

  page({ page, size }: PageQuery): Promise<Sighting[]> {
    return this.#sightings.listPage(page * size, size);
  }

  /** A page of the timeline as sent, written once per version of the data: every visitor asks the first ones. */
  pageAnswer(query: PageQuery, write: AnswerWriter<Sighting[]>): Promise<Buffer> {
    return this.#sightings.rememberedAnswer(`page ${query.page} ${query.size}`, async () =>
      write(await this.page(query)),
    );
  }

  /** The newest public sightings in view; the filters, when given, narrow them as they narrow the clusters. */
  inBounds(query: BoxQuery & { size: number } & Partial<ViewFilters>): Promise<Sighting[]> {
    const narrowing = { ...query, hasMedia: query.hasMedia ?? false };
    if (isNarrowed(narrowing)) return this.#narrowedViews.newestInView(narrowing);
    return this.#sightings.findInBoxes(boxesForBounds(query), query.size);
  }

  /**
   * `inBounds` as sent. A view without filters is written once per version of the data, under its boxes
   * as read (the same view panned a world away is the same answer); a filtered one every time.
   */
  async inBoundsAnswer(
    query: BoxQuery & { size: number } & Partial<ViewFilters>,
    write: AnswerWriter<Sighting[]>,
  ): Promise<Buffer> {
    const make = async () => write(await this.inBounds(query));
    if (isNarrowed({ ...query, hasMedia: query.hasMedia ?? false })) return make();
    const boxes = boxesForBounds(query).map((box) => `${box.west} ${box.south} ${box.east} ${box.north}`);
    return this.#sightings.rememberedAnswer(`bounds ${boxes.join(' ')} ${query.size}`, make);
  }

  total(): Promise<number> {
    return this.#sightings.count();
  }

  publicIds(offset: number, limit: number): Promise<Array<{ id: string; updated: string }>> {
    return this.#sightings.listIds(offset, limit);
  }

  /** The sighting if visitors may see it, else null: for pages that must render either way. */
  async findPublic(id: string): Promise<Sighting | null> {
    return this.#sightings.findById(id);
  }

  async latest(): Promise<Sighting> {
    const sighting = await this.#sightings.latest();
    if (!sighting) throw notFound('No sighting has been reported yet.');
    return sighting;
  }

  /** `latest` as sent, written once per version of the data: every visitor's home page asks for it. */
  latestAnswer(write: AnswerWriter<Sighting>): Promise<Buffer> {
    return this.#sightings.rememberedAnswer('latest', async () => write(await this.latest()));
  }

  /** The public reports published last, newest first: what the site's feed lists. */
  newestPublished(limit: number): Promise<PublishedSighting[]> {
    return this.#sightings.newestPublished(limit);
  }

  /** Null when the sighting is the first (previous) or last (next) on the public timeline. */
  async adjacent(id: string, direction: 'previous' | 'next'): Promise<Sighting | null> {
    await this.byId(id);
    return this.#sightings.adjacent(id, direction);
  }

  async search(request: ParsedSearchRequest): Promise<SearchPage> {
    const criteria = { ...matchCriteria(request), offset: request.page * request.size, limit: request.size };
    const { sightings, total, othersInEvent } = request.oneResultPerEvent
      ? await this.#sightings.searchOnePerEvent(criteria).catch((error: unknown) => {
          throw error instanceof TooManyToGroupError ? badRequest(error.message) : phraseTooCommonAsBadRequest(error);
        })
      : { ...(await this.#search(criteria)), othersInEvent: undefined };
    return {
      content: sightings,
      totalElements: total,
      totalPages: Math.ceil(total / request.size),
      number: request.page,
      size: request.size,
      ...(othersInEvent ? { othersInEvent } : {}),
    };
  }

  #search(criteria: SearchCriteria): Promise<{ sightings: Sighting[]; total: number }> {
    return this.#sightings.search(criteria).catch(phraseTooCommonAsBadRequest);
  }

  /**
   * The keys of every sighting the search lists, on all of its pages and in its order, in batches read
   * as they are taken; and how many the search counts. Its page and size play no part.
   */
  async searchAllKeys(
    request: Omit<ParsedSearchRequest, 'oneResultPerEvent'>,
    batchSize: number,
  ): Promise<{ total: number; batches: AsyncGenerator<number[]> }> {
    const criteria = matchCriteria(request);
    const { total } = await this.#search({ ...criteria, offset: 0, limit: 0 });
    return { total, batches: this.#sightings.matchKeyBatches(criteria, batchSize) };
  }
}
