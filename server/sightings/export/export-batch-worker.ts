/**
 * A worker thread that writes export batches (export-workers.ts): it reads each batch's sightings on a
 * connection of its own and hands back the file's bytes, moved to the serving thread rather than copied.
 */
import { workerData } from 'node:worker_threads';
import { openDatabaseAt, SERVING_TIME_LIMITS, type DatabaseLocation } from '../../db/connection.ts';
import { giveWayToTheMainThread } from '../../threads/background-priority.ts';
import { answerTasks } from '../../threads/thread-pool.ts';
import { sightingEngineFor } from '../engine/sighting-engines.ts';
import { exportBatchBytes, exportBatchReads, type ExportBatchJob } from './export-batch.ts';

// Requests from visitors come first: an export is a long read, and its reader waits on the network anyway.
giveWayToTheMainThread();
const database = openDatabaseAt(workerData as DatabaseLocation, SERVING_TIME_LIMITS);
const batches = exportBatchReads(database.db, sightingEngineFor(database.dialect));

answerTasks(async (job: ExportBatchJob) => {
  const bytes = await exportBatchBytes(batches, job);
  return { result: bytes, transfer: [bytes.buffer] };
});
