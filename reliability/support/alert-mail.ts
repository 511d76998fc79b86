/** E-mail alerts made and read back as a visitor does them: created, confirmed by the mailed link, mails read. */
import type { ParsedMail } from 'mailparser';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { linksOf } from '../../server/test/smtp-inbox.ts';
import { API, call } from './api-client.ts';

/** Checks `done` every 200 ms until it holds; throws, naming `what`, after `timeoutMs`. */
export async function waitUntil(done: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const to = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((address) =>
    address.value.map((entry) => entry.address?.toLowerCase()),
  );

/**
 * Creates an e-mail alert through `origin` and confirms it by the link mailed to `email` (found in
 * whatever `mails()` answers then: an inbox may be started again meanwhile).
 */
export async function confirmedEmailAlert(
  origin: string,
  mails: () => readonly ParsedMail[],
  area: object,
  email: string,
  clientAddress?: string,
): Promise<void> {
  const created = await call(origin, `${API}/alerts`, {
    body: { area, channel: { kind: 'email', email } },
    ...(clientAddress && { clientAddress }),
  });
  if (created.status !== 201)
    throw new Error(`creating an alert answered ${created.status}: ${JSON.stringify(created.body)}`);
  const confirmLink = () =>
    mails()
      .filter((mail) => to(mail).includes(email))
      .flatMap(linksOf)
      .find((link) => link.includes('/alerts/confirm/'));
  await waitUntil(() => confirmLink() !== undefined, `the confirmation mail to ${email}`, 30_000);
  const confirmed = await fetch(confirmLink()!, { redirect: 'manual' });
  if (confirmed.status !== 303) throw new Error(`the confirmation link answered ${confirmed.status}`);
}

/** The sightings the alert mails to `email` told of, a repeat told as often as it came. */
export function sightingsMailedTo(mails: readonly ParsedMail[], email: string): string[] {
  return mails
    .filter((mail) => to(mail).includes(email))
    .flatMap((mail) => [...(mail.text ?? '').matchAll(/\/sighting\/([A-Za-z0-9]+)/g)].map((match) => match[1]!));
}

/** How many times each of `ids` comes in `told`. */
export function timesTold(told: readonly string[], ids: readonly string[]): number[] {
  return ids.map((id) => told.filter((each) => each === id).length);
}

/**
 * The alert deliveries of the SQLite database in `dataDir`, as the sender notes them: how many there
 * are and wait, and the fewest and most tries made.
 */
export function sqliteAlertDeliveries(dataDir: string): {
  unsent: number;
  total: number;
  fewestTries: number;
  mostTries: number;
} {
  const database = new DatabaseSync(path.join(dataDir, 'skywatch.sqlite'));
  try {
    const row = database
      .prepare(
        `select count(*) as total, sum(case when sent is null then 1 else 0 end) as unsent,
           min(attempts) as fewest, max(attempts) as most from alert_deliveries`,
      )
      .get() as { total: number; unsent: number | null; fewest: number | null; most: number | null };
    return {
      total: Number(row.total),
      unsent: Number(row.unsent ?? 0),
      fewestTries: Number(row.fewest ?? 0),
      mostTries: Number(row.most ?? 0),
    };
  } finally {
    database.close();
  }
}
