import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import type { CreatedAlert } from '../../common/schemas/alerts.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Services } from '../services.ts';
import { buildTestApp, testServices, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { startPushReceiver, type PushReceiver } from '../test/push-receiver.ts';
import { settleAlerts } from '../test/settle-alerts.ts';
import { makeSighting, PENDING_REVIEW } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';

const ALERTS = `${API_BASE}/alerts`;

describe.each(testDialects())('alerts by browser push on %s', (dialect) => {
  let receiver: PushReceiver;
  let test: TestApp;
  let services: Services;
  let staffToken: string;
  const first = makeSighting({ ...PENDING_REVIEW, id: 'push0001', latitude: 48.86, longitude: 2.35 });
  const second = makeSighting({ ...PENDING_REVIEW, id: 'push0002', latitude: 48.8, longitude: 2.3 });

  beforeAll(async () => {
    receiver = await startPushReceiver();
    test = await buildTestApp(dialect);
    services = testServices(test.database);
    const { handle } = test.database;
    await sightingStores(handle).bulk.insertMany([first, second]);
    const moderator = await addStaff(handle, { role: 'moderator', firstName: 'Dana', lastName: 'Scully' });
    staffToken = await storeToken(handle, moderator.seq);
  });
  afterAll(async () => {
    await test?.close();
    await receiver?.close();
  });

  const approve = async (id: string) => {
    const url = `${API_BASE}/sightings/by-id/${id}`;
    const before = (await test.app.inject({ url, headers: bearer(staffToken) })).json() as Sighting;
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/administration/update/sighting`,
      payload: { ...before, point: null, approved: true },
      headers: bearer(staffToken),
    });
    expect(response.statusCode).toBe(200);
  };

  it('sends a signed, encrypted notification a push service accepts, and forgets a subscription that is gone', async () => {
    const { pushPublicKey } = (await test.app.inject({ url: `${ALERTS}/options` })).json();
    const created = await injectAsBrowser(test.app, {
      method: 'POST',
      url: ALERTS,
      payload: {
        area: { kind: 'circle', latitude: 48.85, longitude: 2.35, radiusKm: 25 },
        channel: { kind: 'push', subscription: receiver.subscription },
      },
    });
    expect(created.statusCode).toBe(201);
    const { token, alert } = created.json() as CreatedAlert;
    expect(alert.status).toBe('active');

    await approve(first.id);
    await settleAlerts(services);
    expect(receiver.received).toHaveLength(1);
    const [push] = receiver.received;
    expect(push!.vapidKey).toBe(pushPublicKey);
    expect(push!.claims.aud).toBe(new URL(receiver.subscription.endpoint).origin);
    expect(push!.claims.sub).toMatch(/^(mailto:|https:)/);
    expect(push!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.payload).toMatchObject({
      title: first.locationName,
      url: expect.stringMatching(new RegExp(`/sighting/${first.id}$`)),
    });
    expect((push!.payload as { body: string }).body).toContain(first.summary);

    // The browser unsubscribed: the push service answers 410, and the alert is deleted.
    receiver.answer(410);
    await approve(second.id);
    // The alert was sent to a moment ago: it is due again once its quiet quarter of an hour is over.
    await services.alertSender.runOnce(new Date(Date.now() + 16 * 60_000));
    expect((await test.app.inject({ url: `${ALERTS}/${token}` })).statusCode).toBe(404);
  });
});
