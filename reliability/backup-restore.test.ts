/**
 * Backups: `npm run backup` copies a running SQLite installation (database and media, originals
 * too) while reports keep coming in; the copy restored into a new DATA_DIR, as docs/operations.md
 * says, serves the same sightings and media. On PostgreSQL it refuses and points to pg_dump.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { after, test } from 'node:test';
import { jpegWithGps } from '../server/test/media-fixtures.ts';
import { adminToken, API, approve, call, reportBody, upload } from './support/api-client.ts';
import { ADMIN_ENV, newDataDir, ROOT, startServer, type ServerProcess } from './support/server-process.ts';

const servers: ServerProcess[] = [];
after(async () => {
  for (const server of servers) await server.stop();
});

function npmRunBackup(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('a backup taken while reports come in restores into a new DATA_DIR that serves the same', async (t) => {
  const dataDir = newDataDir('backup-source');
  const backups = newDataDir('backups');
  const env = { ...ADMIN_ENV, TRUST_PROXY: 'true' };
  const source = await startServer({ dataDir, env });
  servers.push(source);

  // One public sighting with a photo (public copy, thumbnail and original).
  const token = await adminToken(source.origin);
  const report = await call(source.origin, `${API}/sightings/report`, {
    body: reportBody(),
    clientAddress: '10.2.0.1',
  });
  const photo = { name: 'lights.jpg', bytes: await jpegWithGps(320, 240), type: 'image/jpeg' };
  const uploaded = await upload(source.origin, report.body.id, report.body.uploadToken, photo, '10.2.0.1');
  assert.equal(uploaded.status, 201);
  assert.equal((await approve(source.origin, token, report.body.id)).status, 200);

  // Visitors keep reporting during the backup.
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const clientAddress = `10.2.1.${(written % 250) + 1}`;
      const answer = await call(source.origin, `${API}/sightings/report`, { body: reportBody(), clientAddress });
      if (answer.status === 201) written += 1;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const backup = await npmRunBackup(['--out', backups], { DATA_DIR: dataDir });
  writing = false;
  await writer;
  assert.equal(backup.code, 0, backup.output);
  t.diagnostic(backup.output.trim());
  assert.ok(written > 0, 'reports were stored while the backup ran');

  const [name] = readdirSync(backups);
  assert.match(name!, /^skywatch-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
  const folder = path.join(backups, name!);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
  assert.equal(manifest.database.integrityCheck, 'ok');
  assert.equal(manifest.database.sha256, sha256(path.join(folder, 'skywatch.sqlite')));
  assert.equal(manifest.media.files, 2, 'the public copy and its thumbnail');
  assert.equal(manifest.originals.files, 1, 'the original as uploaded');
  assert.ok(manifest.database.rows.sightings > 50);

  // Restore as docs/operations.md says: the three items into an empty DATA_DIR.
  const restoredDir = newDataDir('restored');
  for (const item of ['skywatch.sqlite', 'media', 'originals']) {
    cpSync(path.join(folder, item), path.join(restoredDir, item), { recursive: true });
  }
  const restored = await startServer({ dataDir: restoredDir, env: { DEMO_DATA: 'false' } });
  servers.push(restored);

  const page = `${API}/sightings/by-page?page=0&size=100`;
  assert.deepEqual((await call(restored.origin, page)).body, (await call(source.origin, page)).body);
  const total = `${API}/sightings/total-sightings`;
  assert.equal((await call(restored.origin, total)).body, (await call(source.origin, total)).body);
  const sighting = (await call(restored.origin, `${API}/sightings/by-id/${report.body.id}`)).body;
  assert.deepEqual(sighting.media, [uploaded.body.file]);
  const media = `/media/${report.body.submitted.slice(0, 10)}/${report.body.id}/${uploaded.body.file}`;
  const served = async (server: ServerProcess) => Buffer.from(await (await fetch(server.origin + media)).arrayBuffer());
  const fromSource = await served(source);
  const fromRestored = await served(restored);
  assert.ok(fromRestored.length > 0 && fromRestored.equals(fromSource), 'the same photo is served');
  const original = path.join(report.body.submitted.slice(0, 10), report.body.id, uploaded.body.file);
  assert.ok(existsSync(path.join(restoredDir, 'originals', original)), 'the original is restored');
  assert.equal(typeof (await adminToken(restored.origin)), 'string', 'staff sign in as before');
});

test('on PostgreSQL it refuses and points to pg_dump', async () => {
  const refused = await npmRunBackup([], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', DATA_DIR: ROOT });
  assert.equal(refused.code, 2);
  assert.match(refused.output, /pg_dump --format=custom/);
});
