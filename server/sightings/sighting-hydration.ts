import type { Kysely } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Database } from '../db/schema.ts';
import { toSighting, type SightingRow } from './sighting-record.ts';

function groupBySeq<T>(
  rows: readonly T[],
  seqOf: (row: T) => number,
  valueOf: (row: T) => string,
): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const row of rows) {
    const seq = Number(seqOf(row));
    const group = groups.get(seq);
    if (group) group.push(valueOf(row));
    else groups.set(seq, [valueOf(row)]);
  }
  return groups;
}

/** Turns rows into sightings with their tags and media file names: two queries for any number of rows. */
export async function hydrateSightings(db: Kysely<Database>, rows: readonly SightingRow[]): Promise<Sighting[]> {
  if (rows.length === 0) return [];
  const seqs = rows.map((row) => Number(row.seq));
  const [tagRows, mediaRows] = await Promise.all([
    db
      .selectFrom('sighting_tags')
      .select(['sighting_seq', 'tag'])
      .where('sighting_seq', 'in', seqs)
      .orderBy('sighting_seq')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('media')
      .select(['sighting_seq', 'file_name'])
      .where('sighting_seq', 'in', seqs)
      .orderBy('sighting_seq')
      .orderBy('position')
      .execute(),
  ]);
  const tagsBySeq = groupBySeq(
    tagRows,
    (row) => row.sighting_seq,
    (row) => row.tag,
  );
  const mediaBySeq = groupBySeq(
    mediaRows,
    (row) => row.sighting_seq,
    (row) => row.file_name,
  );
  return rows.map((row) =>
    toSighting(row, tagsBySeq.get(Number(row.seq)) ?? [], mediaBySeq.get(Number(row.seq)) ?? []),
  );
}
