import { describe, expect, it } from 'vitest';
import { up as historicalReportDates } from '../db/migrations/028-historical-report-dates.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';
import { useDatabasePerTest } from '../test/use-test-database.ts';
import { historicalSightings } from './historical-sightings.ts';
import { loadDemoData } from './load-demo-data.ts';

/** A stored instant as ISO text: SQLite stores text, PostgreSQL gives a Date. */
const iso = (value: unknown) => new Date(value as string).toISOString();

describe.each(testDialects())('the built-in historical sightings on %s', (dialect) => {
  const database = useDatabasePerTest(dialect);

  it('are submitted when they happened, not when loaded: the newest report is the newest case', async () => {
    const stores = sightingStores(database.handle);
    expect(await loadDemoData(stores.bulk, new Date('2026-11-28T12:00:00Z'))).toBe(historicalSightings.length);
    const rows = await database.handle.db
      .selectFrom('sightings')
      .select(['occurred', 'submitted', 'created', 'days_between'])
      .execute();
    for (const row of rows) {
      expect(iso(row.submitted)).toBe(iso(row.occurred));
      expect(Number(row.days_between)).toBe(0);
      expect(iso(row.created)).toBe('2026-11-28T12:00:00.000Z');
    }
    const newestCase = [...historicalSightings].sort((a, b) => b.occurred.localeCompare(a.occurred))[0]!;
    expect((await stores.publicReads.latest())?.summary).toBe(newestCase.summary);
  });

  it('loaded by an older version get their occurrence as submission date, unless files are kept under it', async () => {
    const { db } = database.handle;
    await loadDemoData(sightingStores(database.handle).bulk);
    // As an older version stored them: submitted at load time; one was given a photo since.
    await db.updateTable('sightings').set({ submitted: '2026-01-02T03:04:05.000Z', days_between: 20000 }).execute();
    const [withPhoto] = await db.selectFrom('sightings').select('id').limit(1).execute();
    await db.updateTable('sightings').set({ media_count: 1 }).where('id', '=', withPhoto!.id).execute();
    await historicalReportDates(db);
    const rows = await db.selectFrom('sightings').select(['id', 'occurred', 'submitted']).execute();
    for (const row of rows) {
      expect(iso(row.submitted)).toBe(row.id === withPhoto!.id ? '2026-01-02T03:04:05.000Z' : iso(row.occurred));
    }
  });
});
