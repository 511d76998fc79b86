import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../import/csv-parser.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import { testDialects, type TestDatabase } from '../../test/test-database.ts';
import { sightingEngineFor } from '../engine/sighting-engines.ts';
import type { SightingService } from '../service.ts';
import { exportBatchReads, SameThreadExportBatches, type ExportBatchWriter } from './export-batch.ts';
import { SightingExportService } from './export-service.ts';
import { ExportSlots } from './export-slots.ts';
import { ExportWorkers } from './export-workers.ts';

const COUNT = 5000;
const BATCHES = COUNT / 1000;
const sightings = Array.from({ length: COUNT }, (_, index) =>
  makeSighting({ occurred: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString() }),
);

const SITE = { siteName: 'Skywatch', mediaBaseUrl: '/media', publicUrl: undefined };
const LIMITS = { max: 2, perAddress: 1 };
const REQUEST = {
  term: 'lights',
  fromDate: '2019-01-01',
  toDate: '2025-01-01',
  hasMedia: false,
  excludeExplained: false,
  page: 0,
  size: 10,
  format: 'csv' as const,
};

/** The real search, counting the batches of keys the export has taken from it so far. */
function countingBatches(sightingService: SightingService) {
  const taken = { batches: 0 };
  const counted: Pick<SightingService, 'searchAllKeys'> = {
    async searchAllKeys(request, batchSize) {
      const { total, batches } = await sightingService.searchAllKeys(request, batchSize);
      async function* counting(): AsyncGenerator<number[]> {
        for await (const batch of batches) {
          taken.batches += 1;
          yield batch;
        }
      }
      return { total, batches: counting() };
    },
  };
  return { taken, counted };
}

/** Where the batches are written: on the serving thread, or on worker threads with connections of their own. */
const BATCH_WRITERS: Array<[string, (database: TestDatabase) => ExportBatchWriter]> = [
  [
    'on the serving thread',
    ({ handle }) => new SameThreadExportBatches(exportBatchReads(handle.db, sightingEngineFor(handle.dialect))),
  ],
  ['on worker threads', ({ handle }) => new ExportWorkers(handle.location!, 2)],
];

describe.each(
  testDialects().flatMap((dialect) => BATCH_WRITERS.map(([where, writer]) => [dialect, where, writer] as const)),
)('an export streams on %s, its batches written %s', (dialect, _where, batchWriterOf) => {
  const setup = withStoredSightings(dialect, sightings);
  let batchWriter: ExportBatchWriter;
  beforeEach(() => {
    batchWriter = batchWriterOf(setup.database);
  });
  afterEach(() => batchWriter.close());

  it('starts before the whole result is read, and reads on only as the reader takes it', async () => {
    const { taken, counted } = countingBatches(setup.services.sightings);
    const exports = new SightingExportService(counted, batchWriter, SITE, new ExportSlots(LIMITS));
    const file = await exports.export(REQUEST, 'http://127.0.0.1', '10.0.0.1');
    expect(file.total).toBe(COUNT);

    await once(file.body, 'readable');
    const first = file.body.read() as Buffer;
    expect(first.toString('utf8').startsWith('\uFEFFid,permalink,')).toBe(true);
    expect(taken.batches).toBeLessThan(BATCHES);
    // The reader pauses: however long it waits, the export holds the batches written ahead, not the rest.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(taken.batches).toBeLessThanOrEqual(batchWriter.parallelism + 2);

    const chunks = [first];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    expect(taken.batches).toBe(BATCHES);
    const records = parseCsv(
      Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
    expect(records).toHaveLength(COUNT + 1);
  });

  it("writes every sighting once, in the search's order, in a JSON list that parses", async () => {
    const exports = new SightingExportService(setup.services.sightings, batchWriter, SITE, new ExportSlots(LIMITS));
    const file = await exports.export({ ...REQUEST, format: 'json' }, 'http://127.0.0.1', '10.0.0.1');
    const { sightings: exported } = JSON.parse(await text(file.body)) as {
      sightings: Array<{ id: string; occurred: string }>;
    };
    expect(new Set(exported.map((sighting) => sighting.id)).size).toBe(COUNT);
    // Newest first, as the search lists them: every sighting of the data set happened a minute apart.
    const occurred = exported.map((sighting) => sighting.occurred);
    expect(occurred).toEqual(sightings.map((sighting) => sighting.occurred).reverse());
  });
});

describe.each(testDialects())('exports at once on %s', (dialect) => {
  const setup = withStoredSightings(dialect, sightings);
  let batchWriter: ExportBatchWriter;
  beforeEach(() => {
    batchWriter = new SameThreadExportBatches(
      exportBatchReads(setup.database.handle.db, sightingEngineFor(setup.database.handle.dialect)),
    );
  });
  afterEach(() => batchWriter.close());

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { statusCode?: number; retryAfterSeconds?: number; message?: string }) => error,
    );

  it('runs two at once in the process; the next waits its turn, and one more from an address is a 429', async () => {
    const slots = new ExportSlots(LIMITS);
    const exports = new SightingExportService(setup.services.sightings, batchWriter, SITE, slots);
    // Not read: each export waits on its reader, holding its slot.
    const first = await exports.export(REQUEST, 'http://127.0.0.1', '10.0.0.1');
    const sameAddress = await refusal(exports.export(REQUEST, 'http://127.0.0.1', '10.0.0.1'));
    expect(sameAddress).toMatchObject({ statusCode: 429, retryAfterSeconds: 10 });
    expect(sameAddress?.message).toMatch(
      /^Too many exports at once from your address\. Please try again in 10 seconds/,
    );

    const second = await exports.export(REQUEST, 'http://127.0.0.1', '10.0.0.2');
    let thirdStarted = false;
    const third = exports.export(REQUEST, 'http://127.0.0.1', '10.0.0.3').then((file) => {
      thirdStarted = true;
      return file;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect([slots.running, slots.waiting, thirdStarted]).toEqual([2, 1, false]);

    // One read to its end: the waiting export starts in its slot. One dropped by its reader: its slot is free.
    await text(first.body);
    const started = await third;
    expect(parseCsv((await text(started.body)).replace(/^\uFEFF/, ''))).toHaveLength(COUNT + 1);
    second.body.destroy();
    await once(second.body, 'close');
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
    const again = await exports.export(REQUEST, 'http://127.0.0.1', '10.0.0.1');
    again.body.destroy();
  });
});
