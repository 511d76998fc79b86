import { API_BASE, apiPaths } from '../../common/api/api-paths.ts';
import {
  LIVE_POSITION_EVENT,
  liveSightingChangeSchema,
  type LiveSightingChange,
} from '../../common/schemas/live-sightings.ts';

type Listener = (change: LiveSightingChange) => void;

/** After a refusal (429) or a server that stopped answering, the page tries a new stream this much later. */
const REOPEN_AFTER_MS = 60_000;

/** How long after the browser says it is back online the new stream is opened: the network may not carry a request yet. */
const ONLINE_SETTLE_MS = 1_000;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let lastEventId: string | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  const resume = lastEventId === null ? '' : `?lastEventId=${encodeURIComponent(lastEventId)}`;
  const opened = new EventSource(`${API_BASE}${apiPaths.liveSightings}${resume}`);
  source = opened;
  opened.addEventListener(LIVE_POSITION_EVENT, (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  });
  opened.onmessage = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    let change: LiveSightingChange;
    try {
      change = liveSightingChangeSchema.parse(JSON.parse(event.data));
    } catch {
      return; // Not a change this version of the page knows: the next reload brings it.
    }
    for (const listener of listeners) listener(change);
  };
  // The browser reconnects by itself (naming the last id) after a dropped connection; it gives up for
  // good on a refusal or an answer that is not a stream, and a new stream is tried a minute later.
  opened.onerror = () => {
    if (opened.readyState !== EventSource.CLOSED) return;
    if (source === opened) source = null;
    clearTimeout(reopenTimer);
    reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
  };
}

function close(): void {
  clearTimeout(reopenTimer);
  source?.close();
  source = null;
}

/** A browser that says it is offline gets nothing on its stream: it is closed, and opened again once back online. */
function closeWhileOffline(): void {
  if (listeners.size === 0) return;
  close();
  // Should the browser never say it is back, a new stream is still tried, as after a refusal.
  reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
}

/**
 * A browser back online starts a new stream, naming the last id, so what was approved meanwhile comes
 * at once: the old stream may have been given up (a reconnection that failed while offline is not
 * tried again) or may hang on a connection the network change left dead, which only a write the
 * server never gets to make would reveal.
 */
function reopenWhenOnline(): void {
  if (listeners.size === 0) return;
  close();
  reopenTimer = setTimeout(open, ONLINE_SETTLE_MS);
}

/**
 * Hears each live change (GET {base}/sightings/stream): one stream per page, open while anyone
 * listens. Answers how to stop listening.
 */
export function subscribeLiveSightings(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', reopenWhenOnline);
    window.addEventListener('offline', closeWhileOffline);
  }
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    close();
    window.removeEventListener('online', reopenWhenOnline);
    window.removeEventListener('offline', closeWhileOffline);
  };
}
