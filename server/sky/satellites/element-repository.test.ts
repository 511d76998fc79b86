import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-database.ts';
import { SatelliteElementRepository } from './element-repository.ts';
import { parseElementSets, type ElementSet } from './element-sets.ts';
import { ISS_OMM, VANGUARD_OMM_CSV } from './testing/element-files.ts';

const DAY_MS = 86_400_000;
const [iss] = parseElementSets(JSON.stringify(ISS_OMM));
const [vanguard] = parseElementSets(VANGUARD_OMM_CSV);
/** The ISS on five days, an archive's epochs. */
const archive: ElementSet[] = [0, 1, 2, 3, 4].map((day) => ({ ...iss!, epochMs: iss!.epochMs + day * DAY_MS }));

describe.each(testDialects())('satellite elements on %s', (dialect) => {
  let database: TestDatabase;
  let elements: SatelliteElementRepository;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    elements = new SatelliteElementRepository(database.handle.db, database.handle.dialect);
  });
  afterAll(() => database.destroy());

  it('stores each object and epoch once: importing the same sets again adds nothing', async () => {
    expect(await elements.store([...archive, vanguard!, archive[0]!])).toBe(6);
    expect(await elements.store(archive)).toBe(0);
    expect(await elements.count()).toBe(6);
  });

  it('keeps, per launch, the earliest epoch of its objects, whatever order they come in', async () => {
    const earlier = { ...iss!, epochMs: iss!.epochMs - 10 * DAY_MS, noradId: 25545 };
    await elements.store([earlier]);
    const dates = await elements.launchesFirstSeenBetween(0, vanguard!.epochMs + DAY_MS);
    expect(dates).toEqual(
      new Map([
        ['1998-067', earlier.epochMs],
        ['1958-002', vanguard!.epochMs],
      ]),
    );
    await elements.store([{ ...earlier, epochMs: earlier.epochMs + DAY_MS }]);
    const later = await elements.launchesFirstSeenBetween(earlier.epochMs, earlier.epochMs + DAY_MS);
    expect(later).toEqual(new Map([['1998-067', earlier.epochMs]]));
  });

  it('answers, per object, the set nearest an instant within the window, whole', async () => {
    const instant = iss!.epochMs + 2.4 * DAY_MS;
    const nearest = await elements.nearestTo(instant, 3 * DAY_MS);
    expect(nearest).toEqual([archive[2]]);
    expect(await elements.nearestTo(iss!.epochMs + 10 * DAY_MS, 3 * DAY_MS)).toEqual([]);
    expect(await elements.nearestTo(vanguard!.epochMs - DAY_MS, 3 * DAY_MS)).toEqual([vanguard]);
  });
});
