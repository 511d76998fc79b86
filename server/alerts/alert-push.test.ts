import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import type { CreatedAlert } from '../../common/schemas/alerts.ts';
import { useAlertTestApp } from '../test/alert-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting, PENDING_REVIEW } from '../test/sighting-factory.ts';
import { testDialects } from '../test/test-database.ts';

const ALERTS = `${API_BASE}/alerts`;

describe.each(testDialects())('alerts by browser push on %s', (dialect) => {
  const first = makeSighting({ ...PENDING_REVIEW, id: 'push0001', latitude: 48.86, longitude: 2.35 });
  const second = makeSighting({ ...PENDING_REVIEW, id: 'push0002', latitude: 48.8, longitude: 2.3 });
  const alerts = useAlertTestApp(dialect, [first, second]);

  it('sends a signed, encrypted notification a push service accepts, and forgets a subscription that is gone', async () => {
    const { pushPublicKey } = (await alerts.test.app.inject({ url: `${ALERTS}/options` })).json();
    const created = await injectAsBrowser(alerts.test.app, {
      method: 'POST',
      url: ALERTS,
      payload: {
        area: { kind: 'circle', latitude: 48.85, longitude: 2.35, radiusKm: 25 },
        channel: { kind: 'push', subscription: alerts.pushReceiver.subscription },
      },
    });
    expect(created.statusCode).toBe(201);
    const { token, alert } = created.json() as CreatedAlert;
    expect(alert.status).toBe('active');

    await alerts.approve(first.id);
    await alerts.settle();
    expect(alerts.pushReceiver.received).toHaveLength(1);
    const [push] = alerts.pushReceiver.received;
    expect(push!.vapidKey).toBe(pushPublicKey);
    expect(push!.claims.aud).toBe(new URL(alerts.pushReceiver.subscription.endpoint).origin);
    expect(push!.claims.sub).toMatch(/^(mailto:|https:)/);
    expect(push!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.payload).toMatchObject({
      title: first.locationName,
      url: expect.stringMatching(new RegExp(`/sighting/${first.id}$`)),
    });
    expect((push!.payload as { body: string }).body).toContain(first.summary);

    // The browser unsubscribed: the push service answers 410, and the alert is deleted.
    alerts.pushReceiver.answer(410);
    await alerts.approve(second.id);
    // The alert was sent to a moment ago: it is due again once its quiet quarter of an hour is over.
    await alerts.services.alertSender.runOnce(new Date(Date.now() + 16 * 60_000));
    expect((await alerts.test.app.inject({ url: `${ALERTS}/${token}` })).statusCode).toBe(404);
  });
});
