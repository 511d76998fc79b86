import { beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/test-database.ts';
import { useDatabasePerTest } from '../../test/use-test-database.ts';
import { SatelliteElementRepository } from './element-repository.ts';
import { parseElementSets } from './element-sets.ts';
import { satellitePasses } from './passes.ts';
import { launchedWhenFirstSeen, SatelliteSkyService, trainWords } from './satellite-sky.ts';
import { ISS_LINE_1, ISS_LINE_2 } from './testing/element-files.ts';
import { starlinkTrain, TRAIN_FIRST_SEEN, trainFirstSets } from './testing/starlink-train.ts';

const DAY_MS = 86_400_000;
const philadelphia = { latitude: 39.95, longitude: -75.17 };
/** Civil twilight in Philadelphia (the Sun 4° down), two days after the launch: the train passes. */
const dusk = Date.parse('2024-05-03T00:16:00Z');
const window = (startMs: number) => ({ ...philadelphia, startMs, endMs: startMs + 120_000 });

describe('when a launch flew', () => {
  it('is when its objects were first seen only if that was in the year its designator names', () => {
    const firstSeen = new Map([
      ['2024-080', Date.parse('2024-05-01T00:00:00Z')],
      // A late-December launch whose first sets are of early January.
      ['2024-240', Date.parse('2025-01-02T00:00:00Z')],
      // An archive that begins in 2025 holds old launches from its first day: none of them flew then.
      ['2020-012', Date.parse('2025-01-01T00:00:00Z')],
      ['2024-100', Date.parse('2025-03-01T00:00:00Z')],
    ]);
    expect([...launchedWhenFirstSeen(firstSeen).keys()]).toEqual(['2024-080', '2024-240']);
  });
});

describe.each(testDialects())('satellites in the sky on %s', (dialect) => {
  const database = useDatabasePerTest(dialect);
  let elements: SatelliteElementRepository;
  let satellites: SatelliteSkyService;
  beforeEach(() => {
    elements = new SatelliteElementRepository(database.handle.db, database.handle.dialect);
    satellites = new SatelliteSkyService(elements);
  });

  it('a Starlink train two days after its launch is one candidate, not twenty satellites', async () => {
    await elements.store([...trainFirstSets(), ...starlinkTrain()]);
    const sky = await satellites.over(window(dusk), true);
    expect(sky.elementsAvailable).toBe(true);
    expect(sky.passes).toEqual([]);
    expect(sky.trains).toHaveLength(1);
    const [train] = sky.trains;
    expect(train!.passes).toHaveLength(20);
    expect(train!.launched).toBe(new Date(TRAIN_FIRST_SEEN).toISOString());
    expect(trainWords(train!)).toBe(
      'Starlink train: 20 satellites from the launch of 1 May 2024, crossing from WSW to ENE at 00:17 UTC',
    );
  });

  it('the same satellites from a launch a month before are no train, and not listed one by one either', async () => {
    const monthBefore = trainFirstSets().map((set) => ({ ...set, epochMs: set.epochMs - 30 * DAY_MS }));
    await elements.store([...monthBefore, ...starlinkTrain()]);
    // They still cross the sky at dusk (as above); spread out and faint by then, they are left out.
    expect(satellitePasses(starlinkTrain(), window(dusk))).toHaveLength(20);
    expect(await satellites.over(window(dusk), true)).toEqual({ elementsAvailable: true, passes: [], trains: [] });
  });

  it('says when no element set is near the time, and lists nothing by day', async () => {
    await elements.store(parseElementSets(`ISS (ZARYA)\n${ISS_LINE_1}\n${ISS_LINE_2}`));
    expect(await satellites.over(window(Date.parse('2019-12-20T22:54:00Z')), true)).toEqual({
      elementsAvailable: false,
      passes: [],
      trains: [],
    });
    const pass = await satellites.over(window(Date.parse('2019-12-09T22:54:00Z')), true);
    expect(pass.passes.map((one) => one.name)).toEqual(['ISS (ZARYA)']);
    expect(await satellites.over(window(Date.parse('2019-12-09T22:54:00Z')), false)).toEqual({
      elementsAvailable: true,
      passes: [],
      trains: [],
    });
  });
});
