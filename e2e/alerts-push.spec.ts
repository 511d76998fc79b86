import type { CDPSession, Worker } from '@playwright/test';
import { pushPayload } from '../server/alerts/alert-messages.ts';
import type { Sighting } from '../common/schemas/sighting.ts';
import { expect, test } from './fixtures.ts';

/** What a service worker's scope offers that these steps use (the DOM types do not name a worker's scope). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
}

interface ShownNotification {
  title: string;
  body: string;
  data: { url: string };
}

/** The registration id Chromium gave the service worker of `scope`, from DevTools' ServiceWorker domain. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return registered;
}

/**
 * Web Push in Chromium, from the push message on. The browser's push service (Google's, for Chromium)
 * is not reachable from a test, which has no network: the message the server would encrypt for it is
 * handed to the service worker by DevTools (ServiceWorker.deliverPushMessage), as Chromium hands one it
 * received. Headless Chromium shows notifications but no one can click them, and DevTools has no command
 * for that: the click is a notificationclick event dispatched in the worker, on the notification it
 * showed, with the window its listener opens noted and then gone to (a worker may open windows only for
 * a click the browser itself reports).
 */
test('the alerts service worker shows a pushed sighting and a click on it opens the sighting', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [sighting] = (await (await request.get('/api/v1/sightings/by-page?page=0&size=1')).json()) as Sighting[];
  expect(sighting).toBeDefined();
  // The payload the server's sender would send for this sighting, made by its own code.
  const payload = pushPayload(baseURL!, [sighting!]);

  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/');
  const cdp = await context.newCDPSession(page);
  const scope = `${baseURL}/`;
  const registration = registrationId(cdp, scope);
  const worker: Worker =
    context.serviceWorkers().find((each) => each.url().endsWith('/alerts-sw.js')) ??
    (await Promise.all([
      context.waitForEvent('serviceworker', (each) => each.url().endsWith('/alerts-sw.js')),
      page.evaluate(async () => {
        await navigator.serviceWorker.register('/alerts-sw.js');
        await navigator.serviceWorker.ready;
      }),
    ]).then(([each]) => each));

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
  const shown = async () =>
    worker.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map((notification: Notification) => ({
        title: notification.title,
        body: notification.body,
        data: notification.data,
      })),
    ) as Promise<ShownNotification[]>;
  await expect.poll(async () => (await shown()).length).toBe(1);
  const [notification] = await shown();
  // The place as the title; the time, the place and the summary as the body; the sighting as the target.
  expect(notification!.title).toBe(sighting!.locationName);
  expect(notification!.body).toContain(sighting!.summary!);
  expect(notification!.body).toMatch(/Occurred .*\d{4}/);
  expect(notification!.data.url).toBe(`${baseURL}/sighting/${sighting!.id}`);

  // The click: the event a click raises, dispatched in the worker to the listener its script added,
  // on the notification it showed. The window it opens is noted instead: an event raised by a script
  // may not open one, nor wait (only the browser's own may).
  const opened = await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope & {
      clients: { openWindow(url: string): Promise<unknown> };
      dispatchEvent(event: Event): boolean;
    };
    const windows: string[] = [];
    const pending: Array<Promise<unknown>> = [];
    scope.clients.openWindow = async (url: string) => windows.push(url);
    const [clicked] = await scope.registration.getNotifications();
    const NotificationClick = (self as unknown as { NotificationEvent: new (type: string, init: object) => Event })
      .NotificationEvent;
    const event = Object.assign(new NotificationClick('notificationclick', { notification: clicked }), {
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    });
    scope.dispatchEvent(event);
    await Promise.all(pending);
    return { windows, left: (await scope.registration.getNotifications()).length };
  });
  expect(opened).toEqual({ windows: [`${baseURL}/sighting/${sighting!.id}`], left: 0 });
  await page.goto(opened.windows[0]!);
  await expect(page.getByText(sighting!.summary!).first()).toBeVisible();
});
