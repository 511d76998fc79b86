/**
 * Visitors who each download a full export, run as a process of its own beside the test that measures
 * the server: reading and checking thirty files of megabytes is client work, and done in the measuring
 * process it would slow the load generator there, not the server.
 *   node reliability/support/export-visitors.ts ORIGIN COUNT BODY_JSON
 * Prints one JSON line: each visitor's outcome, in order.
 */
import { API, browserHeaders } from './api-client.ts';

export interface ExportOutcome {
  /** Status of the answer that was read (200 when whole), or of the first other than a 429. */
  status: number;
  refusals: number;
  /** A refusal's Retry-After outside 1–60 s, if one came. */
  badRetryAfter: string | null;
  bytes: number;
  sightings: number;
  /** How many the search counted (its X-Total-Count header): what a whole export holds. */
  counted: number;
}

/** One visitor's export: asked again when a 429 says (one waited too long for its turn), read to its end and parsed. */
async function exportAs(origin: string, body: string, clientAddress: string): Promise<ExportOutcome> {
  const outcome: ExportOutcome = { status: 0, refusals: 0, badRetryAfter: null, bytes: 0, sightings: 0, counted: 0 };
  for (;;) {
    const response = await fetch(`${origin}${API}/sightings/export`, {
      method: 'POST',
      headers: browserHeaders({ body: {}, clientAddress }),
      body,
    });
    outcome.status = response.status;
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      outcome.refusals += 1;
      if (!(retryAfter > 0 && retryAfter <= 60)) {
        outcome.badRetryAfter = `${response.headers.get('retry-after')}: ${await response.text()}`;
        return outcome;
      }
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    const text = await response.text();
    if (response.status !== 200) return outcome;
    outcome.bytes = Buffer.byteLength(text);
    outcome.sightings = (JSON.parse(text) as { sightings: unknown[] }).sightings.length;
    outcome.counted = Number(response.headers.get('x-total-count'));
    return outcome;
  }
}

const [origin, count, body] = process.argv.slice(2);
if (!origin || !count || !body) {
  console.error('usage: node reliability/support/export-visitors.ts ORIGIN COUNT BODY_JSON');
  process.exit(2);
}
const outcomes = await Promise.all(
  Array.from({ length: Number(count) }, (_, index) => exportAs(origin, body, `198.18.7.${index + 1}`)),
);
console.log(JSON.stringify(outcomes));
