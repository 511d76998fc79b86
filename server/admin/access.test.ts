import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HYPERPARAMETER_DEFAULTS } from '../../common/schemas/hyperparameters.ts';
import { API_BASE } from '../../common/api/api-paths.ts';
import { UserRepository } from '../auth/user-repository.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { withStaffApp } from '../test/staff-app.ts';
import { testDialects } from '../test/test-database.ts';

const sighting = makeSighting({ id: 'guarded1', summary: 'Guarded original summary' });
const update = { ...sighting, summary: 'Changed by someone', point: null, media: [] };

interface StaffCall {
  method: 'GET' | 'POST';
  path: string;
  payload?: object;
  adminOnly: boolean;
}

/** Every administration call, the moderation queue and visitors' feedback included. */
const CALLS: StaffCall[] = [
  { method: 'GET', path: '/sighting/exists/guarded1', adminOnly: false },
  { method: 'POST', path: '/update/sighting', payload: update, adminOnly: false },
  { method: 'POST', path: '/delete/sighting/guarded1', payload: {}, adminOnly: false },
  { method: 'GET', path: '/activities/0/10', adminOnly: false },
  { method: 'GET', path: '/sightings/pending?page=0&size=10', adminOnly: false },
  { method: 'GET', path: '/feedback/0/10', adminOnly: false },
  { method: 'GET', path: '/system/uptime', adminOnly: true },
  { method: 'GET', path: '/system/information', adminOnly: true },
  { method: 'GET', path: '/hyperparameters', adminOnly: true },
  {
    method: 'POST',
    path: '/update/hyperparameters',
    payload: { model: 'gpt-x', temperature: 0.2, topP: 0.3, maxTokens: 300 },
    adminOnly: true,
  },
];

describe.each(testDialects())('administration access on %s', (dialect) => {
  const staffApp = withStaffApp(dialect, async ({ database: { handle } }, { adminSeq }) => {
    await sightingStores(handle).bulk.insertMany([sighting]);
    tokens.revoked = await storeToken(handle, adminSeq, { revoked: true });
    const disabled = await addStaff(handle, { role: 'admin' });
    tokens.disabled = await storeToken(handle, disabled.seq);
    await new UserRepository(handle.db).disable(disabled.seq);
  });
  const { tokens } = staffApp;

  const call = ({ method, path, payload }: StaffCall, headers: Record<string, string> = {}) => {
    const options: InjectOptions = { method, url: `${API_BASE}/administration${path}`, headers };
    if (payload) options.payload = payload;
    return injectAsBrowser(staffApp.test.app, options);
  };

  const refusals: Array<[string, Record<string, string>]> = [
    ['no token', {}],
    ['an unknown token', bearer('x'.repeat(43))],
    ['an expired token', {}],
    ['a revoked token', {}],
    ['the token of a removed account', {}],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ];

  it.each(refusals)('answers 401 with a message to every call with %s', async (label, fixed) => {
    const stored: Record<string, string> = {
      'an expired token': 'expired',
      'a revoked token': 'revoked',
      'the token of a removed account': 'disabled',
    };
    const headers = stored[label] ? bearer(tokens[stored[label]]!) : fixed;
    for (const staffCall of CALLS) {
      const response = await call(staffCall, headers);
      expect(response.statusCode, `${staffCall.method} ${staffCall.path}`).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in to use administration: the token is missing, expired or revoked.',
      });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 401 before reading the body, so bad input from a stranger is never examined', async () => {
    const response = await call({ method: 'POST', path: '/update/sighting', payload: { id: 42 }, adminOnly: false });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a moderator on admin-only calls', async () => {
    for (const staffCall of CALLS.filter((c) => c.adminOnly)) {
      const response = await call(staffCall, bearer(tokens.moderator!));
      expect(response.statusCode, staffCall.path).toBe(403);
      expect(response.json().message).toBe('A moderator may not use this call.');
    }
  });

  it('refused calls changed nothing stored', async () => {
    const { handle } = staffApp.test.database;
    const stored = await sightingStores(handle).staff.findLiveById('guarded1');
    expect(stored).toMatchObject({ summary: 'Guarded original summary', deleted: false });
    const admin = { headers: bearer(tokens.admin!) };
    const hyperparameters = await staffApp.test.app.inject({
      method: 'GET',
      url: `${API_BASE}/administration/hyperparameters`,
      ...admin,
    });
    expect(hyperparameters.json()).toEqual(HYPERPARAMETER_DEFAULTS);
    const activities = await staffApp.test.app.inject({
      method: 'GET',
      url: `${API_BASE}/administration/activities/0/10`,
      ...admin,
    });
    expect(activities.json().totalElements).toBe(0);
  });

  it('lets a moderator find, edit, delete, read activity, the queue and feedback, and an admin everything', async () => {
    for (const staffCall of CALLS.filter((c) => !c.adminOnly && c.path !== '/delete/sighting/guarded1')) {
      expect((await call(staffCall, bearer(tokens.moderator!))).statusCode, staffCall.path).toBe(200);
    }
    for (const staffCall of CALLS) {
      expect((await call(staffCall, bearer(tokens.admin!))).statusCode, staffCall.path).toBe(200);
    }
  });
});
