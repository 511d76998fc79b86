/**
 * A worker thread that generates and prepares synthetic sightings, a batch per request, in order. The
 * seeding thread stores one batch while the workers make the next ones: on two cores the halves of the
 * work overlap instead of taking turns. With a staging folder, a batch goes back as a staging file
 * (decision 0016); for PostgreSQL as COPY text (decision 0027); otherwise as prepared objects.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { giveWayToTheMainThread } from '../threads/background-priority.ts';
import { loadCities } from '../geodata/cities.ts';
import { toCopyBatch } from '../sightings/bulk/copy-batch.ts';
import { prepareSightings } from '../sightings/bulk/prepared-sightings.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { writeSightingStaging } from '../sightings/bulk/staging-repository.ts';
import type { BatchRequest, GeneratorSettings, SyntheticBatch } from './synthetic-batches.ts';
import { SyntheticSightings } from './synthetic-sightings.ts';

giveWayToTheMainThread();
const settings = workerData as GeneratorSettings;
const generator = new SyntheticSightings({
  seed: settings.seed,
  until: new Date(settings.untilMs),
  cities: loadCities(),
});

parentPort!.on('message', (request: BatchRequest) => {
  const batch: NewSighting[] = [];
  for (let index = request.start; index < request.start + request.size; index += 1) {
    const { sighting, mediaCount } = generator.next(index);
    batch.push({ ...sighting, mediaCount });
  }
  const prepared = prepareSightings(batch, new Date().toISOString(), !settings.copyText);
  if (settings.copyText) {
    const copy = toCopyBatch(prepared);
    // Handed over, not copied: the bytes move to the storing thread.
    const answer: SyntheticBatch = { copy };
    parentPort!.postMessage(answer, [copy.rows.buffer as ArrayBuffer, copy.tags.buffer as ArrayBuffer]);
    return;
  }
  let answer: SyntheticBatch = { prepared };
  if (settings.stagingDir) {
    const stagingFile = path.join(settings.stagingDir, `rows-${request.start}.sqlite`);
    writeSightingStaging(stagingFile, prepared);
    answer = { stagingFile };
  }
  parentPort!.postMessage(answer);
});
