import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-database.ts';
import { parseLaunchList } from './launch-list.ts';
import { RocketLaunchRepository } from './launch-repository.ts';
import { distanceKm, LaunchSightings, launchWords } from './launch-sightings.ts';

const MINUTE = 60_000;
/** Phoenix, about 800 km east of Vandenberg's pad. */
const phoenix = { latitude: 33.45, longitude: -112.07 };

/** A Launch Library 2 answer, trimmed to the fields read: an evening launch and a noon one. */
const launchLibrary = {
  count: 2,
  results: [
    {
      id: 'e3df2ecd-c239-472f-95e4-2b89b4f75800',
      net: '2024-01-16T01:50:00Z',
      pad: {
        name: 'Space Launch Complex 4E',
        latitude: '34.632',
        longitude: '-120.611',
        location: { name: 'Vandenberg SFB, CA, USA' },
      },
      rocket: { configuration: { name: 'Falcon 9', full_name: 'Falcon 9 Block 5' } },
    },
    {
      id: 'noon-launch',
      net: '2024-01-16T20:00:00Z',
      pad: { name: 'Space Launch Complex 4E', latitude: '34.632', longitude: '-120.611' },
      rocket: { configuration: { name: 'Falcon 9' } },
    },
  ],
};

describe('launch lists', () => {
  it('reads Launch Library 2 JSON and CSV', () => {
    const [evening] = parseLaunchList(JSON.stringify(launchLibrary));
    expect(evening).toEqual({
      key: 'e3df2ecd-c239-472f-95e4-2b89b4f75800',
      launchedMs: Date.parse('2024-01-16T01:50:00Z'),
      vehicle: 'Falcon 9 Block 5',
      site: 'Space Launch Complex 4E, Vandenberg SFB, CA, USA',
      latitude: 34.632,
      longitude: -120.611,
      ascentAzimuth: null,
    });
    const csv =
      'time,site,latitude,longitude,vehicle,azimuth\n2024-01-16T01:50:00Z,"Vandenberg SFB, SLC-4E",34.632,-120.611,Falcon 9,196\n';
    expect(parseLaunchList(csv)).toEqual([
      {
        key: '2024-01-16T01:50:00.000Z Vandenberg SFB, SLC-4E',
        launchedMs: Date.parse('2024-01-16T01:50:00Z'),
        vehicle: 'Falcon 9',
        site: 'Vandenberg SFB, SLC-4E',
        latitude: 34.632,
        longitude: -120.611,
        ascentAzimuth: 196,
      },
    ]);
  });

  it('refuses a list it cannot read, naming the line or launch', () => {
    expect(() => parseLaunchList('time,site,vehicle\n')).toThrow('The header lacks latitude, longitude.');
    expect(() => parseLaunchList('time,site,latitude,longitude,vehicle\nyesterday,Pad,1,2,Rocket\n')).toThrow(
      'Line 2: the time must be an ISO 8601 date and time',
    );
    expect(() => parseLaunchList(JSON.stringify({ results: [{ net: '2024-01-16T01:50:00Z', pad: {} }] }))).toThrow(
      'Launch 1: the site needs a latitude',
    );
  });
});

describe.each(testDialects())('launches seen by a witness on %s', (dialect) => {
  let database: TestDatabase;
  let launches: RocketLaunchRepository;
  let sightings: LaunchSightings;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    launches = new RocketLaunchRepository(database.handle.db, database.handle.dialect);
    sightings = new LaunchSightings(launches);
    expect(await launches.store(parseLaunchList(JSON.stringify(launchLibrary)))).toBe(2);
    expect(await launches.store(parseLaunchList(JSON.stringify(launchLibrary)))).toBe(0);
  });
  afterAll(() => database.destroy());

  it('a twilight launch, lit high up over a dark sky, is a candidate for a witness 800 km away', async () => {
    expect(Math.round(distanceKm(phoenix, { latitude: 34.632, longitude: -120.611 }))).toBe(798);
    const seen = await sightings.seenFrom(phoenix, Date.parse('2024-01-16T02:00:00Z'));
    expect(seen.map(launchWords)).toEqual([
      'Rocket launch: Falcon 9 Block 5 from Space Launch Complex 4E, Vandenberg SFB, CA, USA at 01:50 UTC',
    ]);
  });

  it('the same witness at noon sees no launch, nor before liftoff, nor past the hour, nor beyond 1,500 km', async () => {
    expect(await sightings.seenFrom(phoenix, Date.parse('2024-01-16T20:10:00Z'))).toEqual([]);
    expect(await sightings.seenFrom(phoenix, Date.parse('2024-01-16T01:50:00Z') - MINUTE)).toEqual([]);
    expect(await sightings.seenFrom(phoenix, Date.parse('2024-01-16T01:50:00Z') + 61 * MINUTE)).toEqual([]);
    const dallas = { latitude: 32.78, longitude: -96.8 };
    expect(await sightings.seenFrom(dallas, Date.parse('2024-01-16T02:00:00Z'))).toEqual([]);
  });
});
