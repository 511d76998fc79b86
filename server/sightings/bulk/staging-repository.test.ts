import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preferredTimelineKey } from '../timeline/timeline-key.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { prepareSightings } from './prepared-sightings.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import type { NewSighting } from '../sighting-record.ts';
import { writeSightingStaging } from './staging-repository.ts';

const UPDATED = '2026-01-01T00:00:00.000Z';
const WORLD = [{ west: -180, south: -90, east: 180, north: 90 }];
const ALL_TIME = { fromInstant: '1900-01-01T00:00:00.000Z', toInstantExclusive: '2100-01-01T00:00:00.000Z' };

describe('staging files (SQLite bulk loads)', () => {
  let database: TestDatabase;
  let sightings: ReturnType<typeof sightingStores>;
  let files = 0;

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    sightings = sightingStores(database.handle);
  });
  afterEach(() => database.destroy());

  /** Writes the sightings to a staging file, as a worker thread does, and stores it. */
  async function stage(batch: NewSighting[]): Promise<number> {
    files += 1;
    const file = path.join(database.dataDir, `staged-${files}.sqlite`);
    writeSightingStaging(file, prepareSightings(batch, UPDATED));
    return sightings.bulk.insertStaged(file);
  }

  const search = (term: string, hasMedia = false) =>
    sightings.publicReads.search({ term, ...ALL_TIME, hasMedia, excludeExplained: false, offset: 0, limit: 10 });

  it('stores rows with their tags, and puts public ones in the search and map indexes', async () => {
    const orb = makeSighting({ summary: 'Humming cobalt orb', tags: ['orb', 'hum'], mediaCount: 2 });
    const pending = makeSighting({ summary: 'Cobalt zeppelin', approved: false, status: 'PENDING' });
    expect(sightings.bulk.storesStagingFiles).toBe(true);
    expect(await stage([orb, pending])).toBe(2);

    expect(await sightings.publicReads.findById(orb.id)).toMatchObject({
      summary: 'Humming cobalt orb',
      tags: ['orb', 'hum'],
    });
    expect(await sightings.staff.findLiveById(pending.id)).toMatchObject({ approved: false });
    expect((await search('cobalt')).sightings.map((sighting) => sighting.id)).toEqual([orb.id]);
    expect((await search('cob', true)).total).toBe(1);
    expect((await sightings.publicReads.findInBoxes(WORLD, 10)).map((sighting) => sighting.id)).toEqual([orb.id]);
    expect(await sightings.publicReads.count()).toBe(1);
  });

  it('skips a row whose import key is stored, so a repeated load adds nothing twice', async () => {
    const first = makeSighting({ importKey: 'feed:1', tags: ['orb'] });
    expect(await stage([first])).toBe(1);
    expect(await stage([first, makeSighting({ importKey: 'feed:2' })])).toBe(2 - 1);
    expect(await sightings.publicReads.count()).toBe(2);
    expect(await sightings.publicReads.findById(first.id)).toMatchObject({ tags: ['orb'] });
  });

  it('gives a row a new id when another stored sighting holds its id, and its tags follow', async () => {
    const stored = makeSighting({ id: 'same0001', summary: 'Stored disc', importKey: 'feed:a' });
    await stage([stored]);
    const newcomer = makeSighting({ id: 'same0001', summary: 'Newcomer triangle', importKey: 'feed:b', tags: ['tri'] });
    expect(await stage([newcomer])).toBe(1);

    expect(await sightings.publicReads.findById('same0001')).toMatchObject({ summary: 'Stored disc' });
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
    await stage([stored]);
    expect(await stage([newcomer])).toBe(1);

    expect((await search('newcomer')).sightings).toMatchObject([{ id: 'abcd0002', tags: ['tri'] }]);
    expect((await search('disc')).sightings).toMatchObject([{ id: 'abcd0001' }]);
    expect(await sightings.publicReads.count()).toBe(2);
  });

  it('makes ids and keys unique within one staging file', async () => {
    const occurred = '2024-05-01T22:15:00.000Z';
    const twins = [
      makeSighting({ id: 'twin0001', occurred, summary: 'First twin' }),
      makeSighting({ id: 'twin0001', occurred, summary: 'Second twin' }),
      makeSighting({ id: 'twin0002', occurred, summary: 'Third twin' }),
    ];
    expect(await stage(twins)).toBe(3);
    const found = (await search('twin')).sightings;
    expect(found.map((sighting) => sighting.summary).sort()).toEqual(['First twin', 'Second twin', 'Third twin']);
    expect(new Set(found.map((sighting) => sighting.id)).size).toBe(3);
  });
});
