import { parseArgs } from 'node:util';
import { openCopyConnections } from '../db/copy-connections.ts';
import { runBulkLoad } from '../sightings/bulk/bulk-load.ts';
import { SYNTHETIC_SOURCE } from '../synthetic/synthetic-sightings.ts';
import { seedFromText } from '../synthetic/random.ts';
import { seedSynthetic, type SeedProgress } from '../synthetic/seed-synthetic.ts';
import { parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE = 'Usage: npm run seed:synthetic -- --count N [--seed S]   (benchmark data, source "Skywatch synthetic")';
/**
 * PostgreSQL connections storing batches at once (decision 0027): while one backend writes its rows,
 * the other parses the next batch's COPY text, so both cores work.
 */
const COPY_CONNECTIONS = 2;
/** Progress every 5 % of the rows. */
const PROGRESS_SHARE = 0.05;

const { count, seed } = parseCommandLineOrExit(USAGE, () => {
  const { values } = parseArgs({ options: { count: { type: 'string' }, seed: { type: 'string', default: '1' } } });
  const count = Number(values.count?.replaceAll('_', ''));
  if (!Number.isSafeInteger(count) || count < 1) throw new Error('--count must be a whole number of 1 or more.');
  return { count, seed: seedFromText(values.seed) };
});

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const rate = (rows: number, ms: number) => number(rows / Math.max(ms / 1000, 0.001));

function progressLine(progress: SeedProgress, count: number): string {
  return (
    `${Math.round((progress.generated / count) * 100)}% · ${number(progress.generated)} generated · ` +
    `${number(progress.added)} added · ${rate(progress.generated, progress.elapsedMs)} rows/s`
  );
}

await runWithServices(
  async (services, database) => {
    const started = performance.now();
    // Today at midnight UTC: the same seed on the same day gives the very same rows.
    const until = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
    const reportEvery = Math.max(1, Math.round(count * PROGRESS_SHARE));
    let nextReport = reportEvery;
    // Tidying the indexes afterwards is part of the load: the time reported includes it.
    const bulk = services.bulkSightings;
    // When the rows were stored and when they were grouped into events (the sweep at the load's end).
    let storedAt = 0;
    let groupedAt = 0;
    const copy = database.connectionString
      ? await openCopyConnections(database.connectionString, COPY_CONNECTIONS)
      : null;
    const result = await runBulkLoad(
      database.db,
      services.sightingEngine,
      async () => {
        const loaded = await bulk.groupingOnceAfter(async () => {
          const stored = await seedSynthetic({
            count,
            seed,
            until,
            bulk,
            copyConnections: copy?.connections,
            onProgress: (progress) => {
              if (progress.generated < nextReport && progress.generated < count) return;
              console.error(progressLine(progress, count));
              while (nextReport <= progress.generated) nextReport += reportEvery;
            },
          });
          storedAt = performance.now();
          return stored;
        });
        groupedAt = performance.now();
        return loaded;
      },
      copy?.connections.map((connection) => connection.db),
    ).finally(() => copy?.close());
    const elapsedMs = performance.now() - started;
    const seconds = elapsedMs / 1000;
    console.log(
      `Seeded ${number(result.added)} of ${number(count)} synthetic sightings (seed ${seed}, source "${SYNTHETIC_SOURCE}") ` +
        `into ${database.dialect} in ${seconds.toFixed(1)} s: ${rate(count, elapsedMs)} rows/s overall, ` +
        `insertMany ${rate(count, result.insertMs)} rows/s (${(result.insertMs / 1000).toFixed(1)} s of it), ` +
        `grouping into events ${((groupedAt - storedAt) / 1000).toFixed(1)} s of it.`,
    );
  },
  () => null,
);
