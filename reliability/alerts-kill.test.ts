/**
 * Alerts survive a kill -9 of their sender: two server processes on SQLite, an e-mail alert confirmed
 * by its link, a report approved inside its area. The SMTP server keeps the alert mail but never answers
 * it, and the server is killed meanwhile. After a restart the mail is sent again once its claim lapses
 * (at most one repeat), and nothing is left waiting.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { linksOf, startSmtpInbox } from '../server/test/smtp-inbox.ts';
import { sqliteAlertDeliveries } from './support/alert-mail.ts';
import { adminToken, API, approve, call, reportBody } from './support/api-client.ts';
import { ADMIN, newDataDir, startServer, type ServerProcess } from './support/server-process.ts';

const servers: ServerProcess[] = [];
const inbox = await startSmtpInbox();
after(async () => {
  for (const server of servers) await server.stop();
  await inbox.close();
});

test(
  'a kill -9 while an alert mail is out loses nothing and repeats it at most once',
  { timeout: 6 * 60_000 },
  async () => {
    const dataDir = newDataDir('alerts-kill');
    const env = {
      DEMO_DATA: 'false',
      WORKERS: '2',
      SMTP_URL: inbox.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const first = await startServer({ dataDir, env });
    servers.push(first);
    const report = await call(first.origin, `${API}/sightings/report`, { body: reportBody() });
    assert.equal(report.status, 201);
    const created = await call(first.origin, `${API}/alerts`, {
      body: {
        area: { kind: 'circle', latitude: 38.9, longitude: -120, radiusKm: 50 },
        channel: { kind: 'email', email: 'watcher@example.org' },
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const confirmLink = linksOf(await inbox.mail(1)).find((link) => link.includes('/alerts/confirm/'))!;
    const confirmed = await fetch(confirmLink, { redirect: 'manual' });
    assert.equal(confirmed.status, 303);

    inbox.holdNext();
    const approved = await approve(first.origin, await adminToken(first.origin), report.body.id);
    assert.equal(approved.status, 200);
    const held = await inbox.mail(2);
    assert.match(held.text ?? '', new RegExp(`/sighting/${report.body.id}`));
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer({ dataDir, env, port: first.port });
    servers.push(second);
    // The dead sender's claim lapses after two minutes; then the mail goes out again, once.
    const again = await inbox.mail(3);
    assert.match(again.text ?? '', new RegExp(`/sighting/${report.body.id}`));
    for (let tries = 0; sqliteAlertDeliveries(dataDir).unsent > 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(sqliteAlertDeliveries(dataDir).unsent, 0);
    // Both processes keep running their senders: still only the one repeat.
    await call(second.origin, `${API}/alerts/options`);
    assert.equal(inbox.mails.length, 3);
  },
);
