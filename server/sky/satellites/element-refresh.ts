import type { SatelliteElementRepository } from './element-repository.ts';
import { parseElementSets, type ElementSet } from './element-sets.ts';

const DAY_MS = 86_400_000;
/** A source that has not answered in this long is given up on until the next day's turn. */
const FETCH_TIMEOUT_MS = 30_000;

/** The element sets published at each address (any format `parseElementSets` reads). */
export async function fetchElementSets(urls: readonly string[], timeoutMs = FETCH_TIMEOUT_MS): Promise<ElementSet[]> {
  const sets: ElementSet[] = [];
  for (const url of urls) {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
    sets.push(...parseElementSets(await response.text()));
  }
  return sets;
}

export interface ElementRefreshOptions {
  urls: readonly string[];
  elements: SatelliteElementRepository;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  intervalMs?: number;
  timeoutMs?: number;
}

/** One refresh: fetch and store; a failure (offline, a source down) is logged and leaves what was stored. */
export async function refreshElements({ urls, elements, log, timeoutMs }: ElementRefreshOptions): Promise<number> {
  try {
    const added = await elements.store(await fetchElementSets(urls, timeoutMs));
    log.info({ added }, 'orbital elements refreshed');
    return added;
  } catch (error) {
    log.warn({ err: error }, 'orbital elements not refreshed; the stored ones are used');
    return 0;
  }
}

/**
 * Current orbital elements, fetched now and once a day after, in the background: never required (with
 * no network the imported ones are used) and never in the way of the start or of a request.
 */
export function startElementRefresh(options: ElementRefreshOptions): { stop(): void; first: Promise<number> } {
  if (options.urls.length === 0) return { stop: () => {}, first: Promise.resolve(0) };
  const first = refreshElements(options);
  const timer = setInterval(() => void refreshElements(options), options.intervalMs ?? DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), first };
}
