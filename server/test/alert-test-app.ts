import { afterAll, beforeAll, expect } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { DialectName } from '../db/dialect.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import type { Services } from '../services.ts';
import { buildTestApp, testServices, type TestApp } from './build-test-app.ts';
import { injectAsBrowser } from './inject-with-xsrf.ts';
import { startPushReceiver, type PushReceiver } from './push-receiver.ts';
import { alertsWaiting, settleAlerts } from './settle-alerts.ts';
import { sightingStores } from './sighting-stores.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { addStaff, bearer, storeToken } from './staff-factory.ts';

/** An app whose alerts can be sent for real: a mail server and a push service on loopback, and a moderator. */
export interface AlertTestApp {
  test: TestApp;
  services: Services;
  inbox: SmtpInbox;
  pushReceiver: PushReceiver;
  /** Approves a pending sighting as the moderator does, through the API. */
  approve(id: string): Promise<void>;
  /** Runs a sender until nothing is left to send now. */
  settle(): Promise<void>;
  /** What waits in the outbox now. */
  waiting(): ReturnType<typeof alertsWaiting>;
}

/**
 * Starts, before the file's tests, an app on the dialect with an SMTP inbox and a push receiver, the
 * given sightings stored, and a moderator; stops it all after them. Its fields are there from `beforeAll` on.
 */
export function useAlertTestApp(dialect: DialectName, sightings: readonly NewSighting[]): AlertTestApp {
  const context = {} as AlertTestApp;
  let staffToken = '';
  beforeAll(async () => {
    context.inbox = await startSmtpInbox();
    context.pushReceiver = await startPushReceiver();
    const smtp = { SMTP_URL: context.inbox.url };
    context.test = await buildTestApp(dialect, { ...smtp, MAIL_FROM: 'Skywatch <alerts@skywatch.test>' });
    context.services = testServices(context.test.database, smtp);
    const { handle } = context.test.database;
    await sightingStores(handle).bulk.insertMany(sightings);
    const moderator = await addStaff(handle, { role: 'moderator', firstName: 'Dana', lastName: 'Scully' });
    staffToken = await storeToken(handle, moderator.seq);
  });
  afterAll(async () => {
    await context.test?.close();
    await context.inbox?.close();
    await context.pushReceiver?.close();
  });
  context.approve = async (id) => {
    const { app } = context.test;
    const url = `${API_BASE}/sightings/by-id/${id}`;
    const before = (await app.inject({ url, headers: bearer(staffToken) })).json() as Sighting;
    const response = await injectAsBrowser(app, {
      method: 'POST',
      url: `${API_BASE}/administration/update/sighting`,
      payload: { ...before, point: null, approved: true },
      headers: bearer(staffToken),
    });
    expect(response.statusCode).toBe(200);
  };
  context.settle = () => settleAlerts(context.services);
  context.waiting = () => alertsWaiting(context.services);
  return context;
}
