/** A worker thread of ReadThreads (read-threads.ts): runs each statement on its own SQLite connection. */
import { CompiledQuery } from 'kysely';
import { workerData } from 'node:worker_threads';
import { giveWayToTheMainThread } from '../threads/background-priority.ts';
import { answerTasks } from '../threads/thread-pool.ts';
import { openSqlite } from './connection.ts';
import type { ReadStatement } from './read-threads.ts';

// The serving thread comes first: it answers every other visitor while a long read runs here.
giveWayToTheMainThread();
const { db } = openSqlite(workerData as string);

answerTasks(async ({ sql, parameters }: ReadStatement) => ({
  result: (await db.executeQuery(CompiledQuery.raw(sql, [...parameters]))).rows,
}));
