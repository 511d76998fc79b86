import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { Narrowing } from './key-search.ts';

/**
 * What a search reads beside its index, by timeline key: the events of matches (one result per event)
 * and the texts a quoted phrase is checked on.
 */

/** The event of each matched key that is in one (decision 0026), looked up by the timeline key's index. */
export async function eventsOfKeys(
  db: Kysely<Database>,
  engine: SightingEngine,
  keys: readonly number[],
): Promise<Map<number, string>> {
  const events = new Map<number, string>();
  for (let start = 0; start < keys.length; start += engine.valuesPerQuery) {
    const rows = await db
      .selectFrom('sightings')
      .select(['timeline_key', 'event_id'])
      .where(engine.isOneOfNumbers('timeline_key', keys.slice(start, start + engine.valuesPerQuery)))
      .where('event_id', 'is not', null)
      .execute();
    for (const row of rows) events.set(Number(row.timeline_key), row.event_id!);
  }
  return events;
}

/** A sighting's key and every text a phrase may stand in: its words, places, shape and tags. */
export interface KeyTexts {
  key: number;
  texts: (string | null)[];
}

/** The texts of the sightings with these keys (at most the engine's values per query). */
export async function textsOfKeys(
  db: Kysely<Database>,
  engine: SightingEngine,
  keys: readonly number[],
): Promise<KeyTexts[]> {
  const rows = await db
    .selectFrom('sightings')
    .select(['timeline_key', 'summary', 'detailed_description', 'location_name', 'city', 'region', 'country'])
    .select(['shape', engine.orderedList('sighting_tags', 'tag').as('tags')])
    .where(engine.isOneOf('timeline_key', keys))
    .execute();
  return rows.map((row) => {
    const texts = [row.summary, row.detailed_description, row.location_name, row.city, row.region, row.country];
    texts.push(row.shape, ...(JSON.parse(row.tags) as string[]));
    return { key: Number(row.timeline_key), texts };
  });
}

/**
 * ` and ` the narrowing's conditions on a row of `sightings`, its columns unqualified; nothing without
 * one, so that a search without it sends the statements it always sent.
 */
export function andNarrowedTo({ shape, country, source }: Narrowing): RawBuilder<unknown> {
  const ofShape = shape === undefined ? sql`` : sql` and shape = ${shape}`;
  const inCountry = country === undefined ? sql`` : sql` and iso2_country_code = ${country}`;
  const ofSource = source === undefined ? sql`` : sql` and source = ${source}`;
  return sql`${ofShape}${inCountry}${ofSource}`;
}
