import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYPERPARAMETER_DEFAULTS } from '../../common/schemas/hyperparameters.ts';
import { API_BASE } from '../../common/api/api-paths.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';

const admin = (path: string) => `${API_BASE}/administration${path}`;

describe.each(testDialects())('system details and hyperparameters on %s', (dialect) => {
  let test: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    const { handle } = test.database;
    await sightingStores(handle).bulk.insertMany([
      makeSighting(),
      makeSighting({ approved: false, status: 'PENDING' }),
      makeSighting({ deleted: true }),
    ]);
    headers = bearer(await storeToken(handle, (await addStaff(handle, { role: 'admin' })).seq));
  });
  afterAll(() => test?.close());

  const setHyperparameters = (payload: unknown) =>
    injectAsBrowser(test.app, {
      method: 'POST',
      url: admin('/update/hyperparameters'),
      payload: payload as object,
      headers,
    });
  const getHyperparameters = async () =>
    (await test.app.inject({ method: 'GET', url: admin('/hyperparameters'), headers })).json();

  it('answers the uptime as plain text', async () => {
    const response = await test.app.inject({ method: 'GET', url: admin('/system/uptime'), headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^(\d+ days?, )?(\d+ hours?, )?\d+ minutes?$/);
  });

  it('answers system information as plain text: runtime, machine, database and counts', async () => {
    const response = await test.app.inject({ method: 'GET', url: admin('/system/information'), headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = response.body;
    expect(text).toContain(`Node.js ${process.version}`);
    expect(text).toMatch(/^Skywatch \d+\.\d+\.\d+/);
    expect(text).toMatch(/CPUs: \d+/);
    expect(text).toContain(`Database: ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, `);
    expect(text).toContain('Sightings: 3 (1 public, 1 pending, 1 deleted)');
    expect(text).toContain('Staff: 1; logged activities: 0');
  });

  it('answers the defaults until hyperparameters are stored', async () => {
    expect(await getHyperparameters()).toEqual(HYPERPARAMETER_DEFAULTS);
  });

  it('stores all four hyperparameters and answers what is stored', async () => {
    const values = { model: 'gpt-4o-mini', temperature: 0.3, topP: 0.5, maxTokens: 1200 };
    const response = await setHyperparameters(values);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(values);
    expect(await getHyperparameters()).toEqual(values);
  });

  it('refuses values outside the slider bounds with 400 and keeps the stored ones', async () => {
    const stored = await getHyperparameters();
    const good = { model: 'gpt-4o', temperature: 0.5, topP: 0.5, maxTokens: 500 };
    for (const payload of [
      { ...good, temperature: 0 },
      { ...good, temperature: 1.5 },
      { ...good, topP: 0.05 },
      { ...good, maxTokens: 99 },
      { ...good, maxTokens: 2501 },
      { ...good, maxTokens: 300.5 },
      { ...good, model: ' ' },
      { ...good, temperature: '0.5' },
      { temperature: 0.5 },
      ['text'],
    ]) {
      const response = await setHyperparameters(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await getHyperparameters()).toEqual(stored);
  });
});
