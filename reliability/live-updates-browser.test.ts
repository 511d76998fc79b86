/**
 * Live updates as visitors see them, across two server processes on one PostgreSQL: staff approve a
 * report in the administration of one process, and a visitor's list page served by the other shows it
 * without a reload; a visitor whose connection dropped gets what was approved meanwhile once back.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API, call, reportBody } from './support/api-client.ts';
import {
  freshPostgresDatabase,
  freshPostgresUnavailable,
  type FreshDatabase,
} from './support/fresh-postgres-database.ts';
import { ADMIN, ADMIN_ENV, startServer, type ServerProcess } from './support/server-process.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Below the servers' 5 s safety read of the change log and far below the page's 60 s poll: a row that
 * shows within it came down the stream, woken by the other process's notification.
 */
const WOKEN_WITHIN_MS = 4000;

const env = { ...ADMIN_ENV, DEMO_DATA: 'false', WORKERS: '1' };

async function report(origin: string, summary: string): Promise<string> {
  const answer = await call(origin, `${API}/sightings/report`, { body: reportBody({ summary }) });
  assert.equal(answer.status, 201);
  return answer.body.id;
}

/** Staff approve a report in the administration's editor, as a moderator does. */
async function approveInAdministration(staff: Page, origin: string, id: string): Promise<void> {
  await staff.goto(`${origin}/administration?id=${id}`);
  const editor = staff.getByRole('dialog', { name: `Sighting ${id}` });
  await editor.getByRole('switch', { name: 'Approved' }).check();
  await editor.getByRole('button', { name: 'Update' }).click();
  await staff
    .locator('.toast')
    .filter({ hasText: `Sighting ${id} has been updated.` })
    .waitFor();
}

function skipReason(): string | false {
  const postgres = freshPostgresUnavailable();
  if (postgres) return postgres;
  return existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROME_PATH)`;
}

describe('in the browser, two server processes on one PostgreSQL', { skip: skipReason() }, () => {
  let database: FreshDatabase | undefined;
  let one: ServerProcess | undefined;
  let other: ServerProcess | undefined;
  let browser: Browser | undefined;
  let staff: Page;
  let visitor: Page;

  before(async () => {
    database = await freshPostgresDatabase('live_browser');
    [one, other] = await Promise.all([
      startServer({ env: { ...env, DATABASE_URL: database.url } }),
      startServer({ env: { ...env, DATABASE_URL: database.url } }),
    ]);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    });
    staff = await (await browser.newContext()).newPage();
    await staff.goto(`${one.origin}/login`);
    await staff.getByLabel('E-mail').fill(ADMIN.email);
    await staff.getByLabel('Password').fill(ADMIN.password);
    await staff.getByRole('button', { name: 'Log In' }).click();
    await staff.waitForURL(`${one.origin}/administration`);
    visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${other.origin}/ufo-sighting-list`);
    await visitor.getByText('0 Sightings Tracked').waitFor();
  });
  after(async () => {
    await browser?.close();
    await Promise.all([one?.stop(), other?.stop()]);
    await database?.drop();
  });

  const rowOf = (summary: string) => visitor.locator('tbody tr.sighting-row a').filter({ hasText: summary });

  test('a report approved in one process’s administration shows on a list served by the other', async () => {
    const summary = `Approved through the first process ${Date.now()}`;
    const id = await report(one!.origin, summary);
    await approveInAdministration(staff, one!.origin, id);
    await rowOf(summary).waitFor({ timeout: WOKEN_WITHIN_MS });
    await visitor.getByText('1 Sightings Tracked').waitFor({ timeout: WOKEN_WITHIN_MS });
  });

  test('a visitor whose connection dropped gets what was approved meanwhile once back', async () => {
    const summary = `Approved while the visitor was offline ${Date.now()}`;
    await visitor.context().setOffline(true);
    const id = await report(one!.origin, summary);
    await approveInAdministration(staff, one!.origin, id);
    await visitor.waitForTimeout(1000);
    assert.equal(await rowOf(summary).count(), 0, 'nothing reaches a page while it is offline');
    await visitor.context().setOffline(false);
    await rowOf(summary).waitFor({ timeout: 10_000 });
    await visitor.getByText('2 Sightings Tracked').waitFor();
  });
});
