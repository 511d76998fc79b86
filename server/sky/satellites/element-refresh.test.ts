import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { refreshElements, startElementRefresh } from './element-refresh.ts';
import { SatelliteElementRepository } from './element-repository.ts';
import { ISS_LINE_1, ISS_LINE_2, ISS_OMM, VANGUARD_OMM_CSV } from './testing/element-files.ts';

/** A loopback stand-in for CelesTrak: one group as OMM JSON, one as CSV, one down and one that never answers. */
function celestrak(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/stations.json') response.end(JSON.stringify([ISS_OMM]));
    else if (request.url === '/visual.csv') response.end(VANGUARD_OMM_CSV);
    else if (request.url === '/visual.tle') response.end(`ISS (ZARYA)\n${ISS_LINE_1}\n${ISS_LINE_2}\n`);
    else if (request.url === '/silent') return;
    else response.writeHead(503).end('down');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('refreshing orbital elements', () => {
  let database: TestDatabase;
  let elements: SatelliteElementRepository;
  let upstream: { server: Server; base: string };
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (_details: object, message: string) => void warnings.push(message) };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    elements = new SatelliteElementRepository(database.handle.db, database.handle.dialect);
    upstream = await celestrak();
  });
  afterAll(async () => {
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
    await database.destroy();
  });

  it('fetches every source and stores what is new', async () => {
    const urls = [`${upstream.base}/stations.json`, `${upstream.base}/visual.csv`, `${upstream.base}/visual.tle`];
    const refresh = startElementRefresh({ urls, elements, log });
    // The ISS as OMM and as two lines is one set (same object, same epoch): stored once.
    expect(await refresh.first).toBe(2);
    refresh.stop();
    expect(await refreshElements({ urls, elements, log })).toBe(0);
  });

  it('a source that is down or silent leaves what was stored, and says so', async () => {
    const before = await elements.count();
    expect(await refreshElements({ urls: [`${upstream.base}/gone`], elements, log })).toBe(0);
    expect(await refreshElements({ urls: [`${upstream.base}/silent`], elements, log, timeoutMs: 200 })).toBe(0);
    expect(await elements.count()).toBe(before);
    expect(warnings).toEqual([
      'orbital elements not refreshed; the stored ones are used',
      'orbital elements not refreshed; the stored ones are used',
    ]);
  });

  it('with no source (SATELLITES_URL=none) fetches nothing', async () => {
    expect(await startElementRefresh({ urls: [], elements, log }).first).toBe(0);
  });
});
