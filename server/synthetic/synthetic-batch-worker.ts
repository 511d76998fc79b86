/**
 * A worker thread that generates and prepares synthetic sightings, a batch per request, in order. The
 * seeding thread stores one batch while this one makes the next: on two cores the two halves of the
 * work overlap instead of taking turns.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadCities } from '../geodata/cities.ts';
import { prepareSightings } from '../sightings/prepared-sightings.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import type { BatchRequest, GeneratorSettings } from './synthetic-batches.ts';
import { SyntheticSightings } from './synthetic-sightings.ts';

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
  parentPort!.postMessage(prepareSightings(batch, new Date().toISOString()));
});
