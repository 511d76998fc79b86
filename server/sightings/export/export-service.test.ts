import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { parseCsv } from '../../import/csv-parser.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import { testDialects } from '../../test/test-database.ts';
import type { SightingService } from '../service.ts';
import { SightingExportService } from './export-service.ts';

const COUNT = 5000;
const BATCHES = COUNT / 1000;
const sightings = Array.from({ length: COUNT }, (_, index) =>
  makeSighting({ occurred: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString() }),
);

/** The real search, counting the batches of sightings the export has taken from it so far. */
function countingBatches(sightingService: SightingService) {
  const taken = { batches: 0 };
  const counted: Pick<SightingService, 'searchAll'> = {
    async searchAll(request, batchSize) {
      const { total, batches } = await sightingService.searchAll(request, batchSize);
      async function* counting(): AsyncGenerator<Sighting[]> {
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

describe.each(testDialects())('an export streams on %s', (dialect) => {
  const setup = withStoredSightings(dialect, sightings);

  it('starts before the whole result is read, and reads on only as the reader takes it', async () => {
    const { taken, counted } = countingBatches(setup.services.sightings);
    const exports = new SightingExportService(counted, {
      siteName: 'Skywatch',
      mediaBaseUrl: '/media',
      publicUrl: undefined,
    });
    const request = {
      term: 'lights',
      fromDate: '2019-01-01',
      toDate: '2025-01-01',
      hasMedia: false,
      excludeExplained: false,
      page: 0,
      size: 10,
      format: 'csv' as const,
    };
    const file = await exports.export(request, 'http://127.0.0.1');
    expect(file.total).toBe(COUNT);

    await once(file.body, 'readable');
    const first = file.body.read() as Buffer;
    expect(first.toString('utf8').startsWith('\uFEFFid,permalink,')).toBe(true);
    expect(taken.batches).toBeLessThan(BATCHES);
    // The reader pauses: however long it waits, the export holds a batch or two, not the rest.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(taken.batches).toBeLessThanOrEqual(2);

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
});
