/**
 * Fault (a): `kill -9` of the server while reports and their media are being submitted. After a
 * restart every report that was answered 201 is there with every file that was answered 201, and
 * SQLite's integrity check passes.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, test } from 'node:test';
import { jpegWithGps, mp4WithLocation } from '../server/test/media-fixtures.ts';
import { addressesUnder } from '../server/test/remote-addresses.ts';
import { adminToken, API, call, reportBody, upload } from './support/api-client.ts';
import { KILL_UNDER_LOAD, type AnsweredReport } from './support/kill-under-load.ts';
import { ADMIN_ENV, newDataDir, startServer, type ServerProcess } from './support/server-process.ts';

const { writers: WRITERS, afterMs: KILL_AFTER_MS } = KILL_UNDER_LOAD;

const servers: ServerProcess[] = [];
after(async () => {
  for (const server of servers) await server.stop();
});

function checkIntegrity(dataDir: string): { integrity: string; foreignKeyProblems: number } {
  const database = new DatabaseSync(path.join(dataDir, 'skywatch.sqlite'));
  try {
    const integrity = (database.prepare('pragma integrity_check').get() as { integrity_check: string }).integrity_check;
    const foreignKeyProblems = database.prepare('pragma foreign_key_check').all().length;
    return { integrity, foreignKeyProblems };
  } finally {
    database.close();
  }
}

test('every report and file answered 201 survives kill -9, and the database is intact', async (t) => {
  const dataDir = newDataDir('kill');
  const env = {
    DEMO_DATA: 'false',
    // Many reports from one machine: each writer poses as its own visitors through X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...ADMIN_ENV,
  };
  const first = await startServer({ dataDir, env });
  servers.push(first);
  const photo = await jpegWithGps(640, 480);
  const video = mp4WithLocation();

  const confirmed = new Map<string, AnsweredReport>();
  let running = true;
  const nextClientAddress = addressesUnder('10.9');
  const refusals: number[] = [];
  const writer = async () => {
    while (running) {
      const clientAddress = nextClientAddress();
      try {
        const report = await call(first.origin, `${API}/sightings/report`, { body: reportBody(), clientAddress });
        if (report.status !== 201) {
          refusals.push(report.status);
          continue;
        }
        const sighting: AnsweredReport = { id: report.body.id, submitted: report.body.submitted, files: [] };
        confirmed.set(sighting.id, sighting);
        for (const file of [
          { name: 'lights.jpg', bytes: photo, type: 'image/jpeg' },
          { name: 'clip.mp4', bytes: video, type: 'video/mp4' },
        ]) {
          const stored = await upload(first.origin, sighting.id, report.body.uploadToken, file, clientAddress);
          if (stored.status === 201) sighting.files.push(stored.body.file);
        }
      } catch {
        // The server is gone: what it confirmed before is what must survive.
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  first.child.kill('SIGKILL');
  const ended = await first.exited;
  running = false;
  await Promise.all(writers);
  assert.equal(ended.signal, 'SIGKILL');

  const files = [...confirmed.values()].reduce((sum, sighting) => sum + sighting.files.length, 0);
  t.diagnostic(
    `killed after ${KILL_AFTER_MS} ms of writing: ${confirmed.size} reports and ${files} files had been answered 201`,
  );
  assert.deepEqual(refusals, [], 'no report was refused before the kill');
  assert.ok(confirmed.size >= WRITERS, 'reports were confirmed before the kill');
  assert.ok(files >= WRITERS, 'files were confirmed before the kill');

  // As the killed process left it, before anything opens it again.
  assert.deepEqual(checkIntegrity(dataDir), { integrity: 'ok', foreignKeyProblems: 0 });

  const second = await startServer({ dataDir, env });
  servers.push(second);
  const token = await adminToken(second.origin);
  for (const sighting of confirmed.values()) {
    const stored = await call(second.origin, `${API}/sightings/by-id/${sighting.id}`, { token });
    assert.equal(stored.status, 200, `report ${sighting.id} is there`);
    for (const file of sighting.files) {
      assert.ok(stored.body.media.includes(file), `${sighting.id} lists ${file}`);
      // Awaiting review: kept out of /media, read by staff with their token.
      const relative = `${sighting.submitted.slice(0, 10)}/${sighting.id}/pending/${file}`;
      assert.ok(existsSync(path.join(dataDir, 'originals', relative)), `${relative} is on disk`);
      const served = await fetch(`${second.origin}${API}/administration/media/${sighting.id}/${file}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(served.status, 200, `${relative} is served to staff`);
      assert.ok((await served.arrayBuffer()).byteLength > 0);
    }
  }
  await second.stop();
  assert.deepEqual(await second.exited, { code: 0, signal: null });
  assert.deepEqual(checkIntegrity(dataDir), { integrity: 'ok', foreignKeyProblems: 0 });
});
