import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readTimelineVersion } from './timeline-version.ts';

/** Search totals kept per timeline version; past this many, they start afresh. */
const MAX_REMEMBERED_TOTALS = 1000;
/** The explorer's answers counted from rows (decision 0024) kept per timeline version. */
const MAX_REMEMBERED_ANSWERS = 256;
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
}

/**
 * Answers that cost a scan of a million rows (the public count, list checkpoints, search totals),
 * kept until the timeline version changes (timeline-version.ts).
 */
export class TimelineMemo {
  readonly #db: Kysely<Database>;
  #remembered: Remembered | null = null;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** What is remembered of the data as it is now; nothing after any change. */
  async current(): Promise<Remembered> {
    const version = await readTimelineVersion(this.#db);
    if (this.#remembered?.version !== version) {
      this.#remembered = {
        version,
        checkpoints: [],
        complete: false,
        searchTotals: new Map(),
        answers: new Map(),
        matchKeys: new Map(),
        matchKeyCount: 0,
      };
    }
    return this.#remembered;
  }

  /** A search's total, counted once per version: paging through results counts once. */
  async searchTotal(query: string, count: () => Promise<number>): Promise<number> {
    return remember((await this.current()).searchTotals, query, count, MAX_REMEMBERED_TOTALS);
  }

  /** An answer of the explorer counted from the rows, once per version: a view asked for again is free. */
  async answer<Answer>(query: string, count: () => Promise<Answer>): Promise<Answer> {
    return remember((await this.current()).answers, query, count, MAX_REMEMBERED_ANSWERS);
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
