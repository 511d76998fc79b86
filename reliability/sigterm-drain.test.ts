/**
 * Fault (b): SIGTERM drains. A large upload and many searches are in flight when the server is told
 * to stop: each of them completes with 2xx, new connections are refused meanwhile, and the process
 * exits with code 0.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, test } from 'node:test';
import sharp from 'sharp';
import { API, browserHeaders, call, reportBody } from './support/api-client.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { connectionRefused, multipartBody, slowRequest } from './support/slow-request.ts';

const SEARCHES = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ServerProcess | undefined;
after(() => server?.stop());

/** A photo of a few megabytes: noise does not compress. */
function largePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1800,
      height: 1400,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

test('SIGTERM lets an upload and searches in flight finish with 2xx, refuses new connections, exits 0', async (t) => {
  server = await startServer();
  const { origin, port, dataDir } = server;
  const report = await call(origin, `${API}/sightings/report`, { body: reportBody() });
  assert.equal(report.status, 201);

  const photo = await largePhoto();
  const form = multipartBody({ name: 'big.jpg', type: 'image/jpeg', bytes: photo });
  const uploadInFlight = slowRequest(origin, {
    method: 'POST',
    path: `${API}/sightings/upload/${report.body.id}`,
    headers: { ...browserHeaders(), 'content-type': form.contentType, 'x-upload-token': report.body.uploadToken },
    body: form.body,
  });
  const searchBody = Buffer.from(JSON.stringify({ term: 'lights disc', fromDate: '1900-01-01', size: 25 }));
  const searches = Array.from({ length: SEARCHES }, () =>
    slowRequest(origin, {
      method: 'POST',
      path: `${API}/sightings/search`,
      headers: browserHeaders({ body: {} }),
      body: searchBody,
    }),
  );
  // Half of every body is out and the server has taken every request in: they are in flight.
  uploadInFlight.send(Math.floor(form.body.length / 4));
  for (const search of searches) search.send(Math.floor(searchBody.length / 2));
  await pause(500);

  server.child.kill('SIGTERM');
  let refused = false;
  for (let attempt = 0; attempt < 50 && !refused; attempt += 1) {
    refused = await connectionRefused(port);
    if (!refused) await pause(50);
  }
  assert.ok(refused, 'new connections are refused once SIGTERM has arrived');
  assert.equal(server.child.exitCode, null, 'the process waits for the requests in flight');

  // The rest of the upload trickles in over a second or so while the server is draining.
  const chunk = Math.ceil((form.body.length - uploadInFlight.sent()) / 10);
  for (let step = 0; step < 10; step += 1) {
    uploadInFlight.send(chunk);
    await pause(100);
  }
  for (const search of searches) search.send();

  const uploaded = await uploadInFlight.answer;
  assert.equal(uploaded.status, 201, uploaded.body);
  const answers = await Promise.all(searches.map((search) => search.answer));
  assert.deepEqual(
    answers.map((answer) => answer.status),
    Array(SEARCHES).fill(200),
  );
  assert.deepEqual(await server.exited, { code: 0, signal: null });
  t.diagnostic(`drained a ${(photo.length / 1_048_576).toFixed(1)} MB upload and ${SEARCHES} searches`);

  const file = JSON.parse(uploaded.body).file as string;
  const database = new DatabaseSync(path.join(dataDir, 'skywatch.sqlite'));
  const stored = database.prepare('select file_name from media where file_name = ?').get(file);
  database.close();
  assert.ok(stored, 'the drained upload is in the database');
  const day = report.body.submitted.slice(0, 10);
  assert.ok(existsSync(path.join(dataDir, 'originals', day, report.body.id, 'pending', file)), 'its file is stored');
});
