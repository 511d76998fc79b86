import { servedPageOnServer } from './served-page.ts';

/**
 * API answers the server put into the page it served (server/pages/page-data.ts), keyed by API path:
 * a screen's first data, so its largest text paints without a round trip after the app starts.
 */
const ELEMENT_ID = 'skywatch-page-data';

// As fresh as an answer fetched while the page loaded: the queries' own staleTime (app/query-client).
const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/**
 * The answer to GET `path` the page was served with, however old, without taking it: for what the
 * server's page already shows (the opening new-sighting toast), which the app renders as it did.
 */
export function servedPageAnswer(path: string): { data: unknown } | undefined {
  const served = servedPageOnServer();
  if (served) return Object.hasOwn(served.answers, path) ? { data: served.answers[path] } : undefined;
  answers ??= readAnswers();
  return answers.has(path) ? { data: answers.get(path) } : undefined;
}

/**
 * The served answer to GET `path`, once: later calls (a refetch, a visit back to the screen) ask the
 * API. None after the first half minute, when a fetched answer would count as stale too.
 */
export function takePageAnswer(path: string): { data: unknown } | undefined {
  // On the server every render reads the answers of its own page, as often as it asks.
  if (servedPageOnServer()) return servedPageAnswer(path);
  answers ??= readAnswers();
  if (!answers.has(path)) return undefined;
  const data = answers.get(path);
  answers.delete(path);
  return performance.now() < FRESH_FOR_MS ? { data } : undefined;
}
