import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skySchema } from '../../common/schemas/sky.ts';
import { testServices } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { fillMissingSkies } from './fill-skies.ts';
import { mergedSpans, recomputeSkiesIn } from './recompute-skies.ts';
import { starlinkTrain, trainFirstSets } from './satellites/testing/starlink-train.ts';

const trainSighting = makeSighting({
  id: 'train001',
  summary: 'A string of lights crossed the sky',
  detailedDescription: 'About twenty lights in a row moved silently across.',
  shape: 'Other',
  flightPath: 'Straight Line',
  latitude: 39.95,
  longitude: -75.17,
  occurred: '2024-05-03T00:16:00.000Z',
  duration: '00:02:00',
});
const yearBefore = makeSighting({
  id: 'older001',
  latitude: 39.95,
  longitude: -75.17,
  occurred: '2023-05-03T00:16:00.000Z',
});

describe('spans of time', () => {
  it('merges those that touch or overlap', () => {
    expect(
      mergedSpans([
        { fromMs: 5, toMs: 9 },
        { fromMs: 0, toMs: 2 },
        { fromMs: 2, toMs: 6 },
        { fromMs: 20, toMs: 30 },
      ]),
    ).toEqual([
      { fromMs: 0, toMs: 9 },
      { fromMs: 20, toMs: 30 },
    ]);
  });
});

describe.each(testDialects())('skies worked out again after an import on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await sightingStores(database.handle).bulk.insertMany([trainSighting, yearBefore]);
  });
  afterAll(() => database.destroy());

  it('the sightings an import of elements covers get their train; the others keep their sky', async () => {
    const services = testServices(database);
    expect(await fillMissingSkies(services.sightingSkies, undefined, undefined, services.passingSky)).toMatchObject({
      done: 2,
      explained: 0,
    });
    const sets = [...trainFirstSets(), ...starlinkTrain()];
    await services.satelliteElements.store(sets);
    // A new process, as the import command is: it reads the stored epochs afresh.
    const fresh = testServices(database);
    const spans = sets.map((set) => ({ fromMs: set.epochMs - 14 * 86_400_000, toMs: set.epochMs + 14 * 86_400_000 }));
    const { forgotten, filled } = await recomputeSkiesIn(spans, fresh.sightingSkies, fresh.passingSky);
    expect(forgotten).toBe(1);
    expect(filled).toMatchObject({ done: 1, explained: 1 });
    const sky = skySchema.parse(
      JSON.parse((await fresh.sightingSkies.findJson('train001', { includePending: false }))!),
    );
    expect(sky.satellites.trains).toHaveLength(1);
  });
});
