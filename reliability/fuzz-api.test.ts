/**
 * Bad input: property-based fuzzing of every API call's path, query and body, drawn from the zod
 * schemas in common/schemas (valid shapes, broken shapes and plain junk), through app.inject on a real
 * migrated database: nothing answers 500, every refusal is a JSON error, and a refused call changes
 * nothing stored. SQLite always; PostgreSQL when TEST_DATABASE_URL is set.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sightingStores } from '../server/test/sighting-stores.ts';
import { buildTestApp, type TestApp } from '../server/test/build-test-app.ts';
import { makeReport } from '../server/test/report-factory.ts';
import { makeSighting } from '../server/test/sighting-factory.ts';
import { addStaff, STAFF_PASSWORD, storeToken } from '../server/test/staff-factory.ts';
import { testDialects } from '../server/test/test-database.ts';
import { API_CALLS, type ApiCall } from './fuzz/api-calls.ts';
import { fieldHints } from './fuzz/field-hints.ts';
import { requestsFor, type FuzzContext, type FuzzRequest } from './fuzz/request-arbitrary.ts';
import {
  fileContents,
  uploadRequest,
  uploadsFor,
  type UploadSpec,
  type UploadTarget,
} from './fuzz/upload-arbitrary.ts';
import { storedSnapshot } from './support/stored-snapshot.ts';

/** What the property reads of an answer. */
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'body'>;

async function text(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const XSRF = 'fuzz-anti-forgery-token';

for (const dialect of testDialects()) {
  describe(`every API call on ${dialect}: no 500, and a refused call stores nothing`, () => {
    let testApp: TestApp;
    let context: FuzzContext;
    let targets: { open: UploadTarget; other: UploadTarget };
    let contents: Record<string, Uint8Array>;
    let visitor = 0;
    // Every request comes from a new address, so the rate limits never hide what is behind them.
    const nextAddress = () => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;

    before(async () => {
      testApp = await buildTestApp(dialect);
      const handle = testApp.database.handle;
      const sightings = [
        makeSighting(),
        makeSighting({ summary: 'A silver disc over the ridge', tags: ['disc'] }),
        makeSighting({ approved: false, status: 'PENDING' }),
        makeSighting({ deleted: true }),
      ];
      await sightingStores(handle).bulk.insertMany(sightings);
      const admin = await addStaff(handle, { role: 'admin' });
      const moderator = await addStaff(handle, { role: 'moderator' });
      const report = async () => {
        const answer = await inject({ method: 'POST', url: '/api/v1/sightings/report', payload: makeReport() });
        return { id: answer.json().id as string, token: answer.json().uploadToken as string };
      };
      targets = { open: await report(), other: await report() };
      const ids = [...sightings.map((sighting) => sighting.id), targets.open.id];
      context = {
        ids,
        hints: fieldHints({ ids, staffEmails: [admin.email, moderator.email], staffPassword: STAFF_PASSWORD }),
        adminToken: await storeToken(handle, admin.seq, { expiresInMs: 3_600_000 }),
        moderatorToken: await storeToken(handle, moderator.seq, { expiresInMs: 3_600_000 }),
      };
      contents = await fileContents();
    });
    after(() => testApp?.close());

    function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
      return testApp.app.inject({
        ...options,
        remoteAddress: nextAddress(),
        cookies: { 'XSRF-TOKEN': XSRF },
        headers: { 'x-xsrf-token': XSRF, ...options.headers },
      }) as Promise<LightMyRequestResponse>;
    }

    /** The property every call must keep, whatever it was sent. */
    let statuses = new Map<number, number>();
    /** How the answers fell, so a run that never got past validation shows. */
    const tally = () => {
      const text = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      statuses = new Map();
      return `answers: ${text.join(' ')}`;
    };

    async function holdsUp(describeRequest: string, send: () => Promise<Answer>) {
      const before = await storedSnapshot(testApp.database.handle.db, testApp.database.dataDir);
      const response = await send();
      const status = response.statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      assert.ok(status < 500, `${describeRequest} answered ${status}: ${response.body.slice(0, 500)}`);
      if (status < 400) return;
      const error = JSON.parse(response.body) as { statusCode: number; error: string; message: string };
      assert.equal(error.statusCode, status, `${describeRequest}: the error names its status`);
      assert.equal(typeof error.message, 'string');
      const after = await storedSnapshot(testApp.database.handle.db, testApp.database.dataDir);
      assert.deepEqual(after, before, `${describeRequest} was refused with ${status} but changed what is stored`);
    }

    const describeJson = (call: ApiCall, request: FuzzRequest) =>
      `${call.method} ${request.path}${request.query.slice(0, 200)} ${String(request.body?.payload ?? '').slice(0, 300)}`;

    async function sendJson(
      call: ApiCall,
      request: FuzzRequest,
      authorization = request.authorization,
    ): Promise<Answer> {
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      if (request.body?.contentType) headers['content-type'] = request.body.contentType;
      const options = {
        method: call.method,
        url: request.path + request.query,
        headers,
        payload: request.body?.payload,
      };
      if (!call.neverEnds) return inject(options);
      // A stream that was opened never ends by itself: its status is the answer, and it is closed at once.
      const response = await inject({ ...options, payloadAsStream: true });
      const body = response.stream();
      if (response.statusCode < 400) {
        body.destroy();
        return { statusCode: response.statusCode, body: '' };
      }
      return { statusCode: response.statusCode, body: await text(body) };
    }

    test('the fuzzed calls are every call of the API', () => {
      const documented = Object.entries((testApp.app as any).swagger().paths as Record<string, object>).flatMap(
        ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      const fuzzed = API_CALLS.map((call) => `${call.method} ${call.path}`);
      assert.deepEqual([...fuzzed].sort(), documented.filter((route) => route.includes('/api/v1/')).sort());
    });

    for (const call of API_CALLS) {
      test(`${call.method} ${call.path}`, async (t) => {
        const property: fc.IAsyncProperty<any> = call.multipart
          ? fc.asyncProperty(uploadsFor(targets, contents, context.ids), sendUpload)
          : call.signsOut
            ? fc.asyncProperty(requestsFor(call, context), fc.boolean(), (request, throwaway) =>
                sendSignOut(call, request, throwaway),
              )
            : fc.asyncProperty(requestsFor(call, context), (request) =>
                holdsUp(describeJson(call, request), () => sendJson(call, request)),
              );
        await fc.assert(property, { numRuns: RUNS, seed: SEED });
        t.diagnostic(tally());
      });
    }

    async function sendUpload(spec: UploadSpec) {
      const { headers, payload } = await uploadRequest(spec);
      const describeUpload = `upload to ${spec.id} of ${spec.file?.name ?? 'no file'} (${spec.file?.bytes.length} bytes)`;
      await holdsUp(describeUpload, () =>
        inject({ method: 'POST', url: `/api/v1/sightings/upload/${spec.id}`, headers, payload }),
      );
    }

    /** Sometimes with a live token of its own, so revoking reaches the database; never the fuzzers' tokens. */
    async function sendSignOut(call: ApiCall, request: FuzzRequest, throwaway: boolean) {
      const [staff] = throwaway ? [await addStaff(testApp.database.handle)] : [];
      const authorization = staff
        ? `Bearer ${await storeToken(testApp.database.handle, staff.seq)}`
        : request.authorization;
      await holdsUp(describeJson(call, request), () => sendJson(call, request, authorization));
    }
  });
}
