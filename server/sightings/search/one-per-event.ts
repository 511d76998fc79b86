// The public reads import the lookup from here, beside the folding it serves.
export { eventsOfKeys } from './search-reads.ts';

/**
 * A search shown one result per event reads every match's key to fold them: past this many matches it
 * asks for narrower dates or more words instead (what it costs grows with the match, not the table).
 */
export const MAX_GROUPED_MATCH = 20_000;

export class TooManyToGroupError extends Error {
  constructor() {
    super(
      `More than ${MAX_GROUPED_MATCH.toLocaleString('en-US')} sightings match: too many to show one result per ` +
        'event. Narrow the dates or add a word.',
    );
  }
}

/** Matches folded by event: the keys kept, newest first, and by event id how many other matches its kept one stands for. */
export interface FoldedMatch {
  keys: number[];
  others: Map<string, number>;
}

/**
 * Keeps one match per event: the newest matching report of each (the first in the search's order, so
 * pages stay in that order), and counts the event's other matches beside it. Reports alone are kept.
 */
export function onePerEvent(keysNewestFirst: readonly number[], eventOf: ReadonlyMap<number, string>): FoldedMatch {
  const keys: number[] = [];
  const others = new Map<string, number>();
  for (const key of keysNewestFirst) {
    const event = eventOf.get(key);
    if (event === undefined) {
      keys.push(key);
    } else if (others.has(event)) {
      others.set(event, others.get(event)! + 1);
    } else {
      others.set(event, 0);
      keys.push(key);
    }
  }
  for (const [event, count] of others) if (count === 0) others.delete(event);
  return { keys, others };
}
