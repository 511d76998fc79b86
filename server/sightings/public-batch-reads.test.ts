import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { MediaRepository } from './media-repository.ts';
import { PublicSightingBatches, type SightingColumn } from './public-batch-reads.ts';
import { SIGHTING_COLUMNS, toSighting } from './sighting-record.ts';

const COUNT = 60;
const hour = (index: number) => new Date(Date.UTC(2021, 0, 1) + index * 3_600_000).toISOString();

/** Some pending, some deleted, a third without tags, the rest with tags in an order of their own. */
const stored = Array.from({ length: COUNT }, (_, index) =>
  makeSighting({
    id: `bt${String(index).padStart(6, '0')}`,
    occurred: hour(index),
    approved: index % 7 !== 3,
    status: index % 7 === 3 ? 'PENDING' : 'APPROVED',
    deleted: index % 11 === 5,
    tags: index % 3 === 0 ? [] : ['orb', `tag ${index}`, 'lights'],
  }),
);
const isPublic = (index: number) => index % 7 !== 3 && index % 11 !== 5;
const WITH_TWO_MEDIA = 'bt000013';
const WITH_ONE_MEDIUM = 'bt000012';

describe.each(testDialects())('reading public sightings a batch at a time on %s', (dialect) => {
  let database: TestDatabase;
  let batches: PublicSightingBatches<SightingColumn>;
  let keyOf: Map<string, number>;
  /** Each sighting as the public page reads it, one at a time: what a batch must answer too. */
  let onItsOwn: Map<number, Sighting>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const stores = sightingStores(database.handle);
    await stores.bulk.insertMany(stored);
    const media = new MediaRepository(database.handle.db, stores.engine);
    for (const [id, files] of [
      [WITH_TWO_MEDIA, ['second.jpg', 'first.mp4']],
      [WITH_ONE_MEDIUM, ['only.png']],
    ] as const) {
      const target = await media.findUploadTarget(id);
      for (const fileName of files) {
        const file = { fileName, kind: 'photo', contentType: 'image/jpeg', sizeBytes: 10, hasPublicCopy: true };
        await media.add(target!.seq, { ...file, created: hour(0) }, 10);
      }
    }
    const rows = await database.handle.db.selectFrom('sightings').select(['id', 'timeline_key']).execute();
    keyOf = new Map(rows.map((row) => [row.id, Number(row.timeline_key)]));
    onItsOwn = new Map();
    for (const sighting of stored) {
      const read = await stores.publicReads.findById(sighting.id);
      if (read) onItsOwn.set(keyOf.get(sighting.id)!, read);
    }
    batches = new PublicSightingBatches(database.handle.db, stores.engine, SIGHTING_COLUMNS);
  });

  afterAll(() => database.destroy());

  /** A batch read with every column, as the sightings the public page reads. */
  const readSightings = async (keys: readonly number[]) =>
    (await batches.byKeys(keys)).map(({ row, tags, media }) => toSighting(row, tags, media));

  /** The keys of the sightings at these indexes of `stored`, newest first unless said otherwise. */
  const keysAt = (indexes: readonly number[]) => indexes.map((index) => keyOf.get(stored[index]!.id)!);
  const newestFirst = (indexes: number[]) => indexes.sort((a, b) => b - a);
  const publicOnly = (keys: readonly number[]) => keys.flatMap((key) => onItsOwn.get(key) ?? []);

  it('reads a dense run of public keys, as a range, like each sighting on its own', async () => {
    const keys = keysAt(newestFirst(Array.from({ length: COUNT }, (_, index) => index).filter(isPublic)));
    const read = await readSightings(keys);
    expect(read).toHaveLength(keys.length);
    expect(read).toEqual(publicOnly(keys));
    // One public sighting of the range left out: the range meets it, the batch does not answer it.
    const withAGap = keys.filter((_, index) => index !== 5);
    expect(await readSightings(withAGap)).toEqual(publicOnly(withAGap));
  });

  it('reads sparse keys one by one, and a batch spanning a dense run and sparse keys, in the keys order', async () => {
    const sparse = keysAt(newestFirst([58, 44, 30, 16, 2]));
    expect(await readSightings(sparse)).toEqual(publicOnly(sparse));
    const denseThenSparse = keysAt([...newestFirst([50, 51, 52, 53, 54, 55, 56]), 40, 20, 1]);
    expect(await readSightings(denseThenSparse)).toEqual(publicOnly(denseThenSparse));
    const anyOrder = keysAt([12, 40, 13, 1, 59]);
    expect((await readSightings(anyOrder)).map((sighting) => sighting.id)).toEqual(
      publicOnly(anyOrder).map((sighting) => sighting.id),
    );
  });

  it('leaves out pending, deleted and unknown keys, even inside a dense run', async () => {
    const indexes = newestFirst(Array.from({ length: 20 }, (_, index) => index + 1));
    const keys = [...keysAt(indexes), 12_345];
    const read = await readSightings(keys);
    expect(read.map((sighting) => sighting.id)).toEqual(indexes.filter(isPublic).map((index) => stored[index]!.id));
    expect(await readSightings(keysAt([3, 5]))).toEqual([]);
    expect(await readSightings([])).toEqual([]);
  });

  it('gives each sighting its own tags and media in their order, and empty lists to those without', async () => {
    const read = await readSightings(keysAt(newestFirst([12, 13, 14, 15])));
    const byId = new Map(read.map((sighting) => [sighting.id, sighting]));
    expect(byId.get(WITH_ONE_MEDIUM)).toMatchObject({ tags: [], media: ['only.png'] });
    expect(byId.get(WITH_TWO_MEDIA)).toMatchObject({
      tags: ['orb', 'tag 13', 'lights'],
      media: ['second.jpg', 'first.mp4'],
    });
    expect(byId.get('bt000014')).toMatchObject({ tags: ['orb', 'tag 14', 'lights'], media: [] });
    expect(byId.get('bt000015')).toMatchObject({ tags: [], media: [] });
  });
});
