import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCopyConnections, type CopyConnections } from '../../db/copy-connections.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { preferredTimelineKey } from '../timeline/timeline-key.ts';
import type { NewSighting } from '../sighting-record.ts';
import { toCopyBatch } from './copy-batch.ts';
import { prepareSightings } from './prepared-sightings.ts';

const UPDATED = '2026-01-01T00:00:00.000Z';
const WORLD = [{ west: -180, south: -90, east: 180, north: 90 }];
const ALL_TIME = { fromInstant: '1900-01-01T00:00:00.000Z', toInstantExclusive: '2100-01-01T00:00:00.000Z' };

describe.skipIf(!process.env.TEST_DATABASE_URL)('COPY batches (PostgreSQL bulk loads)', () => {
  let database: TestDatabase;
  let sightings: ReturnType<typeof sightingStores>;
  let copy: CopyConnections;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    sightings = sightingStores(database.handle);
    copy = await openCopyConnections(database.handle.connectionString!, 2);
  });
  afterEach(async () => {
    await copy.close();
    await database.destroy();
  });

  /** Encodes the sightings as a worker thread does, and stores them on one of the load's connections. */
  function store(batch: NewSighting[], connection = 0): Promise<number> {
    return sightings.bulk.insertCopied(copy.connections[connection]!, toCopyBatch(prepareSightings(batch, UPDATED)));
  }

  const search = (term: string, hasMedia = false) =>
    sightings.publicReads.search({ term, ...ALL_TIME, hasMedia, excludeExplained: false, offset: 0, limit: 10 });

  it('stores rows with their tags, text that needs escaping, and the search and map entries of public ones', async () => {
    const orb = makeSighting({
      summary: 'Humming cobalt orb',
      detailedDescription: 'Line one\nline two\twith a tab and a back\\slash',
      tags: ['orb', 'hum'],
      mediaCount: 2,
    });
    const pending = makeSighting({ summary: 'Cobalt zeppelin', approved: false, status: 'PENDING' });
    expect(await store([orb, pending])).toBe(2);

    expect(await sightings.publicReads.findById(orb.id)).toMatchObject({
      summary: 'Humming cobalt orb',
      detailedDescription: 'Line one\nline two\twith a tab and a back\\slash',
      tags: ['orb', 'hum'],
      occurred: orb.occurred,
      latitude: orb.latitude,
      longitude: orb.longitude,
    });
    expect(await sightings.staff.findLiveById(pending.id)).toMatchObject({ approved: false });
    expect((await search('cobalt')).sightings.map((sighting) => sighting.id)).toEqual([orb.id]);
    expect((await search('cob', true)).total).toBe(1);
    expect((await sightings.publicReads.findInBoxes(WORLD, 10)).map((sighting) => sighting.id)).toEqual([orb.id]);
    expect(await sightings.publicReads.count()).toBe(1);
  });

  it('skips a row whose import key is stored, with its tags, so a repeated load adds nothing twice', async () => {
    const first = makeSighting({ importKey: 'feed:1', tags: ['orb'] });
    expect(await store([first])).toBe(1);
    expect(await store([first, makeSighting({ importKey: 'feed:2' })])).toBe(2 - 1);
    expect(await sightings.publicReads.count()).toBe(2);
    expect(await sightings.publicReads.findById(first.id)).toMatchObject({ tags: ['orb'] });
  });

  it('gives a row a new id when another stored sighting holds its id, and its tags follow', async () => {
    const stored = makeSighting({ id: 'same0001', summary: 'Stored disc', importKey: 'feed:a' });
    await store([stored]);
    const newcomer = makeSighting({ id: 'same0001', summary: 'Newcomer triangle', importKey: 'feed:b', tags: ['tri'] });
    expect(await store([newcomer])).toBe(1);

    expect(await sightings.publicReads.findById('same0001')).toMatchObject({ summary: 'Stored disc' });
    const [renamed] = (await search('newcomer')).sightings;
    expect(renamed!.id).not.toBe('same0001');
    expect(renamed!.id).toMatch(/^[0-9a-z]{8}$/);
    expect(renamed!.tags).toEqual(['tri']);
  });

  it('moves a row to a free key of the same minute when a stored sighting holds its key', async () => {
    const occurred = '2024-05-01T22:15:00.000Z';
    const stored = makeSighting({ id: 'abcd0001', occurred, summary: 'Stored disc' });
    const newcomer = makeSighting({ id: 'abcd0002', occurred, summary: 'Newcomer triangle', tags: ['tri'] });
    expect(preferredTimelineKey(occurred, stored.id)).toBe(preferredTimelineKey(occurred, newcomer.id));
    await store([stored]);
    expect(await store([newcomer])).toBe(1);

    expect((await search('newcomer')).sightings).toMatchObject([{ id: 'abcd0002', tags: ['tri'] }]);
    expect((await search('disc')).sightings).toMatchObject([{ id: 'abcd0001' }]);
    expect(await sightings.publicReads.count()).toBe(2);
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

  it('keeps ids, keys and import keys unique when two connections store clashing batches at once', async () => {
    const occurred = '2024-05-01T22:15:00.000Z';
    const batch = (label: string) =>
      Array.from({ length: 50 }, (_, index) =>
        makeSighting({
          id: `race${String(index).padStart(4, '0')}`,
          occurred,
          summary: `Clash ${label} ${index}`,
          importKey: index < 25 ? `shared:${index}` : `${label}:${index}`,
          tags: [label],
        }),
      );
    const [first, second] = await Promise.all([store(batch('left'), 0), store(batch('right'), 1)]);
    // The 25 shared import keys are stored once; every other row once, each under an id and key of its own.
    expect(first + second).toBe(25 + 50);
    const found = await sightings.publicReads.search({
      term: 'clash',
      ...ALL_TIME,
      hasMedia: false,
      excludeExplained: false,
      offset: 0,
      limit: 100,
    });
    expect(found.total).toBe(75);
    expect(new Set(found.sightings.map((sighting) => sighting.id)).size).toBe(75);
    for (const sighting of found.sightings) expect(sighting.tags).toHaveLength(1);
  });
});
