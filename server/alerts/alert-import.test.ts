import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { importSightings } from '../import/import-sightings.ts';
import { NUFORC_HEADER } from '../import/nuforc-csv.ts';
import { useAlertTestApp } from '../test/alert-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { testDialects } from '../test/test-database.ts';
import { storingWithAlerts } from './alert-import.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = mkdtempSync(path.join(tmpdir(), 'skywatch-alert-import-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

/** A NUFORC "scrubbed" CSV of these rows: [time, city, state, summary, latitude, longitude]. */
function nuforcFile(name: string, rows: ReadonlyArray<[string, string, string, string, number, number]>): string {
  const file = path.join(files, name);
  const lines = rows.map(
    ([time, city, state, summary, latitude, longitude]) =>
      `${time},${city},${state},us,light,60,1 minute,${summary},1/1/2020,${latitude},${longitude}`,
  );
  writeFileSync(file, [NUFORC_HEADER.join(','), ...lines].join('\n'));
  return file;
}

const chicago = { kind: 'circle', latitude: 41.85, longitude: -87.65, radiusKm: 50 } as const;

describe.each(testDialects())('an import with notification on %s', (dialect) => {
  const alerts = useAlertTestApp(dialect, []);
  const imported = (filePath: string, notify: boolean) => {
    const { db } = alerts.test.database.handle;
    const bulk = alerts.services.bulkSightings;
    return importSightings({
      filePath,
      pending: false,
      bulk,
      ...(notify ? { store: storingWithAlerts(db, bulk) } : {}),
    });
  };

  it('tells the alerts of the sightings it makes public, once; a bulk import tells no one', async () => {
    const created = await injectAsBrowser(alerts.test.app, {
      method: 'POST',
      url: `${API_BASE}/alerts`,
      payload: { area: chicago, channel: { kind: 'push', subscription: alerts.pushReceiver.subscription } },
    });
    expect(created.statusCode).toBe(201);

    const bulkFile = nuforcFile('bulk.csv', [['6/1/2019 21:00', 'evanston', 'il', 'A bulk row', 42.04, -87.69]]);
    expect((await imported(bulkFile, false)).added).toBe(1);
    expect(await alerts.waiting()).toMatchObject({ outbox: 0, deliveries: 0 });

    const notifyFile = nuforcFile('notify.csv', [
      ['7/4/2020 22:00', 'chicago', 'il', 'Orange orbs over the lake', 41.88, -87.63],
      ['7/5/2020 23:00', 'oak park', 'il', 'A silent triangle', 41.89, -87.79],
      ['7/6/2020 21:00', 'lubbock', 'tx', 'Lights far from Chicago', 33.58, -101.86],
    ]);
    expect((await imported(notifyFile, true)).added).toBe(3);
    expect(await alerts.waiting()).toMatchObject({ outbox: 3 });
    await alerts.settle();
    // What came after the alert's first message goes out after its quiet quarter of an hour.
    await alerts.services.alertSender.runOnce(new Date(Date.now() + 16 * 60_000));
    expect(await alerts.waiting()).toMatchObject({ outbox: 0, deliveries: 0 });
    // The two near Chicago were told; the bulk row and the far one were not.
    const told = alerts.pushReceiver.received.map((push) => (push.payload as { body: string }).body).join('\n');
    expect(told).toContain('Orange orbs over the lake');
    expect(told).toContain('A silent triangle');
    expect(told).not.toContain('Lights far from Chicago');
    expect(told).not.toContain('A bulk row');

    // Imported again: every row is stored already, and nothing is told twice.
    const again = await imported(notifyFile, true);
    expect(again).toMatchObject({ added: 0, alreadyStored: 3 });
    expect(await alerts.waiting()).toMatchObject({ outbox: 0, deliveries: 0 });
  }, 120_000); // each import loads the gazetteer, slow on a busy machine
});

describe('npm run import -- --notify', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-import-notify-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'server/cli/import.ts'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'false' },
    });

  it('writes the outbox for the public sightings it adds, and refuses --pending with it', () => {
    const file = nuforcFile('cli.csv', [
      ['8/1/2021 21:00', 'chicago', 'il', 'A green flash', 41.88, -87.63],
      ['8/2/2021 21:00', 'gary', 'in', 'A hovering disk', 41.59, -87.35],
    ]);
    const refused = run(file, '--notify', '--pending');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--notify and --pending do not go together.');
    const done = run(file, '--notify');
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/2 rows read, 2 added/);
    const database = new DatabaseSync(path.join(dataDir, 'skywatch.sqlite'));
    try {
      const row = database.prepare('select count(*) as n from alert_outbox').get() as { n: number };
      expect(Number(row.n)).toBe(2);
    } finally {
      database.close();
    }
  }, 120_000);
});
