import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { everySighting, withSightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';
import { importSightings } from './import-sightings.ts';

const HEADER =
  'datetime,city,state,country,shape,duration (seconds),duration (hours/min),comments,date posted,latitude,longitude';

/**
 * The Phoenix Lights as NUFORC's scrubbed export has them: witnesses across the valley on the evening
 * of 13 March 1997 (local time), each within a few minutes and kilometres of another; Tucson's report
 * of the same hour 160 km away, and a Phoenix report of the next evening, stand alone.
 */
const ROWS = [
  ['3/13/1997 20:15', 'glendale', 33.5387, -112.186, 'A huge V of lights moved slowly south'],
  ['3/13/1997 20:18', 'phoenix', 33.4484, -112.074, 'Five lights in a boomerang with no sound at all'],
  ['3/13/1997 20:22', 'scottsdale', 33.4942, -111.9261, 'A triangle of amber lights blotting out stars'],
  ['3/13/1997 20:26', 'tempe', 33.4255, -111.94, 'Lights in a V over the freeway and everyone stopped'],
  ['3/13/1997 20:31', 'mesa', 33.4152, -111.8315, 'Massive silent craft with lights on its edge'],
  ['3/13/1997 20:40', 'chandler', 33.3062, -111.8413, 'Seven lights drifting towards the south'],
  ['3/13/1997 20:30', 'tucson', 32.2226, -110.9747, 'Lights low in the north-west sky'],
  ['3/14/1997 20:20', 'phoenix', 33.45, -112.07, 'Orange lights again a night later'],
];

function phoenixLightsCsv(): string {
  const lines = ROWS.map(
    ([time, city, latitude, longitude, comment]) =>
      `${time},${city},az,us,light,600,10 minutes,${comment},3/20/1997,${latitude},${longitude}`,
  );
  return `${HEADER}\n${lines.join('\n')}\n`;
}

describe.each(testDialects())('importing the Phoenix Lights from a NUFORC file on %s', (dialect) => {
  const test = withSightingStores(dialect);
  const folder = mkdtempSync(path.join(tmpdir(), 'skywatch-phoenix-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('groups the valley’s reports of 13 March 1997 into one event, and leaves Tucson and the next night out', async () => {
    const filePath = path.join(folder, 'phoenix-lights.csv');
    writeFileSync(filePath, phoenixLightsCsv());
    const { bulk } = test.stores;
    const summary = await bulk.groupingOnceAfter(() => importSightings({ filePath, pending: false, bulk }));
    expect(summary.added, JSON.stringify(summary)).toBe(ROWS.length);

    const stored = await everySighting(bulk);
    const valley = stored.filter(
      (sighting) => sighting.occurred.startsWith('1997-03-14T0') && sighting.city !== 'Tucson',
    );
    expect(valley).toHaveLength(6);
    const [eventId] = new Set(valley.map((sighting) => sighting.eventId));
    expect(new Set(valley.map((sighting) => sighting.eventId)).size).toBe(1);
    expect(valley.every((sighting) => sighting.eventSize === 6)).toBe(true);
    // The event is named by its earliest report: Glendale's, at 20:15 local time.
    expect(valley.find((sighting) => sighting.id === eventId)?.city).toBe('Glendale');

    for (const alone of stored.filter((sighting) => !valley.includes(sighting))) {
      expect(alone, alone.city ?? '').toMatchObject({ eventId: alone.id, eventSize: 1 });
    }
  });
});
