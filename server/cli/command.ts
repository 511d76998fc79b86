import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { createServices, type Services } from '../services.ts';

/** The command line read by `parse`; when it cannot be read, what went wrong and the usage, and exit 1. */
export function parseCommandLineOrExit<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(1);
  }
}

/**
 * Runs a command with the services of one process on the configured database, migrated first and
 * closed after. An error that `explain` puts in words is printed and the exit code is 1; any other is a
 * fault of ours and is thrown, with its stack.
 */
export async function runWithServices(
  work: (services: Services, database: DatabaseHandle) => Promise<void>,
  explain: (error: unknown) => string | null,
): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await prepareDatabase(database.db, database.dialect);
    await work(createServices(config, database), database);
  } catch (error) {
    const message = explain(error);
    if (message === null) throw error;
    console.error(message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** Every error in words: for commands whose failures are all the user's to read. */
export const failedWith = (what: string) => (error: unknown) => `${what}: ${(error as Error).message}`;
