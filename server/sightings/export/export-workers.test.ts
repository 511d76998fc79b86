import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import type { ExportBatchJob } from './export-batch.ts';
import { ExportWorkers } from './export-workers.ts';

const site = { origin: 'http://127.0.0.1', mediaBaseUrl: '/media' };
const job = (keys: number[]): ExportBatchJob => ({ format: 'csv', licence: 'CC BY 4.0', site, keys });

describe('export batches written on worker threads', () => {
  const setup = withStoredSightings('sqlite', [makeSighting({ id: 'wk000001', summary: 'Three lights' })]);
  let workers: ExportWorkers | undefined;
  afterEach(() => workers?.close());

  it("writes a batch's rows on a thread, and starts its threads again after they were stopped", async () => {
    workers = new ExportWorkers(setup.database.handle.location!, 2);
    const [row] = await setup.database.handle.db.selectFrom('sightings').select('timeline_key').execute();
    const written = async () => Buffer.from(await workers!.write(job([Number(row!.timeline_key)]))).toString('utf8');
    expect(await written()).toMatch(/^wk000001,http:\/\/127\.0\.0\.1\/sighting\/wk000001,.*Three lights/);
    await workers.close();
    expect(await written()).toContain('wk000001');
  });

  it('fails the batch, not the process, when a thread cannot open the database', async () => {
    // Its folder would be inside a file: the thread stops as it starts.
    const file = path.join(setup.database.dataDir, 'not-a-folder', 'skywatch.sqlite');
    writeFileSync(path.dirname(file), 'a file');
    workers = new ExportWorkers({ dialect: 'sqlite', file }, 1);
    await expect(workers.write(job([1]))).rejects.toThrow();
    // The stopped thread is gone; the next batch gets a new one, which fails the same way.
    await expect(workers.write(job([1]))).rejects.toThrow();
  });

  it("fails the batch with the database's own error when its read fails", async () => {
    const file = path.join(setup.database.dataDir, 'not-a-database.sqlite');
    writeFileSync(file, 'these bytes are no SQLite database, as a damaged file would not be');
    workers = new ExportWorkers({ dialect: 'sqlite', file }, 1);
    await expect(workers.write(job([1]))).rejects.toThrow(/not a database/);
  });
});
