import { sql, type RawBuilder } from 'kysely';
import { KeySearchReads, keyRange, narrowingName, rangeName, type KeyPage, type SearchCriteria } from './key-search.ts';
import { andInsideDays } from './local-days-reads.ts';
import { andNarrowedTo } from './search-reads.ts';

/**
 * A search without a keyword: every public sighting between its dates (and of its shape, country,
 * source, media and explanation filters), newest first, read by timeline key on either engine. Its
 * total is counted once per data version, as a keyword's is.
 */
export class DateRangeReads extends KeySearchReads {
  async search(criteria: SearchCriteria): Promise<KeyPage> {
    const name = `dates ${rangeName({ ...criteria, before: undefined })}:${criteria.hasMedia}:${criteria.excludeExplained}${narrowingName(criteria)}`;
    const [keys, total] = await Promise.all([
      this.keys(criteria),
      this.memo.searchTotal(name, async () => {
        const { rows } = await sql<{ count: number }>`select count(*) as count from sightings
          where ${this.#wanted({ ...criteria, before: undefined })}`.execute(this.db);
        return Number(rows[0]!.count);
      }),
    ]);
    return { keys, total };
  }

  async keys(criteria: SearchCriteria): Promise<number[]> {
    const { rows } = await sql<{ key: number }>`select timeline_key as key from sightings
      where ${this.#wanted(criteria)}
      order by timeline_key desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.db);
    return rows.map((row) => Number(row.key));
  }

  /** Quoted phrases need words: a search without any has none to check. */
  async keysInRange(): Promise<Float64Array> {
    return new Float64Array();
  }

  /** Without a keyword every sighting matches. */
  matchCondition(): RawBuilder<boolean> {
    return sql<boolean>`true`;
  }

  #wanted(criteria: SearchCriteria): RawBuilder<boolean> {
    const { from, to } = keyRange(criteria);
    const withMedia = criteria.hasMedia ? sql` and media_count > 0` : sql``;
    const unexplained = criteria.excludeExplained
      ? sql` and timeline_key not in (select timeline_key from sighting_skies where explained)`
      : sql``;
    const insideDays = andInsideDays(sql`timeline_key`, criteria, this.isPublic);
    return sql<boolean>`${this.isPublic} and timeline_key >= ${from} and timeline_key < ${to}${insideDays}${withMedia}${unexplained}${andNarrowedTo(criteria)}`;
  }
}
