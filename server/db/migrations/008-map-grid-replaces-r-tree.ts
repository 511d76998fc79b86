import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * On SQLite the map's grid (migration 007) now also answers a box with few sightings, which the R*Tree
 * did: the R*Tree goes, and with it an eighth of what storing a sighting cost (decision 0019).
 * PostgreSQL keeps its spatial index for those boxes.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`drop table sighting_places`.execute(db);
}
