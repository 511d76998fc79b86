import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preferredTimelineKey, timelineKeyFloor } from '../timeline/timeline-key.ts';
import { testDialects } from '../../test/test-database.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withSightingStores } from '../../test/sighting-stores.ts';

const MINUTE = '2024-05-01T22:15:00.000Z';
const KEYS_PER_MINUTE = 2 ** 21;

describe.each(testDialects())('storing new sightings on %s', (dialect) => {
  const state = withSightingStores(dialect);

  const storedKeys = async () =>
    (await state.database.handle.db.selectFrom('sightings').select(['id', 'timeline_key']).orderBy('id').execute()).map(
      (row) => ({ id: row.id, key: Number(row.timeline_key) }),
    );

  it('gives sightings that wish for the same key keys of their own, in one batch and against stored ones', async () => {
    // The same minute and the same first four id characters: the same preferred key.
    expect(await state.stores.bulk.insertMany([makeSighting({ id: 'abcd0001', occurred: MINUTE })])).toBe(1);
    const added = await state.stores.bulk.insertMany([
      makeSighting({ id: 'abcd0002', occurred: MINUTE }),
      makeSighting({ id: 'abcd0003', occurred: MINUTE }),
    ]);
    expect(added).toBe(2);
    const keys = await storedKeys();
    expect(keys.map((row) => row.id)).toEqual(['abcd0001', 'abcd0002', 'abcd0003']);
    expect(keys[0]!.key).toBe(preferredTimelineKey(MINUTE, 'abcd0001'));
    expect(new Set(keys.map((row) => row.key)).size).toBe(3);
    for (const { key } of keys) expect(key - timelineKeyFloor(MINUTE)).toBeLessThan(KEYS_PER_MINUTE);
  });

  it('skips a sighting whose import key is stored and stores the others with their tags', async () => {
    await state.stores.bulk.insertMany([makeSighting({ id: 'first001', importKey: 'row-1', tags: ['orb'] })]);
    const added = await state.stores.bulk.insertMany([
      makeSighting({ id: 'again001', importKey: 'row-1', tags: ['again'] }),
      makeSighting({ id: 'second01', importKey: 'row-2', tags: ['disc', 'lights'] }),
    ]);
    expect(added).toBe(1);
    const tags = await state.database.handle.db
      .selectFrom('sighting_tags')
      .innerJoin('sightings', 'sightings.seq', 'sighting_tags.sighting_seq')
      .select(['sightings.id', 'sighting_tags.position', 'sighting_tags.tag'])
      .orderBy('sightings.id')
      .orderBy('sighting_tags.position')
      .execute();
    expect(tags).toEqual([
      { id: 'first001', position: 0, tag: 'orb' },
      { id: 'second01', position: 0, tag: 'disc' },
      { id: 'second01', position: 1, tag: 'lights' },
    ]);
    expect((await state.stores.staff.findLiveById('second01'))?.tags).toEqual(['disc', 'lights']);
  });

  it.runIf(dialect === 'postgres')('writes the search words and the point PostgreSQL finds sightings by', async () => {
    await state.stores.bulk.insertMany([
      makeSighting({ id: 'placed01', summary: 'A green disc', latitude: 38.94, longitude: -119.98 }),
      makeSighting({ id: 'nowhere1', summary: 'A green disc', latitude: null, longitude: null }),
    ]);
    const rows = await sql<{ id: string; found: boolean; geo: string | null }>`
      select id, search_vector @@ to_tsquery('simple', 'green & disc') as found, geo::text as geo
      from sightings order by id`.execute(state.database.handle.db);
    expect(rows.rows).toEqual([
      { id: 'nowhere1', found: true, geo: null },
      { id: 'placed01', found: true, geo: '(-119.98,38.94)' },
    ]);
  });
});
