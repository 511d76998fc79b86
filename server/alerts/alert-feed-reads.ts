import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SightingEngine } from '../sightings/engine/sighting-engine.ts';
import type { PublicSightingReads, PublishedSighting } from '../sightings/public-reads.ts';
import { longitudeRanges, type AreaBox } from './alert-area.ts';

export interface FeedFilters {
  box?: AreaBox | undefined;
  term?: string | null | undefined;
  shape?: string | null | undefined;
  country?: string | undefined;
  mediaOnly?: boolean | undefined;
}

/** A LIKE pattern that finds `term` as written, its own % and _ included. */
function containing(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The newest public sightings that pass a feed's filters: the public filtered feeds and each alert's
 * private feed. A word is found in the summary or the description as the alerts find it, so a feed and
 * its alert agree.
 */
export class AlertFeedReads {
  readonly #db: Kysely<Database>;
  readonly #engine: SightingEngine;
  readonly #sightings: Pick<PublicSightingReads, 'byKeys'>;

  constructor(db: Kysely<Database>, engine: SightingEngine, sightings: Pick<PublicSightingReads, 'byKeys'>) {
    this.#db = db;
    this.#engine = engine;
    this.#sightings = sightings;
  }

  async newest(filters: FeedFilters, limit: number): Promise<PublishedSighting[]> {
    let query = this.#db
      .selectFrom('sightings')
      .select(['timeline_key', 'published', 'submitted'])
      .where(this.#engine.isPublic);
    const { box, term, shape, country, mediaOnly } = filters;
    if (box) {
      // Across the antimeridian, the box's two sides.
      const ranges = longitudeRanges(box);
      query = query
        .where('latitude', '>=', box.south)
        .where('latitude', '<=', box.north)
        .where((eb) =>
          eb.or(ranges.map(([from, to]) => eb.and([eb('longitude', '>=', from), eb('longitude', '<=', to)]))),
        );
    }
    if (shape) query = query.where(sql<boolean>`lower(shape) = ${shape.toLowerCase()}`);
    if (country) query = query.where('iso2_country_code', '=', country);
    if (mediaOnly) query = query.where('media_count', '>', 0);
    if (term) {
      const pattern = containing(term);
      query = query.where(
        sql<boolean>`(lower(coalesce(summary, '')) like ${pattern} escape '\\' or lower(coalesce(detailed_description, '')) like ${pattern} escape '\\')`,
      );
    }
    const rows = await query.orderBy('submitted', 'desc').orderBy('id', 'desc').limit(limit).execute();
    const sightings = await this.#sightings.byKeys(rows.map((row) => Number(row.timeline_key)));
    return sightings.map((sighting, index) => ({
      sighting,
      published: rows[index]!.published ?? rows[index]!.submitted,
    }));
  }
}
