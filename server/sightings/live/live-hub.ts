import { LIVE_POSITION_EVENT, type LiveSightingChange } from '../../../common/schemas/live-sightings.ts';
import type { ServiceLog } from '../../service-log.ts';
import type { SightingService } from '../service.ts';
import type { PublicChange, PublicChangeLog } from './public-change-repository.ts';

/** Where a stream's messages go: the open response of one client. */
export interface LiveStream {
  write(text: string): void;
  /** Bytes written and not yet taken by the client: a stream that stops reading is let go. */
  readonly writableLength: number;
  end(): void;
}

/** An event already written out as server-sent-event text, once for every stream. */
interface LiveMessage {
  id: number;
  text: string;
}

interface Client {
  stream: LiveStream;
  /** The id of the last change this client has (or was told to skip). */
  cursor: number;
  /** While its missed changes are read: the live ones that arrive meanwhile, sent after them. */
  waiting: LiveMessage[][] | null;
}

/** Changes read from the log per query; a client that missed more than `REPLAY_LIMIT` reloads instead. */
const READ_BATCH = 200;
const REPLAY_LIMIT = 1000;
/** A client this far behind on reading (a stalled tab, a dead network) is let go; it reconnects and replays. */
const MOST_BUFFERED_BYTES = 256 * 1024;

export const HEARTBEAT_MS = 25_000;
/** Wakes are sent on every change; this read catches what a lost wake (or a command's write on SQLite) left. */
export const SAFETY_POLL_MS = 5_000;

/** The text of one server-sent event, its data on one line. */
export function eventText(id: number, change: LiveSightingChange): string {
  return `id: ${id}\ndata: ${JSON.stringify(change)}\n\n`;
}

/**
 * Where a new stream starts, as a named event: a browser hands a page the id of an event only with
 * its data, so without it a page that heard no change yet could not say where it stood when it
 * reconnects by itself.
 */
export function positionText(id: number): string {
  return `event: ${LIVE_POSITION_EVENT}\nid: ${id}\ndata: ${id}\n\n`;
}

/**
 * One per server process: reads the changes after the last one it has seen from the log of public
 * changes whenever it is woken, shapes each once and writes it to every open stream. A client that
 * reconnects names the last change it saw and first gets the ones it missed from the log (or, when
 * those are pruned or too many, one 'refreshed' change that makes it reload).
 */
export class LiveSightingsHub {
  readonly #log: PublicChangeLog;
  readonly #sightings: Pick<SightingService, 'findPublic' | 'total'>;
  readonly #serviceLog: ServiceLog | undefined;
  readonly #clients = new Set<Client>();
  readonly #announcers: Array<() => void> = [];
  readonly #wakeListeners: Array<() => void> = [];
  #lastSeenId = 0;
  #started = false;
  #reading = false;
  #readAgain = false;
  #timers: NodeJS.Timeout[] = [];

  constructor(log: PublicChangeLog, sightings: Pick<SightingService, 'findPublic' | 'total'>, serviceLog?: ServiceLog) {
    this.#log = log;
    this.#sightings = sightings;
    this.#serviceLog = serviceLog;
  }

  get openStreams(): number {
    return this.#clients.size;
  }

  /** Starts from the newest change logged now; heartbeats and the safety poll begin. */
  async start(): Promise<void> {
    this.#lastSeenId = await this.#log.lastId();
    this.#started = true;
    const heartbeat = setInterval(() => this.#writeToAll(': still here\n\n'), HEARTBEAT_MS);
    const safetyPoll = setInterval(() => this.wake(), SAFETY_POLL_MS);
    this.#timers = [heartbeat, safetyPoll];
    for (const timer of this.#timers) timer.unref();
  }

  /** Ends every open stream (its client reconnects to another process) and stops the timers. */
  stop(): void {
    this.#started = false;
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    for (const client of this.#clients) client.stream.end();
    this.#clients.clear();
  }

  /** Adds a way to tell the other server processes of a change (SQLite's workers hear it from the primary). */
  addAnnouncer(announce: () => void): void {
    this.#announcers.push(announce);
  }

  /** Called once a change has been committed in this process: reads it now and tells the other processes. */
  changed(): void {
    this.wake();
    for (const announce of this.#announcers) announce();
  }

  /** Adds whoever must hear, at once, that something may have changed (before the changes are read). */
  addWakeListener(listener: () => void): void {
    this.#wakeListeners.push(listener);
  }

  /** Reads and sends whatever was logged since the last read; wakes during a read make it read again. */
  wake(): void {
    for (const listener of this.#wakeListeners) listener();
    if (!this.#started) return;
    if (this.#reading) {
      this.#readAgain = true;
      return;
    }
    this.#reading = true;
    this.#readNew()
      .catch((error: unknown) => this.#serviceLog?.warn({ err: error }, 'live updates: reading the changes failed'))
      .finally(() => {
        this.#reading = false;
      });
  }

  /**
   * Opens a stream for a client; `lastEventId` is the last change it saw before it reconnected. It is
   * told at once where it stands (the position event), so a reconnection after a quiet spell still
   * names it.
   */
  async open(stream: LiveStream, lastEventId: number | null): Promise<() => void> {
    const upTo = this.#lastSeenId;
    const from = lastEventId ?? upTo;
    const client: Client = { stream, cursor: from, waiting: from < upTo ? [] : null };
    this.#clients.add(client);
    const close = () => {
      this.#clients.delete(client);
    };
    stream.write(`retry: 3000\n${positionText(from)}`);
    if (client.waiting === null) return close;
    try {
      this.#deliver(client, await this.#missed(from, upTo));
      for (const messages of client.waiting) this.#deliver(client, messages);
    } catch (error) {
      close();
      throw error;
    } finally {
      client.waiting = null;
    }
    return close;
  }

  async #readNew(): Promise<void> {
    do {
      this.#readAgain = false;
      const changes = await this.#log.after(this.#lastSeenId, READ_BATCH);
      if (changes.length === 0) continue;
      const messages = await this.#messagesFor(changes);
      this.#lastSeenId = changes.at(-1)!.id;
      for (const client of this.#clients) {
        if (client.waiting) client.waiting.push(messages);
        else this.#deliver(client, messages);
      }
      if (changes.length === READ_BATCH) this.#readAgain = true;
    } while (this.#readAgain && this.#started);
  }

  /** The changes after `from` up to `upTo`, or one 'refreshed' when some are pruned or they are too many. */
  async #missed(from: number, upTo: number): Promise<LiveMessage[]> {
    const firstKept = await this.#log.firstId();
    const changes = firstKept === null || firstKept > from + 1 ? [] : await this.#log.after(from, REPLAY_LIMIT, upTo);
    if (changes.length > 0 && changes.length < REPLAY_LIMIT) return this.#messagesFor(changes);
    return [{ id: upTo, text: eventText(upTo, { kind: 'refreshed', total: await this.#sightings.total() }) }];
  }

  /**
   * Each change as the public API shapes it, with the public count after it. After a 'refreshed' the
   * client reloads, so the changes before one are left out; a sighting published and since withdrawn
   * is left out too (its withdrawal follows in the log).
   */
  async #messagesFor(changes: readonly PublicChange[]): Promise<LiveMessage[]> {
    const lastRefresh = changes.findLastIndex((change) => change.kind === 'refreshed');
    const total = await this.#sightings.total();
    const messages: LiveMessage[] = [];
    for (const { id, kind, sightingId } of changes.slice(Math.max(lastRefresh, 0))) {
      if (kind === 'refreshed' || sightingId === null) {
        messages.push({ id, text: eventText(id, { kind: 'refreshed', total }) });
      } else if (kind === 'withdrawn') {
        messages.push({ id, text: eventText(id, { kind, id: sightingId, total }) });
      } else {
        const sighting = await this.#sightings.findPublic(sightingId);
        if (sighting) messages.push({ id, text: eventText(id, { kind, sighting, total }) });
      }
    }
    return messages;
  }

  #deliver(client: Client, messages: readonly LiveMessage[]): void {
    for (const message of messages) {
      if (message.id <= client.cursor) continue;
      client.cursor = message.id;
      this.#write(client, message.text);
    }
  }

  #writeToAll(text: string): void {
    for (const client of this.#clients) this.#write(client, text);
  }

  #write(client: Client, text: string): void {
    if (client.stream.writableLength > MOST_BUFFERED_BYTES) {
      this.#clients.delete(client);
      client.stream.end();
      return;
    }
    client.stream.write(text);
  }
}
