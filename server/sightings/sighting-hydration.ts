import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Database } from '../db/schema.ts';
import type { SightingEngine } from './engine/sighting-engine.ts';
import { SIGHTING_COLUMNS, toSighting, type HydratableRow } from './sighting-record.ts';

export type { HydratableRow };

export type SightingSelect = SelectQueryBuilder<Database, 'sightings', HydratableRow>;

/**
 * Selects sightings with their tags and media in the same query (ordered JSON aggregates, written
 * by each engine), so a read is one round trip however many sightings it answers.
 */
export function selectSightings(db: Kysely<Database>, engine: SightingEngine): SightingSelect {
  return db
    .selectFrom('sightings')
    .select(SIGHTING_COLUMNS)
    .select([
      engine.orderedList('sighting_tags', 'tag').as('tags_json'),
      engine.orderedList('media', 'file_name').as('media_json'),
    ]) as never;
}

/** Most sightings have no media and many no tags: an empty list needs no parsing (exports read millions). */
export function parseList(json: string): string[] {
  return json === '[]' ? [] : (JSON.parse(json) as string[]);
}

export function toSightings(rows: readonly HydratableRow[]): Sighting[] {
  return rows.map((row) => toSighting(row, parseList(row.tags_json), parseList(row.media_json)));
}
