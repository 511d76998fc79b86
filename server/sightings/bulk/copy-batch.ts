import { SIGHTING_INSERT_COLUMNS } from '../sighting-record.ts';
import { distinctInBatch, type PreparedSightings } from './prepared-sightings.ts';

/**
 * A batch of prepared sightings as PostgreSQL's COPY text (decision 0027), made on the thread that
 * prepared it: the storing thread streams the bytes to the database as they are, without unpacking a
 * row or turning a value into text. Ids and timeline keys are unique within the batch; clashes with
 * stored rows are settled when it is stored (copy-store-repository.ts).
 */
export interface CopyBatch {
  /** One line a sighting, in COPIED_ROW_COLUMNS order. */
  rows: Uint8Array;
  /** One line a tag: the sighting's timeline key, the tag's position, the tag. */
  tags: Uint8Array;
  /** How many sightings `rows` holds. */
  rowCount: number;
  /** The least and greatest timeline keys of its public sightings; null when none is public. */
  publicKeys: { from: number; to: number } | null;
}

/** The sighting's columns but its timeline key, which a copied row carries first, as `key`. */
const VALUE_COLUMNS = SIGHTING_INSERT_COLUMNS.filter((column) => column !== 'timeline_key');
export const COPIED_ROW_COLUMNS = ['key', ...VALUE_COLUMNS, 'search_vector', 'geo'] as const;
export const COPIED_TAG_COLUMNS = ['key', 'position', 'tag'] as const;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const TO_ESCAPE = /[\\\t\n\r]/g;

/** A value in COPY's text format: \N for null, t/f for booleans, text with its separators escaped. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(TO_ESCAPE, (character) => ESCAPES[character]!) : text;
}

export function toCopyBatch(prepared: PreparedSightings): CopyBatch {
  const rows: string[] = [];
  const tags: string[] = [];
  let publicKeys: CopyBatch['publicKeys'] = null;
  for (const sighting of distinctInBatch(prepared.sightings)) {
    const key = sighting.preferredKey;
    if (sighting.isPublic) {
      publicKeys = publicKeys
        ? { from: Math.min(publicKeys.from, key), to: Math.max(publicKeys.to, key) }
        : { from: key, to: key };
    }
    const line = [String(key)];
    // The last value is the timeline key: here it is `key`.
    for (let index = 0; index < VALUE_COLUMNS.length; index += 1) line.push(copyText(sighting.values[index]));
    // The document is lower-case words of letters and digits: valid tsvector text as it is.
    line.push(copyText(sighting.document));
    const hasPoint = sighting.longitude !== null && sighting.latitude !== null;
    line.push(hasPoint ? `(${sighting.longitude},${sighting.latitude})` : '\\N');
    rows.push(line.join('\t'));
    sighting.tags.forEach((tag, position) => tags.push(`${key}\t${position}\t${copyText(tag)}`));
  }
  const encoder = new TextEncoder();
  const lines = (list: string[]) => encoder.encode(list.length ? `${list.join('\n')}\n` : '');
  return { rows: lines(rows), tags: lines(tags), rowCount: rows.length, publicKeys };
}
