/**
 * An event of 500 reports for the benchmark's data set: the synthetic rows hold no event that large.
 * 500 NUFORC rows, Phoenix on the evening of 13 March 1997, each within a few kilometres and minutes of
 * the one before, imported with the project's own command (`npm run import`): the import groups them
 * as any import does, and importing the file again adds nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CROWDED_EVENT_SIZE = 500;
/** A word no synthetic row has: the bench finds a member of the event by searching for it. */
export const CROWDED_EVENT_WORD = 'crowdedbenchevent';

const HEADER =
  'datetime,city,state,country,shape,duration (seconds),duration (hours/min),comments,date posted,latitude,longitude';

function crowdedEventCsv(): string {
  const rows = Array.from({ length: CROWDED_EVENT_SIZE }, (_, index) => {
    // 90 minutes of reports, one every ~11 seconds; places on a 30 km wide patch of the valley.
    const minute = Math.floor((index * 90) / CROWDED_EVENT_SIZE);
    const time = `3/13/1997 ${19 + Math.floor((30 + minute) / 60)}:${String((30 + minute) % 60).padStart(2, '0')}`;
    const latitude = (33.35 + ((index * 37) % 100) / 500).toFixed(4);
    const longitude = (-112.2 + ((index * 53) % 100) / 330).toFixed(4);
    const comment = `Witness ${index + 1}: a huge V of lights crossed the valley without a sound (${CROWDED_EVENT_WORD})`;
    return `${time},phoenix,az,us,triangle,600,10 minutes,${comment},3/20/1997,${latitude},${longitude}`;
  });
  return `${HEADER}\n${rows.join('\n')}\n`;
}

/** Imports the event into the data set (nothing new when it is there already); answers the seconds it took. */
export function addCrowdedEvent(environment: Record<string, string>): number {
  const file = path.join(root, 'bench/.cache', 'crowded-event.csv');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, crowdedEventCsv());
  const started = performance.now();
  const result = spawnSync(process.execPath, ['server/cli/import.ts', file], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEMO_DATA: 'false', LOG_LEVEL: 'warn', GEOCODER: 'offline', ...environment },
  });
  if (result.status !== 0) throw new Error('Importing the crowded event into the benchmark data set failed.');
  return (performance.now() - started) / 1000;
}

/** The id of one of the event's reports, found by its word (any member's id opens the event). */
export async function crowdedEventMember(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/sightings/search`, {
    method: 'POST',
    // Any token does, sent as the cookie and the header alike (the anti-forgery check compares the two).
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=crowded-event',
      'x-xsrf-token': 'crowded-event',
    },
    body: JSON.stringify({ term: CROWDED_EVENT_WORD, fromDate: '1997-03-13', toDate: '1997-03-15', page: 0, size: 1 }),
  });
  if (!response.ok) throw new Error(`Searching for the crowded event failed: ${await response.text()}`);
  const page = (await response.json()) as { content: Array<{ id: string; eventSize: number }> };
  const member = page.content[0];
  if (!member) throw new Error('The crowded event is not in the benchmark data set.');
  if (member.eventSize < CROWDED_EVENT_SIZE) {
    throw new Error(`The crowded event has ${member.eventSize} reports, not ${CROWDED_EVENT_SIZE}.`);
  }
  return member.id;
}
