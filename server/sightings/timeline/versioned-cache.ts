import type { Kysely } from 'kysely';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import type { SourceCount } from '../../../common/schemas/sources.ts';
import type { Database } from '../../db/schema.ts';
import type { ExploreFacetRows, NamedCellCount, PeriodCount } from '../explore/explore-types.ts';
import type { YearCellRuns } from '../explore/year-cell-runs.ts';
import { SharedVersionReads, type RouteName } from './timeline-version.ts';

/** Search totals kept per timeline version; past this many, they start afresh. */
const MAX_REMEMBERED_TOTALS = 1000;
/** The explorer's answers counted from rows (decision 0024) kept per timeline version, of all kinds together. */
const MAX_REMEMBERED_ANSWERS = 256;
/**
 * Pieces of the explorer's views (a cell's clusters or years, a year's rows) kept per timeline version
 * while they hold at most this many numbers (8 bytes each: 64 MiB); past it, they start afresh.
 */
const MAX_REMEMBERED_PIECE_NUMBERS = 8_000_000;
/** Keys of remembered matches, all lists together (8 bytes each: 32 MiB); past this, they start afresh. */
const MAX_REMEMBERED_MATCH_KEYS = 4_000_000;
/** Bytes of whole answers kept per timeline version (a map view of 25 sightings is about 20 KB); past this, they start afresh. */
const MAX_REMEMBERED_BODY_BYTES = 32 * 2 ** 20;

/** The explorer's answers counted from the rows, by kind. */
export interface ExploreAnswers {
  /** How many public sightings a view holds. */
  held: number;
  cells: NamedCellCount[];
  periods: PeriodCount[];
  facets: ExploreFacetRows;
  /** The timeline keys of a view's newest sightings. */
  newest: number[];
}

/** Pieces the explorer's answers are put together from, by kind. */
export interface ExplorePieces {
  /** A cell of a view's grid: its clusters, the ones of a single sighting named. */
  clusters: readonly NamedCellCount[];
  /** A cell of a view's grid: its clusters of one shape by year, six numbers each. */
  shapeClusters: Float64Array;
  /** A cell of a view's covering: its public sightings by year, as pairs (year, count). */
  years: readonly number[];
  /** A year's rows (of one shape, or of all) by cell of a level. */
  yearRuns: YearCellRuns;
  /** The first and last years with a public sighting. */
  yearsWithSightings: readonly [number, number];
  /** A sighting's id, by its seq; none when no sighting has it. */
  seqIds: string | undefined;
  /**
   * A view's matching sightings (all dates) that its whole cells hold outside its boxes: their days
   * (day numbers on their own calendars) in order. A piece, not an answer: answers start afresh every
   * 256, and a view's new date ranges would read its edges' rows again each time.
   */
  outsideDays: Float64Array;
}

type AnswerSections = { [Kind in keyof ExploreAnswers]: Map<string, Promise<ExploreAnswers[Kind]>> };
type PieceSections = { [Kind in keyof ExplorePieces]: Map<string, RememberedPiece<ExplorePieces[Kind]>> };

/** A piece as read, or the read of it that is under way. */
interface RememberedPiece<Piece> {
  value?: Piece;
  pending?: Promise<Piece>;
}

/** What is remembered of one version of the data: answers given at it take all their parts from it. */
export interface CacheVersion {
  readonly version: string;
  /** The public timeline: its count, and checkpoints[i] = the key at position i × its checkpoint spacing. */
  readonly timeline: { count?: number; checkpoints: number[]; complete: boolean };
  /** Search totals by query and key range; a count in progress is shared by everyone asking. */
  readonly searchTotals: Map<string, Promise<number>>;
  /** Every key a full-text query matches, ascending; null when there were too many to keep. */
  readonly matchKeys: Map<string, Promise<Float64Array | null>>;
  matchKeyCount: number;
  /** The keys of sightings whose stored sky explains them, ascending. */
  explainedKeys?: Promise<Float64Array>;
  /** The public sightings' sources with their counts. */
  sourceCounts?: Promise<SourceCount[]>;
  /** The public sighting submitted last (null: none yet). */
  latest?: Promise<Sighting | null>;
  /** The explorer's answers counted from the rows, by view and filters. */
  readonly answers: AnswerSections;
  /** Pieces of views, by key: read, or being read for whoever asked first. */
  readonly pieces: PieceSections;
  /** How many numbers the pieces read hold, all together. */
  pieceNumbers: number;
  /** Whole answers as they are sent (JSON bytes), by call and parameters. */
  readonly bodies: Map<string, Promise<Buffer>>;
  bodyBytes: number;
}

function emptyVersion(version: string): CacheVersion {
  return {
    version,
    timeline: { checkpoints: [], complete: false },
    searchTotals: new Map(),
    matchKeys: new Map(),
    matchKeyCount: 0,
    answers: {
      held: new Map(),
      cells: new Map(),
      periods: new Map(),
      facets: new Map(),
      newest: new Map(),
    },
    pieces: {
      clusters: new Map(),
      shapeClusters: new Map(),
      years: new Map(),
      yearRuns: new Map(),
      yearsWithSightings: new Map(),
      seqIds: new Map(),
      outsideDays: new Map(),
    },
    pieceNumbers: 0,
    bodies: new Map(),
    bodyBytes: 0,
  };
}

/**
 * The process's one cache of answers that cost a scan of many rows (the public count, list
 * checkpoints, search totals and matches, the explorer's answers and their pieces), kept until the
 * timeline version changes (timeline-version.ts). Built once by the services and handed to every read
 * that remembers, so each version is read once and remembered once.
 */
export class VersionedCache {
  readonly #versionReads: SharedVersionReads;
  #remembered: CacheVersion | null = null;

  #knownVersion: (() => Promise<string>) | undefined;

  /** `routeName`: which server a request reads from, when public reads go to replicas. */
  constructor(db: Kysely<Database>, routeName?: RouteName) {
    this.#versionReads = new SharedVersionReads(db, routeName);
  }

  /**
   * From now on, the version is the one the process knows between the changes it hears of
   * (known-data-version.ts), not one read for every answer: for a server whose reading is a round trip
   * and that hears of every change. Until then (tests, commands) every answer reads it.
   */
  useKnownVersion(known: () => Promise<string>): void {
    this.#knownVersion = known;
  }

  /** What is remembered of the data as it is now; nothing after any change. */
  async current(): Promise<CacheVersion> {
    const version = await (this.#knownVersion ? this.#knownVersion() : this.#versionReads.read());
    if (this.#remembered?.version !== version) this.#remembered = emptyVersion(version);
    return this.#remembered;
  }

  /** A search's total, counted once per version: paging through results counts once. */
  async searchTotal(query: string, count: () => Promise<number>): Promise<number> {
    const { searchTotals } = await this.current();
    let total = searchTotals.get(query);
    if (total === undefined) {
      total = count();
      if (searchTotals.size >= MAX_REMEMBERED_TOTALS) searchTotals.clear();
      kept(searchTotals, query, total);
    }
    return total;
  }

  /**
   * An answer of the explorer counted from the rows, once per version: a view asked for again is free.
   * `count` is given the version it counts for, to read its pieces at that version too. `version`: the
   * version an answer is being put together for, when its other parts have read it already.
   */
  async answer<Kind extends keyof ExploreAnswers>(
    kind: Kind,
    query: string,
    count: (at: CacheVersion) => Promise<ExploreAnswers[Kind]>,
    version?: CacheVersion,
  ): Promise<ExploreAnswers[Kind]> {
    const at = version ?? (await this.current());
    const answers: Map<string, Promise<ExploreAnswers[Kind]>> = at.answers[kind];
    let answer = answers.get(query);
    if (answer === undefined) {
      answer = count(at);
      if (answerCount(at.answers) >= MAX_REMEMBERED_ANSWERS) {
        for (const section of Object.values(at.answers)) section.clear();
      }
      kept(answers, query, answer);
    }
    return answer;
  }

  /**
   * Pieces of answers of one kind by key, each read once per version: `read` is given the keys not yet
   * remembered (or being read) and answers the pieces it found; a key it has no piece for gets `empty`.
   * Views that share pieces (a view panned, the same view asked by another visitor) read only the new
   * ones. `numbersIn` tells how many numbers a piece holds, for the limit on what is kept. `at`: the
   * version an answer is being put together for, when its other parts have read it already.
   */
  async pieces<Kind extends keyof ExplorePieces>(
    kind: Kind,
    keys: readonly string[],
    read: (missing: string[]) => Promise<ReadonlyMap<string, ExplorePieces[Kind]>>,
    empty: ExplorePieces[Kind],
    numbersIn: (piece: ExplorePieces[Kind]) => number,
    at?: CacheVersion,
  ): Promise<Array<ExplorePieces[Kind]>> {
    type Piece = ExplorePieces[Kind];
    const remembered = at ?? (await this.current());
    const pieces: Map<string, RememberedPiece<Piece>> = remembered.pieces[kind];
    let entries = keys.map((key) => pieces.get(key));
    let missing = keys.filter((_, index) => entries[index] === undefined);
    if (missing.length > 0) {
      if (remembered.pieceNumbers > MAX_REMEMBERED_PIECE_NUMBERS) {
        for (const section of Object.values(remembered.pieces)) section.clear();
        remembered.pieceNumbers = 0;
        missing = [...keys];
      }
      missing = [...new Set(missing)];
      const batch = read(missing);
      const added = missing.map((key) => {
        const entry: RememberedPiece<Piece> = {};
        entry.pending = batch.then((found) => {
          const piece = found.get(key) ?? empty;
          entry.value = piece;
          entry.pending = undefined;
          // Keys are words and pointers: a piece costs a few numbers' worth even when empty.
          if (pieces.get(key) === entry) remembered.pieceNumbers += numbersIn(piece) + 8;
          return piece;
        });
        pieces.set(key, entry);
        return entry;
      });
      // A failed read is not remembered: the next request asks again.
      batch.catch(() => {
        missing.forEach((key, index) => {
          if (pieces.get(key) === added[index]) pieces.delete(key);
        });
      });
      entries = keys.map((key) => pieces.get(key));
    }
    const found = entries as Array<RememberedPiece<Piece>>;
    if (found.every((entry) => entry.pending === undefined)) return found.map((entry) => entry.value as Piece);
    return await Promise.all(found.map((entry) => entry.pending ?? (entry.value as Piece)));
  }

  /**
   * A whole answer as it is sent, made once per version and shared by everyone asking the same call
   * with the same parameters: the home page's map view and the list's pages are asked by every visitor.
   * A failed answer is not kept.
   */
  async body(query: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const remembered = await this.current();
    let body = remembered.bodies.get(query);
    if (body === undefined) {
      body = make();
      if (remembered.bodyBytes > MAX_REMEMBERED_BODY_BYTES) {
        remembered.bodies.clear();
        remembered.bodyBytes = 0;
      }
      kept(remembered.bodies, query, body);
      body.then(
        (bytes) => {
          if (remembered.bodies.get(query) === body) remembered.bodyBytes += bytes.length + query.length;
        },
        () => {},
      );
    }
    return body;
  }

  /** The keys of sightings a likely bright body explains, read once per version. */
  explainedKeys(read: () => Promise<Float64Array>): Promise<Float64Array> {
    return this.#readOnce('explainedKeys', read);
  }

  /** The public sightings' sources and their counts, read once per version. */
  sourceCounts(read: () => Promise<SourceCount[]>): Promise<SourceCount[]> {
    return this.#readOnce('sourceCounts', read);
  }

  /** The public sighting submitted last, read once per version: every visitor's home page asks for it. */
  latest(read: () => Promise<Sighting | null>): Promise<Sighting | null> {
    return this.#readOnce('latest', read);
  }

  /** One answer of the version, read once and shared by everyone asking; forgotten if the read fails. */
  async #readOnce<Name extends 'explainedKeys' | 'sourceCounts' | 'latest'>(
    name: Name,
    read: () => NonNullable<CacheVersion[Name]>,
  ): Promise<Awaited<NonNullable<CacheVersion[Name]>>> {
    const remembered = await this.current();
    const answer = remembered[name];
    if (answer) return (await answer) as Awaited<NonNullable<CacheVersion[Name]>>;
    const reading = read();
    remembered[name] = reading;
    reading.catch(() => {
      if (remembered[name] === reading) remembered[name] = undefined;
    });
    return (await reading) as Awaited<NonNullable<CacheVersion[Name]>>;
  }

  /** The keys a full-text query matches, read once per version and shared by everyone asking. */
  async matchKeys(match: string, read: () => Promise<Float64Array | null>): Promise<Float64Array | null> {
    const remembered = await this.current();
    let keys = remembered.matchKeys.get(match);
    if (keys === undefined) {
      keys = read();
      remembered.matchKeys.set(match, keys);
      keys.then(
        (list) => {
          remembered.matchKeyCount += list?.length ?? 0;
          if (remembered.matchKeyCount > MAX_REMEMBERED_MATCH_KEYS) {
            remembered.matchKeys.clear();
            remembered.matchKeyCount = 0;
          }
        },
        () => remembered.matchKeys.delete(match),
      );
    }
    return keys;
  }
}

/** How many explorer answers are remembered, of all kinds. */
function answerCount(answers: AnswerSections): number {
  let count = 0;
  for (const section of Object.values(answers)) count += section.size;
  return count;
}

/** An answer under way kept for everyone asking; a failed count is not kept, so the next request asks again. */
function kept<Answer>(answers: Map<string, Promise<Answer>>, query: string, answer: Promise<Answer>): void {
  answers.set(query, answer);
  answer.catch(() => answers.delete(query));
}
