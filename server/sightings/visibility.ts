import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/dialect.ts';

/**
 * Who may see a sighting, as SQL. Written as literals, not parameters, and exactly as the partial
 * indexes are, so both engines can use those indexes.
 */
export function isPublic(dialect: DialectName): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`sightings.approved and not sightings.deleted`
    : sql<boolean>`sightings.approved = 1 and sightings.deleted = 0`;
}

export function isLive(dialect: DialectName): RawBuilder<boolean> {
  return dialect === 'postgres' ? sql<boolean>`not sightings.deleted` : sql<boolean>`sightings.deleted = 0`;
}

export function isPending(dialect: DialectName): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`not approved and not deleted`
    : sql<boolean>`approved = 0 and deleted = 0`;
}
