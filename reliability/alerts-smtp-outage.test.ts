/**
 * Alerts wait out a failing mail server: one server process on SQLite, three e-mail alerts confirmed,
 * then the SMTP server goes away (connections refused) and a report is approved inside the alerts'
 * area. The sender fails, waits 30 s, finds a server that answers 451 to every message, fails
 * again and waits a minute; by then the server takes mail, and every alert's mail arrives with the
 * sighting: none lost, none told more than twice, each message tried a few times, not hammered.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { freePort } from '../server/test/free-port.ts';
import { startSmtpInbox, type SmtpInbox } from '../server/test/smtp-inbox.ts';
import {
  confirmedEmailAlert,
  sqliteAlertDeliveries as deliveries,
  sightingsMailedTo,
  timesTold,
  waitUntil,
} from './support/alert-mail.ts';
import { adminToken, API, approve, call, reportBody } from './support/api-client.ts';
import { ADMIN, newDataDir, startServer, type ServerProcess } from './support/server-process.ts';

const smtpPort = await freePort();
let inbox: SmtpInbox | null = await startSmtpInbox(smtpPort);
/** Every mail taken, by this inbox and by those started again on its port. */
const mails: ParsedMail[] = [];
const takenNow = () => [...mails, ...(inbox?.mails ?? [])];
let server: ServerProcess | undefined;
after(async () => {
  await server?.stop();
  await inbox?.close();
});

test(
  'a mail server that refuses connections, then fails every message, loses no alert mail once it works',
  { timeout: 6 * 60_000 },
  async () => {
    const dataDir = newDataDir('alerts-smtp-outage');
    const running = await startServer({
      dataDir,
      readyTimeoutMs: 240_000,
      env: {
        DEMO_DATA: 'false',
        WORKERS: '1',
        SMTP_URL: inbox!.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    server = running;
    const { origin } = running;
    const area = { kind: 'circle', latitude: 38.9, longitude: -120, radiusKm: 50 };
    const addresses = ['outage1@example.org', 'outage2@example.org', 'outage3@example.org'];
    for (const email of addresses) await confirmedEmailAlert(origin, takenNow, area, email);

    // The mail server goes away: every connection is refused.
    mails.push(...inbox!.mails);
    await inbox!.close();
    inbox = null;
    const token = await adminToken(origin);
    // One approval: each alert's message holds one sighting, so every message waits the same back-off.
    const report = await call(origin, `${API}/sightings/report`, { body: reportBody({ summary: 'A green fireball' }) });
    assert.equal(report.status, 201);
    assert.equal((await approve(origin, token, report.body.id)).status, 200);
    const ids: string[] = [report.body.id];
    const expected = addresses.length * ids.length;
    await waitUntil(
      () => {
        const now = deliveries(dataDir);
        return now.total === expected && now.fewestTries >= 1;
      },
      'every delivery to fail once on a refused connection',
      60_000,
    );
    assert.equal(deliveries(dataDir).unsent, expected);

    // It is back, but answers every message with a temporary failure (451).
    inbox = await startSmtpInbox(smtpPort);
    inbox.refuseNext(Number.MAX_SAFE_INTEGER);
    await waitUntil(() => deliveries(dataDir).fewestTries >= 2, 'every delivery to be tried again, 30 s on', 90_000);
    assert.equal(inbox.mails.length, 0);
    assert.equal(deliveries(dataDir).unsent, expected);

    // It works again: the next tries, a minute on, go through.
    inbox.refuseNext(0);
    await waitUntil(() => deliveries(dataDir).unsent === 0, 'every delivery to be sent', 150_000);
    const after = deliveries(dataDir);
    // Waiting longer each time, the sender made two or three tries in these two minutes, not dozens.
    assert.ok(after.mostTries <= 3, `at most 3 tries each, not ${after.mostTries}`);
    for (const email of addresses) {
      const told = timesTold(sightingsMailedTo(takenNow(), email), ids);
      assert.ok(
        told.every((times) => times === 1 || times === 2),
        `${email}: each sighting told once, or twice at most: ${told.join(', ')}`,
      );
    }
  },
);
