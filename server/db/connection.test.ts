import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isoFromPostgresTimestamp, openPostgres } from './connection.ts';

describe("PostgreSQL's timestamps read as ISO text", () => {
  it('rearranges UTC text as a Date would format it', () => {
    for (const text of [
      '2019-12-12 18:43:00+00',
      '2019-12-12 18:43:00.5+00',
      '1947-06-24 14:59:59.123456+00',
      '2026-11-22 00:00:00.001+00',
    ])
      expect(isoFromPostgresTimestamp(text), text).toBe(new Date(text).toISOString());
  });

  it('falls back to a Date for any other form', () => {
    expect(isoFromPostgresTimestamp('2019-12-12 20:43:00+02')).toBe('2019-12-12T18:43:00.000Z');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('runs its sessions in UTC, whatever the server zone', async () => {
    const handle = openPostgres(process.env.TEST_DATABASE_URL!, 1);
    try {
      const zone = await sql<{ TimeZone: string }>`show timezone`.execute(handle.db);
      expect(zone.rows[0]!.TimeZone).toBe('UTC');
      const { rows } = await sql<{ instant: string }>`
        select '2019-12-12T18:43:00.25Z'::timestamptz as instant`.execute(handle.db);
      expect(rows[0]!.instant).toBe('2019-12-12T18:43:00.250Z');
    } finally {
      await handle.close();
    }
  });
});
