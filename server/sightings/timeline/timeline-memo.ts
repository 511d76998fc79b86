import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SharedVersionReads } from './timeline-version.ts';

/** Search totals kept per timeline version; past this many, they start afresh. */
const MAX_REMEMBERED_TOTALS = 1000;
/** The explorer's answers counted from rows (decision 0024) kept per timeline version. */
const MAX_REMEMBERED_ANSWERS = 256;
/**
 * Pieces of the explorer's views read from the kept counts (a cell's clusters or years), kept per
 * timeline version while they hold at most this many numbers (8 bytes each: 64 MiB); past it, they
 * start afresh.
 */
const MAX_REMEMBERED_PIECE_NUMBERS = 8_000_000;
/** Keys of remembered matches, all lists together (8 bytes each: 32 MiB); past this, they start afresh. */
const MAX_REMEMBERED_MATCH_KEYS = 4_000_000;

interface Remembered {
  version: string;
  count?: number;
  /** checkpoints[i] = the key at position i × the checkpoint spacing of the public timeline. */
  checkpoints: number[];
  /** True once the checkpoints reach the end of the timeline. */
  complete: boolean;
  /** Search totals by query and key range; a count in progress is shared by everyone asking. */
  searchTotals: Map<string, Promise<unknown>>;
  /** The explorer's answers counted from the rows, by view and filters. */
  answers: Map<string, Promise<unknown>>;
  /** Every key a full-text query matches, ascending; null when there were too many to keep. */
  matchKeys: Map<string, Promise<Float64Array | null>>;
  matchKeyCount: number;
  /** The keys of sightings whose stored sky explains them, ascending. */
  explainedKeys?: Promise<Float64Array>;
  /** Pieces of views, by key: read, or being read for whoever asked first. */
  pieces: Map<string, RememberedPiece>;
  /** How many numbers the pieces read hold, all together. */
  pieceNumbers: number;
}

/** What is remembered of one version of the data: answers given at it take all their parts from it. */
export type MemoVersion = Remembered;

/** A piece as read, or the read of it that is under way. */
interface RememberedPiece {
  value?: unknown;
  pending?: Promise<unknown>;
}

/**
 * Answers that cost a scan of a million rows (the public count, list checkpoints, search totals),
 * kept until the timeline version changes (timeline-version.ts).
 */
export class TimelineMemo {
  readonly #versionReads: SharedVersionReads;
  #remembered: Remembered | null = null;

  constructor(db: Kysely<Database>) {
    this.#versionReads = new SharedVersionReads(db);
  }

  /** What is remembered of the data as it is now; nothing after any change. */
  async current(): Promise<Remembered> {
    const version = await this.#versionReads.read();
    if (this.#remembered?.version !== version) {
      this.#remembered = {
        version,
        checkpoints: [],
        complete: false,
        searchTotals: new Map(),
        answers: new Map(),
        matchKeys: new Map(),
        matchKeyCount: 0,
        pieces: new Map(),
        pieceNumbers: 0,
      };
    }
    return this.#remembered;
  }

  /** A search's total, counted once per version: paging through results counts once. */
  async searchTotal(query: string, count: () => Promise<number>): Promise<number> {
    return remember((await this.current()).searchTotals, query, count, MAX_REMEMBERED_TOTALS);
  }

  /**
   * An answer of the explorer counted from the rows, once per version: a view asked for again is free.
   * `count` is given the version it counts for, to read its pieces at that version too.
   */
  async answer<Answer>(query: string, count: (at: MemoVersion) => Promise<Answer>): Promise<Answer> {
    const at = await this.current();
    return remember(at.answers, query, () => count(at), MAX_REMEMBERED_ANSWERS);
  }

  /**
   * Pieces of answers by key, each read once per version: `read` is given the keys not yet remembered
   * (or being read) and answers the pieces it found; a key it has no piece for gets `empty`. Views that
   * share pieces (a view panned, the same view asked by another visitor) read only the new ones.
   * `numbersIn` tells how many numbers a piece holds, for the limit on what is kept. `at`: the version
   * an answer is being put together for, when its other parts have read it already.
   */
  async pieces<Piece>(
    keys: readonly string[],
    read: (missing: string[]) => Promise<ReadonlyMap<string, Piece>>,
    empty: Piece,
    numbersIn: (piece: Piece) => number,
    at?: MemoVersion,
  ): Promise<Piece[]> {
    const remembered = at ?? (await this.current());
    const { pieces } = remembered;
    let entries = keys.map((key) => pieces.get(key));
    let missing = keys.filter((_, index) => entries[index] === undefined);
    if (missing.length > 0) {
      if (remembered.pieceNumbers > MAX_REMEMBERED_PIECE_NUMBERS) {
        pieces.clear();
        remembered.pieceNumbers = 0;
        missing = [...keys];
      }
      missing = [...new Set(missing)];
      const batch = read(missing);
      const added = missing.map((key) => {
        const entry: RememberedPiece = {};
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
    const found = entries as RememberedPiece[];
    if (found.every((entry) => entry.pending === undefined)) return found.map((entry) => entry.value as Piece);
    return (await Promise.all(found.map((entry) => entry.pending ?? entry.value))) as Piece[];
  }

  /** The keys of sightings a likely bright body explains, read once per version. */
  async explainedKeys(read: () => Promise<Float64Array>): Promise<Float64Array> {
    const remembered = await this.current();
    if (!remembered.explainedKeys) {
      const keys = read();
      remembered.explainedKeys = keys;
      keys.catch(() => {
        if (remembered.explainedKeys === keys) remembered.explainedKeys = undefined;
      });
    }
    return remembered.explainedKeys;
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

/** The answer remembered for `query`, or `work`'s, shared by everyone asking while it runs. */
function remember<Answer>(
  answers: Map<string, Promise<unknown>>,
  query: string,
  work: () => Promise<Answer>,
  limit: number,
): Promise<Answer> {
  let answer = answers.get(query) as Promise<Answer> | undefined;
  if (answer === undefined) {
    answer = work();
    if (answers.size >= limit) answers.clear();
    answers.set(query, answer);
    // A failed count is not remembered: the next request asks again.
    answer.catch(() => answers.delete(query));
  }
  return answer;
}
