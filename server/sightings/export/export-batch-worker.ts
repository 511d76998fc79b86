/**
 * A worker thread that writes export batches (export-workers.ts): it reads each batch's sightings on a
 * connection of its own and hands back the file's bytes, moved to the serving thread rather than copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { giveWayToTheMainThread } from '../../background-thread.ts';
import { openDatabaseAt, SERVING_TIME_LIMITS, type DatabaseLocation } from '../../db/connection.ts';
import { sightingEngineFor } from '../engine/sighting-engines.ts';
import { exportBatchBytes, exportBatchReads } from './export-batch.ts';
import type { ExportBatchAnswer, ExportBatchRequest } from './export-workers.ts';

// Requests from visitors come first: an export is a long read, and its reader waits on the network anyway.
giveWayToTheMainThread();
const database = openDatabaseAt(workerData as DatabaseLocation, SERVING_TIME_LIMITS);
const batches = exportBatchReads(database.db, sightingEngineFor(database.dialect));

parentPort!.on('message', ({ id, job }: ExportBatchRequest) => {
  exportBatchBytes(batches, job).then(
    (bytes) => {
      const answer: ExportBatchAnswer = { id, bytes };
      parentPort!.postMessage(answer, [bytes.buffer]);
    },
    (error: unknown) => {
      const answer: ExportBatchAnswer = { id, failure: error instanceof Error ? error.message : String(error) };
      parentPort!.postMessage(answer);
    },
  );
});
