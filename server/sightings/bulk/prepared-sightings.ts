import { searchDocumentWords } from '../search/search-words.ts';
import { newSightingId } from '../sighting-id.ts';
import { alternativeKeys, preferredTimelineKey } from '../timeline/timeline-key.ts';
import { SIGHTING_INSERT_COLUMNS, toRowValues, type NewSighting } from '../sighting-record.ts';

/**
 * A new sighting turned into what storing it writes. Preparing touches no database, so a bulk load
 * can prepare the next batch on another thread while this one is stored.
 */
export interface PreparedSighting {
  id: string;
  importKey: string | null;
  /** The timeline key it would like; storing settles the rare clash. */
  preferredKey: number;
  /** Its column values in SIGHTING_INSERT_COLUMNS order; the timeline key, last, is set when stored. */
  values: unknown[];
  tags: readonly string[];
  /** The words it is found by (searchDocument). */
  document: string;
  isPublic: boolean;
  hasMedia: boolean;
  longitude: number | null;
  latitude: number | null;
}

export interface PreparedSightings {
  /** In timeline order: a batch lands in one stretch of the key-ordered indexes instead of all over. */
  sightings: PreparedSighting[];
  /** Every word of the public sightings' documents, once: what a search prefix can stand for. */
  terms: string[];
}

const ID_COLUMN = SIGHTING_INSERT_COLUMNS.indexOf('id');
const OCCURRED_COLUMN = SIGHTING_INSERT_COLUMNS.indexOf('occurred');

/** One sighting prepared; `words` are its document's words (searchDocumentWords). */
function prepareSighting(sighting: NewSighting, updated: string, words: readonly string[]): PreparedSighting {
  const preferredKey = preferredTimelineKey(sighting.occurred, sighting.id);
  const document = words.join(' ');
  return {
    id: sighting.id,
    importKey: sighting.importKey,
    preferredKey,
    values: toRowValues(sighting, updated, preferredKey),
    tags: sighting.tags,
    document,
    isPublic: sighting.approved && !sighting.deleted,
    hasMedia: (sighting.mediaCount ?? 0) > 0,
    longitude: sighting.longitude,
    latitude: sighting.latitude,
  };
}

/** `withTerms` false leaves `terms` empty, for a store that has no use for them (PostgreSQL's COPY). */
export function prepareSightings(
  sightings: readonly NewSighting[],
  updated: string,
  withTerms = true,
): PreparedSightings {
  const terms = new Set<string>();
  const prepared = sightings.map((sighting) => {
    const words = searchDocumentWords(sighting);
    const result = prepareSighting(sighting, updated, words);
    // Collected here from the word lists: splitting the documents again cost as much as making them.
    if (withTerms && result.isPublic) for (const word of words) terms.add(word);
    return result;
  });
  prepared.sort((a, b) => a.preferredKey - b.preferredKey);
  return { sightings: prepared, terms: [...terms] };
}

/** The same sighting under another id (its id was taken), with the key that id gives it. */
export function withNewId(prepared: PreparedSighting, id: string): PreparedSighting {
  const values = prepared.values.with(ID_COLUMN, id);
  const preferredKey = preferredTimelineKey(String(values[OCCURRED_COLUMN]), id);
  return { ...prepared, id, preferredKey, values: values.with(-1, preferredKey) };
}

/** The batch with every id and every timeline key once (a few may get new ones). */
export function distinctInBatch(sightings: readonly PreparedSighting[]): PreparedSighting[] {
  const ids = new Set<string>();
  const keys = new Set<number>();
  return sightings.map((original) => {
    let sighting = original;
    while (ids.has(sighting.id)) sighting = withNewId(sighting, newSightingId());
    ids.add(sighting.id);
    if (keys.has(sighting.preferredKey)) sighting = { ...sighting, preferredKey: freeKey(sighting.preferredKey, keys) };
    keys.add(sighting.preferredKey);
    return sighting;
  });
}

function freeKey(wish: number, taken: ReadonlySet<number>): number {
  for (const candidate of alternativeKeys(wish)) if (!taken.has(candidate)) return candidate;
  throw new Error(`No free timeline key in the minute of ${wish}.`);
}
