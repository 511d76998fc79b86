/**
 * Alerts on PostgreSQL with two server processes, each running its sender, on a database of the test's
 * own. First both wake for every approval: each alert is mailed exactly once, so the two never sent the
 * same message (each claims what it sends, skipping rows the other holds: FOR UPDATE SKIP LOCKED). Then
 * the mail server keeps one alert mail without answering, and the process sending it, told by the name
 * its SMTP client gives, is killed with SIGKILL in the middle of its round. The other sends nothing it
 * held; once the dead one's claims lapse (two minutes) it sends every alert's mail: none lost, at most
 * one repeat (the mail that was out at the kill).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { startSmtpInbox, type SmtpInbox } from '../server/test/smtp-inbox.ts';
import { confirmedEmailAlert, sightingsMailedTo, timesTold, waitUntil } from './support/alert-mail.ts';
import { adminToken, API, approve, call, reportBody } from './support/api-client.ts';
import {
  freshPostgresDatabase,
  freshPostgresUnavailable,
  type FreshDatabase,
} from './support/fresh-postgres-database.ts';
import { ADMIN, startServer, type ServerProcess } from './support/server-process.ts';

const unavailable = freshPostgresUnavailable();
let database: FreshDatabase | undefined;
let inbox: SmtpInbox | undefined;
const servers = new Map<string, ServerProcess>();

before(async () => {
  if (unavailable) return;
  database = await freshPostgresDatabase('alerts_kill');
  inbox = await startSmtpInbox();
  const start = (name: string) =>
    startServer({
      // The first migrates a new database: slow on a busy machine.
      readyTimeoutMs: 240_000,
      env: {
        DATABASE_URL: database!.url,
        DEMO_DATA: 'false',
        WORKERS: '1',
        // Each process's SMTP client greets by its own name, so a mail tells which process sent it.
        SMTP_URL: `${inbox!.url}/?name=${name}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Many alerts from one test: each gets a client address of its own.
        TRUST_PROXY: 'true',
      },
    });
  // One after the other: the second finds the database made (two-processes.test.ts races the start).
  servers.set('process-one', await start('process-one'));
  servers.set('process-two', await start('process-two'));
});
after(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await inbox?.close();
  await database?.drop();
});

/** Alert deliveries not sent yet, of the alerts mailed to these addresses. */
async function unsentTo(addresses: readonly string[]): Promise<number> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    const result = await client.query(
      `select count(*)::int as n from alert_deliveries d join alerts a on a.seq = d.alert_seq
        where d.sent is null and a.email = any($1)`,
      [addresses],
    );
    return result.rows[0].n as number;
  } finally {
    await client.end();
  }
}

const options = { skip: unavailable ?? false, timeout: 8 * 60_000 };

test(
  'two senders woken for every approval mail each alert once, and a kill -9 mid-drain loses nothing',
  options,
  async () => {
    const [one, other] = [servers.get('process-one')!, servers.get('process-two')!];
    const token = await adminToken(one.origin);
    let clientNumber = 0;
    const alertsAt = async (latitude: number, longitude: number, prefix: string, count: number) => {
      const addresses = Array.from({ length: count }, (_, index) => `${prefix}${index + 1}@example.org`);
      for (const [index, email] of addresses.entries()) {
        clientNumber += 1;
        const origin = index % 2 ? other.origin : one.origin;
        const area = { kind: 'circle', latitude, longitude, radiusKm: 50 };
        await confirmedEmailAlert(origin, () => inbox!.mails, area, email, `198.51.100.${clientNumber}`);
      }
      return addresses;
    };
    const reportAt = async (latitude: number, longitude: number, summary: string) => {
      const report = await call(one.origin, `${API}/sightings/report`, {
        body: reportBody({ latitude, longitude, summary }),
      });
      assert.equal(report.status, 201);
      return report.body.id as string;
    };

    // Both processes at work: three approvals through both, at once; both senders are woken for each.
    const watchers = await alertsAt(38.9, -120, 'watcher', 6);
    const first = await Promise.all(
      ['A red sphere', 'Four white lights', 'A dark cylinder'].map((summary) => reportAt(38.94, -119.98, summary)),
    );
    await Promise.all(first.map((id, index) => approve(index % 2 ? other.origin : one.origin, token, id)));
    // Each alert's first mail goes out at once; what comes after it waits for its quiet quarter of an hour.
    const mailedWatchers = () => watchers.filter((email) => sightingsMailedTo(inbox!.mails, email).length > 0);
    await waitUntil(() => mailedWatchers().length === watchers.length, 'a mail to every watcher', 60_000);
    // A second look, after both senders had every chance to send again.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    for (const email of watchers) {
      const mailsTo = inbox!.mails.filter((mail) => sightingsMailedTo([mail], email).length > 0);
      assert.equal(mailsTo.length, 1, `${email} was mailed once by the two senders`);
    }

    // The kill: the mail server keeps the next alert mail and never answers it.
    const neighbours = await alertsAt(36.1, -115.2, 'neighbour', 4);
    const mailsBefore = inbox!.mails.length;
    inbox!.holdNext();
    const sighting = await reportAt(36.12, -115.17, 'A bright disk over the strip');
    assert.equal((await approve(one.origin, token, sighting)).status, 200);
    const held = await inbox!.mail(mailsBefore + 1);
    assert.match(held.text ?? '', new RegExp(`/sighting/${sighting}`));
    const sender = inbox!.clientNames[mailsBefore]!;
    const killed = servers.get(sender);
    assert.ok(killed, `the held mail came from one of the processes, not "${sender}"`);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const survivor = killed === one ? other : one;
    assert.equal((await call(survivor.origin, '/readyz')).status, 200);

    // The survivor takes up the dead sender's claims once they lapse, and sends every neighbour's mail.
    await waitUntil(async () => (await unsentTo(neighbours)) === 0, 'every neighbour mailed', 4 * 60_000);
    for (const email of neighbours) {
      const [times] = timesTold(sightingsMailedTo(inbox!.mails, email), [sighting]);
      assert.ok(times === 1 || times === 2, `${email} told ${times} times`);
    }
    const repeats = neighbours.filter(
      (email) => timesTold(sightingsMailedTo(inbox!.mails, email), [sighting])[0] === 2,
    );
    assert.ok(repeats.length <= 1, `only the mail out at the kill is repeated: ${repeats.join(', ')}`);
    // Everything after the kill came from the survivor.
    const survivorName = [...servers].find(([, server]) => server === survivor)![0];
    assert.ok(inbox!.clientNames.slice(mailsBefore + 1).every((name) => name === survivorName));
  },
);
