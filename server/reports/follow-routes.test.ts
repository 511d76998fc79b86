import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import type { FollowedReport } from '../../common/schemas/follow.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { UPLOAD_MAX_FILE_BYTES } from '../../common/schemas/upload-queue.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { windowsProgramBytes } from '../test/media-fixtures.ts';
import { MULTIPART_BOUNDARY_TOO_LONG } from '../media/multipart-upload.ts';
import { multipartForm } from '../test/multipart-form.ts';
import { makeReport } from '../test/report-factory.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { FOLLOW_GUESSES } from './follow-service.ts';

const TEMPLATE = '<!doctype html><html><head><title>Skywatch</title></head><body><div id="root"></div></body></html>';

let nextAddress = 1;
const newAddress = () => `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

interface Reported extends Sighting {
  followToken: string;
}

describe.each(testDialects())('following a report on %s', (dialect) => {
  let test: TestApp;
  let staffToken: string;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'skywatch-follow-web-'));

  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    test = await buildTestApp(dialect, {}, { webRoot });
    const moderator = await addStaff(test.database.handle, {
      role: 'moderator',
      firstName: 'Monica',
      lastName: 'Reyes',
    });
    staffToken = await storeToken(test.database.handle, moderator.seq);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const followUrl = (token: string, rest = '') => `${API_BASE}/reports/follow/${token}${rest}`;
  const staffUrl = (rest: string) => `${API_BASE}/administration${rest}`;

  async function newReport(overrides = {}): Promise<Reported> {
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: makeReport(overrides),
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  const follow = (token: string, remoteAddress = newAddress()) =>
    test.app.inject({ method: 'GET', url: followUrl(token), remoteAddress });
  const followed = async (token: string) => (await follow(token)).json() as FollowedReport;
  const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAsBrowser(test.app, { method, url, payload, headers: bearer(staffToken) });
  const edit = async (id: string, changes: Partial<Sighting>) => {
    const current = (await asStaff('GET', `${API_BASE}/sightings/by-id/${id}`)).json() as Sighting;
    const response = await asStaff('POST', staffUrl('/update/sighting'), { ...current, point: null, ...changes });
    expect(response.statusCode).toBe(200);
  };
  const queueIds = async () =>
    ((await asStaff('GET', staffUrl('/sightings/pending?page=0&size=100'))).json().content as Sighting[]).map(
      (sighting) => sighting.id,
    );
  const upload = async (token: string, file: { name: string; bytes: Uint8Array }) => {
    const form = await multipartForm([file]);
    return injectAsBrowser(test.app, {
      method: 'POST',
      url: followUrl(token, '/media'),
      payload: form.payload,
      headers: form.headers,
      remoteAddress: newAddress(),
    });
  };
  const text = (content: string) => Buffer.from(content, 'utf8');

  it('hands out a 256-bit follow token once, and stores only its SHA-256 hash', async () => {
    const report = await newReport();
    expect(report.followToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(report.followToken).not.toBe((report as unknown as { uploadToken: string }).uploadToken);
    const rows = await test.database.handle.db
      .selectFrom('report_follows' as never)
      .selectAll()
      .where('sighting_id' as never, '=', report.id as never)
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0] as { token_hash: string };
    expect(row.token_hash).toBe(createHash('sha256').update(report.followToken).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(report.followToken);
  });

  it('shows the report as received, never cached nor indexed', async () => {
    const report = await newReport({ summary: 'A silver cigar over the harbour' });
    const response = await follow(report.followToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const state = response.json() as FollowedReport;
    expect(state).toMatchObject({ status: 'received', reason: null, sightingPath: null, pending: true });
    expect(state.report).toMatchObject({ id: report.id, summary: 'A silver cigar over the harbour' });
  });

  it('answers a plain 404 for a wrong or an expired token', async () => {
    const report = await newReport();
    for (const token of [
      'nothing',
      report.followToken.slice(0, -1) + (report.followToken.endsWith('A') ? 'B' : 'A'),
      report.id,
    ]) {
      const response = await follow(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No such address.' });
    }
    await test.database.handle.db
      .updateTable('report_follows' as never)
      .set({ expires: '2020-01-01T00:00:00.000Z' } as never)
      .where('sighting_id' as never, '=', report.id as never)
      .execute();
    expect((await follow(report.followToken)).statusCode).toBe(404);
  });

  it('follows the review: in review after a staff edit, then published with its link', async () => {
    const report = await newReport();
    await edit(report.id, { summary: 'Edited by staff' });
    expect(await followed(report.followToken)).toMatchObject({ status: 'in-review', pending: true });
    await edit(report.id, { approved: true });
    expect(await followed(report.followToken)).toMatchObject({
      status: 'published',
      sightingPath: `/sighting/${report.id}`,
      pending: false,
      reason: null,
    });
  });

  it("shows not published with the staff's reason after a deletion", async () => {
    const report = await newReport();
    const deleted = await asStaff('POST', staffUrl(`/delete/sighting/${report.id}`), {
      reason: 'A satellite train, not a craft.',
    });
    expect(deleted.json()).toBe(true);
    expect(await followed(report.followToken)).toMatchObject({
      status: 'not-published',
      reason: 'A satellite train, not a craft.',
      pending: false,
    });
    const noReason = await newReport();
    await asStaff('POST', staffUrl(`/delete/sighting/${noReason.id}`), {});
    expect(await followed(noReason.followToken)).toMatchObject({ status: 'not-published', reason: null });
  });

  it('withdraws a pending report: out of the queue, logged without a staff member, then 409', async () => {
    const report = await newReport();
    expect(await queueIds()).toContain(report.id);
    const withdrawn = await injectAsBrowser(test.app, {
      method: 'POST',
      url: followUrl(report.followToken, '/withdraw'),
      payload: {},
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: 'withdrawn',
      reason: 'Withdrawn by the witness.',
      pending: false,
    });
    expect(await queueIds()).not.toContain(report.id);
    expect((await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/by-id/${report.id}` })).statusCode).toBe(
      404,
    );
    const log = (await asStaff('GET', staffUrl('/activities/0/10'))).json();
    expect(log.content[0]).toMatchObject({
      action: 'WITHDRAWN_SIGHTING',
      sightingId: report.id,
      user: null,
      reason: 'Withdrawn by the witness.',
    });
    const again = await injectAsBrowser(test.app, { method: 'POST', url: followUrl(report.followToken, '/withdraw') });
    expect(again.statusCode).toBe(409);
    expect(await followed(report.followToken)).toMatchObject({ status: 'withdrawn' });

    const published = await newReport();
    await edit(published.id, { approved: true });
    const late = await injectAsBrowser(test.app, {
      method: 'POST',
      url: followUrl(published.followToken, '/withdraw'),
    });
    expect(late.statusCode).toBe(409);
    expect((await followed(published.followToken)).status).toBe('published');
  });

  it("adds media with the wizard's limits while pending, and none once reviewed", async () => {
    const report = await newReport();
    const first = await upload(report.followToken, { name: 'notes.txt', bytes: text('what we saw') });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ file: 'notes.txt', kind: 'document' });
    expect((await followed(report.followToken)).report.media).toHaveLength(1);

    expect((await upload(report.followToken, { name: 'a.jpg', bytes: windowsProgramBytes() })).statusCode).toBe(415);
    const big = new Uint8Array(UPLOAD_MAX_FILE_BYTES + 1).fill(0x61);
    expect((await upload(report.followToken, { name: 'big.txt', bytes: big })).statusCode).toBe(413);
    expect((await upload('not-a-token', { name: 'x.txt', bytes: text('x') })).statusCode).toBe(404);

    for (let index = 2; index <= 10; index += 1) {
      const response = await upload(report.followToken, { name: `note${index}.txt`, bytes: text(`note ${index}`) });
      expect(response.statusCode, `file ${index}`).toBe(201);
    }
    const full = await upload(report.followToken, { name: 'eleven.txt', bytes: text('one too many') });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('A sighting can hold at most 10 files.');

    const reviewed = await newReport();
    await edit(reviewed.id, { approved: true });
    const late = await upload(reviewed.followToken, { name: 'late.txt', bytes: text('late') });
    expect(late.statusCode).toBe(409);
    expect((await followed(reviewed.followToken)).report.media).toEqual([]);
  });

  it('refuses a multipart boundary longer than 70 characters with 400, not 500', async () => {
    const report = await newReport();
    const boundary = 'b'.repeat(300);
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: followUrl(report.followToken, '/media'),
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MULTIPART_BOUNDARY_TOO_LONG);
  });

  it('limits wrong tokens per address: then even a right one waits, other addresses do not', async () => {
    const report = await newReport();
    const guesser = newAddress();
    for (let guess = 0; guess < FOLLOW_GUESSES.max; guess += 1) {
      expect((await follow(`wrong-${guess}`, guesser)).statusCode).toBe(404);
    }
    const refused = await follow(report.followToken, guesser);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many wrong follow links from your address/);
    expect((await follow(report.followToken, newAddress())).statusCode).toBe(200);
  });

  it('describes the follow calls and the delete reason in the OpenAPI document', async () => {
    const paths = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths[`${API_BASE}/reports/follow/{token}`])).toEqual(['get']);
    expect(paths[`${API_BASE}/reports/follow/{token}/media`]).toHaveProperty('post');
    expect(paths[`${API_BASE}/reports/follow/{token}/withdraw`]).toHaveProperty('post');
    expect(paths[`${API_BASE}/administration/delete/sighting/{id}`].post.requestBody).toBeDefined();
  });

  it('serves the follow page with its answer inside, noindex, and a 404 page for a wrong token', async () => {
    const report = await newReport({ summary: 'Lights over the follow page' });
    const page = await test.app.inject({ method: 'GET', url: `/follow/${report.followToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.body).toContain(`/reports/follow/${report.followToken}`);
    expect(page.body).toContain('Lights over the follow page');

    const wrong = await test.app.inject({ method: 'GET', url: '/follow/not-a-real-token' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(wrong.body).not.toContain('skywatch-page-data');

    const sitemap = await test.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(sitemap.body).not.toContain('/follow');
  });
});
