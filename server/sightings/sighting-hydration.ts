import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { SIGHTING_COLUMNS, toSighting, type SightingRow } from './sighting-record.ts';

/** A stored sighting with its tags and media file names, each list as JSON text in its order. */
export type HydratableRow = SightingRow & { tags_json: string; media_json: string };

export type SightingSelect = SelectQueryBuilder<Database, 'sightings', HydratableRow>;

/**
 * Selects sightings with their tags and media in the same query (ordered JSON aggregates, written
 * for each engine), so a read is one round trip however many sightings it answers.
 */
export function selectSightings(db: Kysely<Database>, dialect: DialectName): SightingSelect {
  const list = (table: 'sighting_tags' | 'media', column: 'tag' | 'file_name') =>
    dialect === 'postgres'
      ? sql<string>`(select coalesce(json_agg(${sql.ref(column)} order by position), '[]')::text
          from ${sql.table(table)} where sighting_seq = sightings.seq)`
      : sql<string>`(select json_group_array(${sql.ref(column)} order by position)
          from ${sql.table(table)} where sighting_seq = sightings.seq)`;
  return db
    .selectFrom('sightings')
    .select(SIGHTING_COLUMNS)
    .select([list('sighting_tags', 'tag').as('tags_json'), list('media', 'file_name').as('media_json')]) as never;
}

export function toSightings(rows: readonly HydratableRow[]): Sighting[] {
  return rows.map((row) => toSighting(row, JSON.parse(row.tags_json), JSON.parse(row.media_json)));
}
