import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../../common/api/api-paths.ts';
import { skySchema } from '../../common/schemas/sky.ts';
import { buildTestApp, testServices, type TestApp } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';
import { fillMissingSkies } from './fill-skies.ts';
import { parseLaunchList } from './launches/launch-list.ts';
import { RocketLaunchRepository } from './launches/launch-repository.ts';
import { SatelliteElementRepository } from './satellites/element-repository.ts';
import { parseElementSets } from './satellites/element-sets.ts';
import { ISS_LINE_1, ISS_LINE_2 } from './satellites/testing/element-files.ts';
import { starlinkTrain, trainFirstSets } from './satellites/testing/starlink-train.ts';

/** Philadelphia at dusk, two days after the train's launch: "a string of lights" as it passed. */
const trainSighting = makeSighting({
  id: 'train001',
  summary: 'A string of lights crossed the sky',
  detailedDescription: 'About twenty lights in a row moved silently from west to east.',
  latitude: 39.95,
  longitude: -75.17,
  occurred: '2024-05-03T00:16:00.000Z',
  duration: '00:02:00',
  shape: 'Other',
  flightPath: 'Straight Line',
});
/** Phoenix, ten minutes after an evening launch from Vandenberg, 800 km away. */
const launchSighting = makeSighting({
  id: 'launch01',
  summary: 'A glowing cloud spreading in the west',
  detailedDescription: 'A huge glowing cloud with a bright dot at its tip rose in the western sky.',
  latitude: 33.45,
  longitude: -112.07,
  occurred: '2024-01-16T02:00:00.000Z',
  duration: '00:05:00',
});
const launchCsv =
  'time,site,latitude,longitude,vehicle\n2024-01-16T01:50:00Z,Vandenberg SFB SLC-4E,34.632,-120.611,Falcon 9\n';

describe.each(testDialects())('satellites and launches in the sky answers on %s', (dialect) => {
  let test: TestApp;
  const get = (path: string) => test.app.inject({ method: 'GET', url: `${API_BASE}${path}` });

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    const { db } = test.database.handle;
    const elements = new SatelliteElementRepository(db, dialect);
    await elements.store([
      ...parseElementSets(`ISS (ZARYA)\n${ISS_LINE_1}\n${ISS_LINE_2}`),
      ...trainFirstSets(),
      ...starlinkTrain(),
    ]);
    await new RocketLaunchRepository(db, dialect).store(parseLaunchList(launchCsv));
    await sightingStores(test.database.handle).bulk.insertMany([trainSighting, launchSighting]);
  });
  afterAll(() => test?.close());

  it('GET /sky lists the ISS passing over Philadelphia at dusk, with its track, as a candidate none calls likely', async () => {
    const response = await get(apiPaths.sky({ latitude: 39.95, longitude: -75.17, occurred: '2019-12-09T22:54:00Z' }));
    expect(response.statusCode).toBe(200);
    const sky = skySchema.parse(response.json());
    expect(sky.satellites.elementsAvailable).toBe(true);
    const [iss] = sky.satellites.passes;
    expect(iss).toMatchObject({ name: 'ISS (ZARYA)', noradId: 25544, from: 'NW', to: 'SE' });
    expect(iss!.track.length).toBeGreaterThan(2);
    const candidate = sky.candidates.find((one) => one.name === 'ISS (ZARYA)')!;
    expect(candidate.likely).toBe(false);
    expect(candidate.reason).toMatch(
      /^ISS \(ZARYA\) crossed from the northwest to the southeast, highest at 22:55 UTC/,
    );
  });

  it('GET /sky says when no orbital elements were near the time', async () => {
    const response = await get(apiPaths.sky({ latitude: 39.95, longitude: -75.17, occurred: '2001-01-01T22:00:00Z' }));
    expect(skySchema.parse(response.json()).satellites).toEqual({ elementsAvailable: false, passes: [], trains: [] });
  });

  it("a sighting's sky: the Starlink train as one likely candidate, weighed against the report", async () => {
    const sky = skySchema.parse((await get(apiPaths.sightingSky('train001'))).json());
    expect(sky.satellites.trains).toMatchObject([{ count: 20, launched: '2024-05-01T06:00:00.000Z' }]);
    const train = sky.candidates.find((candidate) => candidate.name === 'Starlink train')!;
    expect(train.likely).toBe(true);
    expect(train.reason).toMatch(
      /^Starlink train: 20 satellites from the launch of 1 May 2024, crossing from WSW to ENE at 00:17 UTC: .*not a verdict\.$/,
    );
  });

  it("a sighting's sky: the twilight launch 800 km away as a likely candidate", async () => {
    const sky = skySchema.parse((await get(apiPaths.sightingSky('launch01'))).json());
    expect(sky.launches).toEqual([
      { vehicle: 'Falcon 9', site: 'Vandenberg SFB SLC-4E', launched: '2024-01-16T01:50:00.000Z', distanceKm: 798 },
    ]);
    const launch = sky.candidates.find((candidate) => candidate.name === 'Falcon 9 launch')!;
    expect(launch).toMatchObject({ likely: true });
    expect(launch.reason).toMatch(/^Rocket launch: Falcon 9 from Vandenberg SFB SLC-4E at 01:50 UTC, 798 km away/);
  });

  it('the background pass stores both skies as explained, so the search can leave them out', async () => {
    const services = testServices(test.database);
    await services.sightingSkies.forgetAll();
    const done = await fillMissingSkies(services.sightingSkies, undefined, undefined, services.passingSky);
    expect(done).toMatchObject({ done: 2, explained: 2 });
  });
});
