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
 * The served answer to GET `path`, once: later calls (a refetch, a visit back to the screen) ask the
 * API. None after the first half minute, when a fetched answer would count as stale too.
 */
export function takePageAnswer(path: string): { data: unknown } | undefined {
  answers ??= readAnswers();
  if (!answers.has(path)) return undefined;
  const data = answers.get(path);
  answers.delete(path);
  return performance.now() < FRESH_FOR_MS ? { data } : undefined;
}
