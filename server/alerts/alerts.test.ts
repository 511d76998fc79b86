import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import type { CreatedAlert } from '../../common/schemas/alerts.ts';
import { useAlertTestApp } from '../test/alert-test-app.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting, PENDING_REVIEW } from '../test/sighting-factory.ts';
import { linksOf } from '../test/smtp-inbox.ts';
import { testDialects } from '../test/test-database.ts';

const ALERTS = `${API_BASE}/alerts`;
const near = { kind: 'circle', latitude: 52.5, longitude: 0.25, radiusKm: 50 } as const;

describe.each(testDialects())('alerts near me on %s', (dialect) => {
  const inside = makeSighting({
    ...PENDING_REVIEW,
    id: 'alrt0001',
    latitude: 52.6,
    longitude: 0.3,
    shape: 'Disk',
    iso2CountryCode: 'GB',
  });
  const outside = makeSighting({ ...PENDING_REVIEW, id: 'alrt0002', latitude: 40, longitude: -100, shape: 'Disk' });
  const insideLater = makeSighting({ ...PENDING_REVIEW, id: 'alrt0003', latitude: 52.4, longitude: 0.2 });
  const insideLast = makeSighting({ ...PENDING_REVIEW, id: 'alrt0004', latitude: 52.45, longitude: 0.22 });
  const insideRetried = makeSighting({ ...PENDING_REVIEW, id: 'alrt0005', latitude: 52.55, longitude: 0.27 });

  const alerts = useAlertTestApp(dialect, [inside, outside, insideLater, insideLast, insideRetried]);
  const post = (url: string, payload?: object, ip = '127.0.0.1') =>
    injectAsBrowser(alerts.test.app, { method: 'POST', url, ...(payload && { payload }), remoteAddress: ip });
  const get = (url: string) => alerts.test.app.inject({ method: 'GET', url });

  it('offers e-mail with an SMTP server, and a VAPID key for push', async () => {
    const options = (await get(`${ALERTS}/options`)).json();
    expect(options.email).toBe(true);
    expect(options.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  });

  it('refuses bad areas and filters with a 400 naming them', async () => {
    const cases: Array<[object, string]> = [
      [{ ...near, radiusKm: 2 }, 'radiusKm'],
      [{ ...near, radiusKm: 501 }, 'radiusKm'],
      [{ kind: 'box', south: 10, north: 5, west: 0, east: 1 }, 'south'],
      [{ kind: 'box', south: 0, north: 5, west: 10, east: 10 }, 'west'],
      [{ kind: 'box', south: 0, north: 5, west: 10, east: 181 }, 'east'],
      [{ ...near, latitude: 91 }, 'latitude'],
    ];
    for (const [area, field] of cases) {
      const response = await post(ALERTS, { area, channel: { kind: 'feed' } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toContain(field);
    }
    const badMail = await post(ALERTS, { area: near, channel: { kind: 'email', email: 'not-an-address' } });
    expect(badMail.statusCode).toBe(400);
  });

  it('confirms by the mailed link, mails exactly the sighting approved inside the area, and unsubscribes in one click', async () => {
    const created = await post(ALERTS, {
      area: near,
      filters: { shape: 'disk' },
      channel: { kind: 'email', email: 'Watcher@Example.org' },
    });
    expect(created.statusCode).toBe(201);
    const { token, alert } = created.json() as CreatedAlert;
    expect(alert).toMatchObject({ status: 'awaiting-confirmation', channel: 'email', email: 'w…@example.org' });

    const confirmation = await alerts.inbox.mail(1);
    expect(confirmation.to).toMatchObject({ text: 'watcher@example.org' });
    const confirmLink = linksOf(confirmation).find((link) => link.includes('/alerts/confirm/'))!;
    // Not yet confirmed: an approval now tells no one.
    const confirmed = await get(new URL(confirmLink).pathname);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/alerts/${token}?confirmed=1`);
    expect((await get(`${ALERTS}/${token}`)).json().status).toBe('active');
    // The link works once.
    expect((await get(new URL(confirmLink).pathname)).statusCode).toBe(404);

    await alerts.approve(inside.id);
    await alerts.approve(outside.id);
    await alerts.settle();
    expect(alerts.inbox.mails).toHaveLength(2);
    const mail = alerts.inbox.mails[1]!;
    expect(mail.subject).toBe(`Skywatch: ${inside.summary}`);
    expect(mail.text).toContain(`/sighting/${inside.id}`);
    expect(mail.text).not.toContain(outside.id);
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const unsubscribeUrl = header('list-unsubscribe')!.replace(/[<>]/g, '');
    expect(unsubscribeUrl).toMatch(new RegExp(`/alerts/${token}/unsubscribe$`));
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(linksOf(mail)).toContain(unsubscribeUrl);

    // RFC 8058: the mail reader POSTs the form body, with no cookie.
    const oneClick = await alerts.test.app.inject({
      method: 'POST',
      url: new URL(unsubscribeUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await get(`${ALERTS}/${token}`)).statusCode).toBe(404);
  });

  it('gathers what comes within a quarter of an hour into one digest', async () => {
    const { token } = (
      await post(ALERTS, { area: near, channel: { kind: 'email', email: 'digest@example.org' } })
    ).json() as CreatedAlert;
    const confirmation = alerts.inbox.mails.at(-1)!;
    await get(new URL(linksOf(confirmation).find((link) => link.includes('/alerts/confirm/'))!).pathname);
    const before = alerts.inbox.mails.length;
    await alerts.approve(insideLater.id);
    await alerts.settle();
    expect(alerts.inbox.mails).toHaveLength(before + 1);
    await alerts.approve(insideLast.id);
    await alerts.settle();
    // Sent a moment ago: the second waits for the quiet quarter of an hour to end.
    expect(alerts.inbox.mails).toHaveLength(before + 1);
    expect(await alerts.waiting()).toEqual({ outbox: 0, deliveries: 1, due: 0, sending: 0 });
    await post(`${ALERTS}/${token}/delete`);
  });

  it('tries a failing SMTP server again later, waiting longer each time, and sends the message once', async () => {
    const { token } = (
      await post(ALERTS, { area: near, channel: { kind: 'email', email: 'retry@example.org' } })
    ).json() as CreatedAlert;
    await get(new URL(linksOf(alerts.inbox.mails.at(-1)!).find((link) => link.includes('/alerts/confirm/'))!).pathname);
    const before = alerts.inbox.mails.length;
    alerts.inbox.refuseNext(2);
    await alerts.approve(insideRetried.id);
    await alerts.settle();
    // The first try failed before now (however long the approval took on a busy machine).
    const start = Date.now();
    expect(alerts.inbox.mails).toHaveLength(before);
    expect(await alerts.waiting()).toMatchObject({ outbox: 0, deliveries: 1, due: 0 });
    // 30 s after the first failure it is tried again, and fails; the next wait is a minute.
    expect((await alerts.services.alertSender.runOnce(new Date(start + 31_000))).failures).toBe(1);
    expect((await alerts.services.alertSender.runOnce(new Date(start + 31_000 + 50_000))).messages).toBe(0);
    expect((await alerts.services.alertSender.runOnce(new Date(start + 31_000 + 61_000))).messages).toBe(1);
    expect(alerts.inbox.mails).toHaveLength(before + 1);
    expect(alerts.inbox.mails.at(-1)!.text).toContain(`/sighting/${insideRetried.id}`);
    await post(`${ALERTS}/${token}/delete`);
  });

  it('changes, pauses and deletes an alert by its token; a wrong token is a 404', async () => {
    const { token, alert } = (await post(ALERTS, { area: near, channel: { kind: 'feed' } })).json() as CreatedAlert;
    expect(alert.status).toBe('active');
    const box = { kind: 'box', south: 50, north: 55, west: -2, east: 2 };
    const changed = await post(`${ALERTS}/${token}`, { area: box, filters: { term: 'saucer' }, paused: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'paused', area: box, filters: { term: 'saucer', shape: null } });
    expect((await get(`${ALERTS}/not-a-token`)).statusCode).toBe(404);
    expect((await post(`${ALERTS}/${token}/delete`)).statusCode).toBe(204);
    expect((await get(`${ALERTS}/${token}`)).statusCode).toBe(404);
  });

  it('serves a private feed of the area, and public feeds narrowed by bbox, term, shape and country', async () => {
    const { alert } = (await post(ALERTS, { area: near, channel: { kind: 'feed' } })).json() as CreatedAlert;
    const feed = await get(alert.feedPath);
    expect(feed.statusCode).toBe(200);
    const ids = (xml: string) => [...new Set([...xml.matchAll(/\/sighting\/([a-z0-9]+)/g)].map((match) => match[1]))];
    expect(ids(feed.body)).toContain(inside.id);
    expect(ids(feed.body)).not.toContain(outside.id);
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect((await get('/feed/alerts/wrong.xml')).statusCode).toBe(404);

    const boxed = await get('/feed.xml?bbox=-1,52,1,53&shape=Disk');
    expect(boxed.statusCode).toBe(200);
    expect(ids(boxed.body)).toEqual([inside.id]);
    expect(ids((await get('/feed.xml?country=US&shape=disk')).body)).toEqual([outside.id]);
    expect(ids((await get(`/feed.xml?term=${encodeURIComponent('orange lights')}&bbox=-101,39,-99,41`)).body)).toEqual([
      outside.id,
    ]);
    expect((await get('/feed.xml?bbox=1,2,3')).statusCode).toBe(400);
  });

  it('limits alerts to 10 a day per client address', async () => {
    const ip = '203.0.113.9';
    for (let index = 0; index < 10; index += 1) {
      expect((await post(ALERTS, { area: near, channel: { kind: 'feed' } }, ip)).statusCode).toBe(201);
    }
    const refused = await post(ALERTS, { area: near, channel: { kind: 'feed' } }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits alerts to 5 a day per e-mail address, and a confirmation to one an hour', async () => {
    const ip = '203.0.113.10';
    let token = '';
    for (let index = 0; index < 5; index += 1) {
      const created = await post(ALERTS, { area: near, channel: { kind: 'email', email: 'five@example.org' } }, ip);
      expect(created.statusCode).toBe(201);
      token = (created.json() as CreatedAlert).token;
    }
    const refused = await post(ALERTS, { area: near, channel: { kind: 'email', email: 'FIVE@example.org' } }, ip);
    expect(refused.statusCode).toBe(429);
    const resend = await post(`${ALERTS}/${token}/resend-confirmation`, undefined, ip);
    expect(resend.statusCode).toBe(429);
  });
});

describe('alerts without an SMTP server', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp('sqlite');
  });
  afterAll(() => test?.close());

  it('does not offer e-mail, and refuses an e-mail alert with a 400', async () => {
    expect((await test.app.inject({ method: 'GET', url: `${ALERTS}/options` })).json().email).toBe(false);
    const refused = await injectAsBrowser(test.app, {
      method: 'POST',
      url: ALERTS,
      payload: { area: near, channel: { kind: 'email', email: 'a@example.org' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Alerts by e-mail are not offered on this server.');
  });
});
