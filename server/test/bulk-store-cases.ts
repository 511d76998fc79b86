import { expect, it } from 'vitest';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { preferredTimelineKey } from '../sightings/timeline/timeline-key.ts';
import { makeSighting } from './sighting-factory.ts';
import { searchCriteria } from './search-criteria.ts';
import type { SightingStores } from './sighting-stores.ts';

const WORLD = [{ west: -180, south: -90, east: 180, north: 90 }];

/**
 * The rules every way of bulk-loading sightings keeps (PostgreSQL's COPY batches, SQLite's staging files),
 * as tests of the calling `describe`. `stores` answers the repositories of the current test; `store` loads
 * a batch the way under test and answers how many rows it added.
 */
export function itStoresBulkBatchesAsInserts(
  stores: () => SightingStores,
  store: (batch: NewSighting[]) => Promise<number>,
): void {
  const search = (term: string, hasMedia = false) => stores().publicReads.search(searchCriteria(term, { hasMedia }));

  it('stores rows with their tags, text that needs escaping, and the search and map entries of public ones', async () => {
    const orb = makeSighting({
      summary: 'Humming cobalt orb',
      detailedDescription: 'Line one\nline two\twith a tab and a back\\slash',
      tags: ['orb', 'hum'],
      mediaCount: 2,
    });
    const pending = makeSighting({ summary: 'Cobalt zeppelin', approved: false, status: 'PENDING' });
    expect(await store([orb, pending])).toBe(2);

    const { publicReads, staff } = stores();
    expect(await publicReads.findById(orb.id)).toMatchObject({
      summary: 'Humming cobalt orb',
      detailedDescription: 'Line one\nline two\twith a tab and a back\\slash',
      tags: ['orb', 'hum'],
      occurred: orb.occurred,
      latitude: orb.latitude,
      longitude: orb.longitude,
    });
    expect(await staff.findLiveById(pending.id)).toMatchObject({ approved: false });
    expect((await search('cobalt')).sightings.map((sighting) => sighting.id)).toEqual([orb.id]);
    expect((await search('cob', true)).total).toBe(1);
    expect((await publicReads.findInBoxes(WORLD, 10)).map((sighting) => sighting.id)).toEqual([orb.id]);
    expect(await publicReads.count()).toBe(1);
  });

  it('skips a row whose import key is stored, with its tags, so a repeated load adds nothing twice', async () => {
    const first = makeSighting({ importKey: 'feed:1', tags: ['orb'] });
    expect(await store([first])).toBe(1);
    expect(await store([first, makeSighting({ importKey: 'feed:2' })])).toBe(2 - 1);
    expect(await stores().publicReads.count()).toBe(2);
    expect(await stores().publicReads.findById(first.id)).toMatchObject({ tags: ['orb'] });
  });

  it('gives a row a new id when another stored sighting holds its id, and its tags follow', async () => {
    const stored = makeSighting({ id: 'same0001', summary: 'Stored disc', importKey: 'feed:a' });
    await store([stored]);
    const newcomer = makeSighting({ id: 'same0001', summary: 'Newcomer triangle', importKey: 'feed:b', tags: ['tri'] });
    expect(await store([newcomer])).toBe(1);

    expect(await stores().publicReads.findById('same0001')).toMatchObject({ summary: 'Stored disc' });
    const [renamed] = (await search('newcomer')).sightings;
    expect(renamed!.id).not.toBe('same0001');
    expect(renamed!.id).toMatch(/^[0-9a-z]{8}$/);
    expect(renamed!.tags).toEqual(['tri']);
  });

  it('moves a row to a free key of the same minute when a stored sighting holds its key', async () => {
    const occurred = '2024-05-01T22:15:00.000Z';
    // The key is the minute and the id's first four characters: these two want the same one.
    const stored = makeSighting({ id: 'abcd0001', occurred, summary: 'Stored disc' });
    const newcomer = makeSighting({ id: 'abcd0002', occurred, summary: 'Newcomer triangle', tags: ['tri'] });
    expect(preferredTimelineKey(occurred, stored.id)).toBe(preferredTimelineKey(occurred, newcomer.id));
    await store([stored]);
    expect(await store([newcomer])).toBe(1);

    expect((await search('newcomer')).sightings).toMatchObject([{ id: 'abcd0002', tags: ['tri'] }]);
    expect((await search('disc')).sightings).toMatchObject([{ id: 'abcd0001' }]);
    expect(await stores().publicReads.count()).toBe(2);
  });

  it('makes ids and keys unique within one batch', async () => {
    const occurred = '2024-05-01T22:15:00.000Z';
    const twins = [
      makeSighting({ id: 'twin0001', occurred, summary: 'First twin' }),
      makeSighting({ id: 'twin0001', occurred, summary: 'Second twin' }),
      makeSighting({ id: 'twin0002', occurred, summary: 'Third twin' }),
    ];
    expect(await store(twins)).toBe(3);
    const found = (await search('twin')).sightings;
    expect(found.map((sighting) => sighting.summary).sort()).toEqual(['First twin', 'Second twin', 'Third twin']);
    expect(new Set(found.map((sighting) => sighting.id)).size).toBe(3);
  });
}
