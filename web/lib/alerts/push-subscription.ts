import type { PushSubscriptionKeys } from '../../../common/schemas/alerts.ts';

/** The service worker that shows alerts' notifications (web/public/alerts-sw.js). */
const SERVICE_WORKER = '/alerts-sw.js';

/** The browser refused, or cannot do, what a browser notification needs: its message says which. */
export class PushRefused extends Error {}

/** Whether this browser can receive Web Push at all (secure page, service workers, the Push API). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the Push API takes it: its bytes, from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

const base64url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/** Asks leave to notify, registers the service worker and subscribes it with the server's VAPID key. */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionKeys> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefused('Notifications are blocked for this site: allow them in your browser to use this choice.');
  }
  let subscription: PushSubscription;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER);
    const registration = await navigator.serviceWorker.ready;
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch (error) {
    // No push service reachable, or a subscription made for another key: the browser's reason helps.
    throw new PushRefused(
      `This browser could not subscribe to notifications${error instanceof Error ? `: ${error.message}` : '.'}`,
    );
  }
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: base64url(subscription.getKey('p256dh')), auth: base64url(subscription.getKey('auth')) },
  };
}
