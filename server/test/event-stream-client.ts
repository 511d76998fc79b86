/** A client of a server-sent-events stream over a real connection, as a browser's EventSource reads one. */
import http from 'node:http';

export interface StreamEvent {
  /** The event's type: 'message' unless an event field names another (such as the stream's position). */
  type: string;
  /** The event's id field, or null when it had none. */
  id: string | null;
  /** The event's data, parsed as JSON; undefined for an event without data (an id alone). */
  data: any;
}

export interface EventStreamClient {
  status: number;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** The last id received, as a reconnecting EventSource would send it in Last-Event-ID. */
  lastEventId(): string | null;
  /** Resolves with the first event (already received or still to come) that `matches`. */
  waitFor(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** The whole answer when it was not a stream (a refusal). */
  body(): Promise<string>;
  close(): void;
}

/**
 * Opens `url` with `headers` (Last-Event-ID, X-Forwarded-For, …) and parses events as they arrive;
 * `onEvent` hears each at once. Resolves once the answer's status is known.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  onEvent?: (event: StreamEvent) => void,
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
    request.once('error', reject);
    request.once('response', (response) => {
      response.setEncoding('utf8');
      const events: StreamEvent[] = [];
      const waiters = new Set<{ matches: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }>();
      let buffered = '';
      let text = '';
      let lastId: string | null = null;
      const finished = new Promise<void>((done) => response.once('close', done));
      const receive = (block: string) => {
        let id: string | null = null;
        let type = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) type = line.slice(6).trim();
          else if (line.startsWith('id:')) id = line.slice(3).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (id === null && data.length === 0) return; // a comment or a retry hint
        if (id !== null) lastId = id;
        const event: StreamEvent = { type, id, data: data.length ? JSON.parse(data.join('\n')) : undefined };
        events.push(event);
        onEvent?.(event);
        for (const waiter of waiters) {
          if (!waiter.matches(event)) continue;
          waiters.delete(waiter);
          waiter.resolve(event);
        }
      };
      response.on('data', (chunk: string) => {
        text += response.statusCode === 200 ? '' : chunk;
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          receive(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      });
      response.on('error', () => {});
      resolve({
        status: response.statusCode ?? 0,
        events,
        lastEventId: () => lastId,
        waitFor: (matches, timeoutMs = 10_000) => {
          const seen = events.find(matches);
          if (seen) return Promise.resolve(seen);
          return new Promise((found, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`No matching event within ${timeoutMs} ms; received ${JSON.stringify(events)}`));
            }, timeoutMs);
            const waiter = {
              matches,
              resolve: (event: StreamEvent) => {
                clearTimeout(timer);
                found(event);
              },
            };
            waiters.add(waiter);
          });
        },
        body: async () => {
          await finished;
          return text;
        },
        close: () => request.destroy(),
      });
    });
  });
}
