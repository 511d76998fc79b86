import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, sqliteFilePath, type DatabaseHandle } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { testServices } from '../test/build-test-app.ts';
import { makeSighting, PENDING_REVIEW } from '../test/sighting-factory.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { ReportRepository, type ReportTokenRows } from './report-repository.ts';
import { newReportToken } from './report-tokens.ts';

/** Storing sightings that stops, as a killed process would, until the test lets it go on. */
class StalledBulkRepository extends BulkSightingRepository {
  reached!: () => void;
  readonly whenReached = new Promise<void>((resolve) => (this.reached = resolve));
  release!: () => void;
  readonly #released = new Promise<void>((resolve) => (this.release = resolve));

  override async insertMany(sightings: readonly NewSighting[]): Promise<number> {
    this.reached();
    await this.#released;
    return super.insertMany(sightings);
  }

  override async insertManyIn(trx: Kysely<Database>, sightings: readonly NewSighting[]): Promise<number> {
    this.reached();
    await this.#released;
    return super.insertManyIn(trx, sightings);
  }
}

function tokensFor(sightingId: string): ReportTokenRows {
  const row = () => ({
    hash: newReportToken().hash,
    sightingId,
    created: new Date().toISOString(),
    expires: new Date(Date.now() + 3600_000).toISOString(),
  });
  return { upload: row(), follow: row() };
}

describe.each(testDialects())('saving a report on %s', (dialect) => {
  let database: TestDatabase;
  let services: ReturnType<typeof testServices>;
  /** Another connection, which sees only what has been committed. */
  let observer: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = testServices(database);
    observer = dialect === 'sqlite' ? openSqlite(sqliteFilePath(database.dataDir)) : database.handle;
  });
  afterAll(async () => {
    if (observer !== database.handle) await observer.close();
    await database?.destroy();
  });

  const committedRows = async (table: 'upload_tokens' | 'report_follows', sightingId: string) =>
    (
      await observer.db
        .selectFrom(table as never)
        .select('sighting_id' as never)
        .where('sighting_id' as never, '=', sightingId as never)
        .execute()
    ).length;

  it('commits the sighting, its upload token and its follow link together, never the tokens alone', async () => {
    const stalled = new StalledBulkRepository(database.handle.db, services.sightingEngine, services.eventGrouping);
    const repository = new ReportRepository(database.handle.db, stalled, services.staffSightings);
    const sighting = makeSighting(PENDING_REVIEW);
    const saving = repository.save(sighting, tokensFor(sighting.id));
    await stalled.whenReached;
    // Killed here, the process would leave what is committed now: nothing of the report.
    expect(await committedRows('report_follows', sighting.id)).toBe(0);
    expect(await committedRows('upload_tokens', sighting.id)).toBe(0);
    stalled.release();
    await saving;
    expect(await committedRows('report_follows', sighting.id)).toBe(1);
    expect(await committedRows('upload_tokens', sighting.id)).toBe(1);
    expect(await repository.findSaved(sighting.id)).toMatchObject({ id: sighting.id });
  });

  it('removes the tokens and follow links an older version left without their sighting, and only those', async () => {
    const repository = new ReportRepository(database.handle.db, services.bulkSightings, services.staffSightings);
    const kept = makeSighting(PENDING_REVIEW);
    await repository.save(kept, tokensFor(kept.id));
    const orphan = tokensFor('gone1234');
    for (const [table, token] of [
      ['upload_tokens', orphan.upload],
      ['report_follows', orphan.follow],
    ] as const) {
      await database.handle.db
        .insertInto(table as never)
        .values({
          token_hash: token.hash,
          sighting_id: token.sightingId,
          created: token.created,
          expires: token.expires,
        } as never)
        .execute();
    }
    expect(await repository.removeOrphanTokens()).toBe(2);
    expect(await committedRows('report_follows', 'gone1234')).toBe(0);
    expect(await committedRows('upload_tokens', 'gone1234')).toBe(0);
    expect(await committedRows('report_follows', kept.id)).toBe(1);
    expect(await repository.removeOrphanTokens()).toBe(0);
  });
});
