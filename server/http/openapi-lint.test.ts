import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
/** Offline: no telemetry, no look for a newer version. */
const OFFLINE = { REDOCLY_TELEMETRY: 'off', DO_NOT_TRACK: '1', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
/** The warnings redocly.yaml explains, by rule and where. */
const EXPLAINED_WARNINGS = [
  'operation-4xx-response #/paths/~1api~1v1~1sightings~1total-sightings/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1sightings~1sources/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1geodata~1country~1codes/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1alerts~1options/get/responses',
];

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  description?: string;
};
interface Document {
  servers?: unknown[];
  info: { license?: { name: string; url: string } };
  paths: Record<string, Record<string, Operation>>;
}

describe('the served OpenAPI document', () => {
  let test: TestApp;
  let document: Document;
  let folder: string;
  beforeAll(async () => {
    test = await buildTestApp('sqlite');
    document = (await test.app.inject({ url: '/api/docs/json' })).json();
    folder = mkdtempSync(path.join(tmpdir(), 'skywatch-openapi-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await test?.close();
  });

  it("passes Redocly's recommended rules with no error, and no warning left unexplained", async () => {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const linted = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
      { cwd: ROOT, env: { ...process.env, ...OFFLINE }, maxBuffer: 16 * 1024 * 1024 },
    ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const report = JSON.parse(linted.stdout) as LintReport;
    const problems = report.problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    expect(report.problems.filter((problem) => problem.severity === 'error').map((p) => p.message)).toEqual([]);
    expect(problems.filter((problem) => !EXPLAINED_WARNINGS.includes(problem))).toEqual([]);
  }, 60_000);

  it('names, describes, tags and secures every operation, and cites no decision record', () => {
    const operations = Object.entries(document.paths).flatMap(([address, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ call: `${method} ${address}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) {
      expect(operation.operationId, operation.call).toBeTruthy();
      expect(operation.summary, operation.call).toBeTruthy();
      expect(operation.tags?.length, operation.call).toBeGreaterThan(0);
      expect(operation.security, operation.call).toBeDefined();
    }
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(JSON.stringify(document)).not.toMatch(/decision \d{4}/i);
  });

  it('declares its servers and licence, bearer tokens for staff and nothing for public reads', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.license?.name).toMatch(/CC BY 4\.0/);
    expect(document.paths['/api/v1/sightings/search']!.post!.security).toEqual([]);
    expect(document.paths['/api/v1/sightings/search']!.get!.security).toEqual([]);
    expect(document.paths['/api/v1/administration/sightings/pending']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });
});
