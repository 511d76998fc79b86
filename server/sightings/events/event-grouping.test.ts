import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { preferredTimelineKey } from '../timeline/timeline-key.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { DEFAULT_EVENT_RULES, sightingStores, withSightingStores } from '../../test/sighting-stores.ts';
import { createTestDatabase, testDialects } from '../../test/test-database.ts';
import { seedSynthetic } from '../../synthetic/seed-synthetic.ts';
import type { NewSighting } from '../sighting-record.ts';
import type { SightingEdit } from '../staff-repository.ts';
import { componentsOf, DisjointSets, linkCloseReports } from './event-components.ts';
import { repairNuforcTimes } from '../../import/repair-times.ts';
import { NUFORC_SOURCE } from '../../import/nuforc-sighting.ts';
import { TimeRepairRepository } from '../bulk/time-repair-repository.ts';

// Phoenix; Mesa, 22 km east; Apache Junction, 26 km east of Mesa (48 km from Phoenix); Tucson, 160 km away.
const PHOENIX = { latitude: 33.45, longitude: -112.07 };
const MESA = { latitude: 33.42, longitude: -111.83 };
const APACHE_JUNCTION = { latitude: 33.41, longitude: -111.55 };
const SIXTY_KM_EAST = { latitude: 33.45, longitude: -111.42 };
const TUCSON = { latitude: 32.22, longitude: -110.97 };

const at = (minutes: number) => new Date(Date.UTC(1997, 2, 14, 3, 0) + minutes * 60_000).toISOString();

function report(id: string, minutes: number, place: { latitude: number; longitude: number }, approved = true) {
  return makeSighting({
    id,
    occurred: at(minutes),
    submitted: '1997-03-20T00:00:00.000Z',
    ...place,
    approved,
    status: approved ? 'APPROVED' : 'PENDING',
  });
}

/** What a staff edit writes, from the stored sighting and the fields a test changes. */
function editOf(sighting: Sighting, changes: Partial<SightingEdit>): SightingEdit {
  const { summary, detailedDescription, occurred, daysBetweenOccurrenceAndSubmission, addressResolution } = sighting;
  const { address, iso2CountryCode, latitude, longitude, timeZone, approved, status, rating, tags, media } = sighting;
  return {
    ...{ summary, detailedDescription, occurred, daysBetweenOccurrenceAndSubmission, addressResolution, address },
    ...{ iso2CountryCode, latitude, longitude, timeZone, approved, status, rating, tags, media },
    ...changes,
  };
}

/** The events as the in-memory sweep groups these sightings: each id's event id and size. */
function expectedEvents(sightings: readonly NewSighting[]): Map<string, { eventId: string; eventSize: number }> {
  const placed = sightings
    .filter((sighting) => sighting.approved && !sighting.deleted && sighting.latitude !== null)
    .map((sighting) => ({
      id: sighting.id,
      key: preferredTimelineKey(sighting.occurred, sighting.id),
      latitude: sighting.latitude!,
      longitude: sighting.longitude!,
    }))
    .sort((a, b) => a.key - b.key);
  const sets = new DisjointSets(placed.length);
  linkCloseReports(placed, DEFAULT_EVENT_RULES, sets);
  const { root, size } = componentsOf(sets, placed.length);
  const events = new Map(sightings.map((sighting) => [sighting.id, { eventId: sighting.id, eventSize: 1 }]));
  placed.forEach((sighting, position) => {
    events.set(sighting.id, { eventId: placed[root[position]!]!.id, eventSize: size[root[position]!]! });
  });
  return events;
}

/** Random reports in a few crowded hours around Phoenix, some pending, some without a place. */
function randomReports(seed: number, count: number): NewSighting[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, index) => {
    const approved = random() > 0.1;
    const placed = random() > 0.05;
    return makeSighting({
      id: `r${seed}x${index}`.slice(0, 8),
      occurred: at(Math.floor(random() * 600)),
      submitted: '1997-03-20T00:00:00.000Z',
      latitude: placed ? 33 + random() * 1.5 : null,
      longitude: placed ? -112.5 + random() * 1.5 : null,
      approved,
      status: approved ? 'APPROVED' : 'PENDING',
    });
  });
}

describe.each(testDialects())('events on %s', (dialect) => {
  const state = withSightingStores(dialect);

  const event = async (id: string) => {
    const sighting = await state.stores.staff.findLiveById(id);
    return { eventId: sighting!.eventId, eventSize: sighting!.eventSize };
  };
  const update = async (id: string, changes: Partial<SightingEdit>) => {
    const sighting = (await state.stores.staff.findLiveById(id))!;
    await state.stores.staff.update(id, editOf(sighting, changes));
  };

  it('groups reports close in place and time into one event named by the earliest report', async () => {
    await state.stores.bulk.insertMany([report('mesa0001', 20, MESA)]);
    await state.stores.bulk.insertMany([report('phoenix1', 0, PHOENIX)]);
    expect(await event('phoenix1')).toEqual({ eventId: 'phoenix1', eventSize: 2 });
    expect(await event('mesa0001')).toEqual({ eventId: 'phoenix1', eventSize: 2 });
  });

  it('leaves alone a report 60 km away, 160 km away or a day later', async () => {
    await state.stores.bulk.insertMany([report('phoenix1', 0, PHOENIX)]);
    await state.stores.bulk.insertMany([report('east0001', 5, SIXTY_KM_EAST), report('tucson01', 0, TUCSON)]);
    await state.stores.bulk.insertMany([report('nextday1', 24 * 60, PHOENIX)]);
    for (const id of ['phoenix1', 'east0001', 'tucson01', 'nextday1']) {
      expect(await event(id)).toEqual({ eventId: id, eventSize: 1 });
    }
  });

  it('chains A–B–C into one event, and splits it when B is deleted', async () => {
    await state.stores.bulk.insertMany([report('aaaaaaaa', 0, PHOENIX)]);
    await state.stores.bulk.insertMany([report('cccccccc', 70, APACHE_JUNCTION)]);
    expect(await event('cccccccc')).toEqual({ eventId: 'cccccccc', eventSize: 1 });
    await state.stores.bulk.insertMany([report('bbbbbbbb', 30, MESA)]);
    for (const id of ['aaaaaaaa', 'bbbbbbbb', 'cccccccc']) {
      expect(await event(id)).toEqual({ eventId: 'aaaaaaaa', eventSize: 3 });
    }
    await state.stores.staff.softDelete('bbbbbbbb');
    expect(await event('aaaaaaaa')).toEqual({ eventId: 'aaaaaaaa', eventSize: 1 });
    expect(await event('cccccccc')).toEqual({ eventId: 'cccccccc', eventSize: 1 });
  });

  it('follows edits that move a report out of an event and back in', async () => {
    await state.stores.bulk.insertMany([report('aaaaaaaa', 0, PHOENIX), report('bbbbbbbb', 30, MESA)]);
    await state.stores.bulk.insertMany([report('cccccccc', 70, APACHE_JUNCTION)]);
    // B moves to Tucson: A and C are too far apart to stay one event.
    await update('bbbbbbbb', TUCSON);
    expect(await event('aaaaaaaa')).toEqual({ eventId: 'aaaaaaaa', eventSize: 1 });
    expect(await event('bbbbbbbb')).toEqual({ eventId: 'bbbbbbbb', eventSize: 1 });
    expect(await event('cccccccc')).toEqual({ eventId: 'cccccccc', eventSize: 1 });
    // Back to Mesa, but a day later: still alone.
    await update('bbbbbbbb', { ...MESA, occurred: at(30 + 24 * 60) });
    expect(await event('bbbbbbbb')).toEqual({ eventId: 'bbbbbbbb', eventSize: 1 });
    // Its time corrected: the chain again; an edit of the words alone changes nothing.
    await update('bbbbbbbb', { occurred: at(30) });
    await update('cccccccc', { summary: 'Lights over the Superstitions' });
    for (const id of ['aaaaaaaa', 'bbbbbbbb', 'cccccccc']) {
      expect(await event(id)).toEqual({ eventId: 'aaaaaaaa', eventSize: 3 });
    }
    // A moves earlier than the window of B: B names the event now.
    await update('aaaaaaaa', { occurred: at(-60) });
    expect(await event('aaaaaaaa')).toEqual({ eventId: 'aaaaaaaa', eventSize: 1 });
    expect(await event('cccccccc')).toEqual({ eventId: 'bbbbbbbb', eventSize: 2 });
  });

  it('groups a pending report only once it is approved, and ungroups it when unapproved', async () => {
    await state.stores.bulk.insertMany([report('phoenix1', 0, PHOENIX), report('pending1', 10, MESA, false)]);
    expect(await event('phoenix1')).toEqual({ eventId: 'phoenix1', eventSize: 1 });
    expect(await event('pending1')).toEqual({ eventId: 'pending1', eventSize: 1 });
    await update('pending1', { approved: true, status: 'APPROVED' });
    expect(await event('pending1')).toEqual({ eventId: 'phoenix1', eventSize: 2 });
    await update('pending1', { approved: false, status: 'PENDING' });
    expect(await event('phoenix1')).toEqual({ eventId: 'phoenix1', eventSize: 1 });
    expect(await event('pending1')).toEqual({ eventId: 'pending1', eventSize: 1 });
    // A place taken away: no distance to measure, so alone.
    await update('pending1', { approved: true, status: 'APPROVED', latitude: null, longitude: null });
    expect(await event('phoenix1')).toEqual({ eventId: 'phoenix1', eventSize: 1 });
  });

  it('groups reports approved at the same moment by concurrent writers (the grouping lock)', async () => {
    // Pairs of neighbours, a day apart; every report approved at once, each in its own transaction.
    const pairs = Array.from({ length: 8 }, (_, day) => [
      report(`pa${day}xxxxx`.slice(0, 8), day * 1440, PHOENIX, false),
      report(`pb${day}xxxxx`.slice(0, 8), day * 1440 + 10, MESA, false),
    ]);
    await state.stores.bulk.insertMany(pairs.flat());
    await Promise.all(pairs.flat().map((sighting) => update(sighting.id, { approved: true, status: 'APPROVED' })));
    for (const [first, second] of pairs) {
      expect(await event(second!.id)).toEqual({ eventId: first!.id, eventSize: 2 });
      expect(await event(first!.id)).toEqual({ eventId: first!.id, eventSize: 2 });
    }
  });

  it('regroups a report whose time a repair moves', async () => {
    // Ottumwa, Iowa, 21:15 on the witness's clock: stored right (02:15 UTC) and, by the old rule, an hour late.
    const place = { latitude: 41.02, longitude: -92.41, source: NUFORC_SOURCE, submitted: '2001-10-20T12:00:00.000Z' };
    await state.stores.bulk.insertMany([
      makeSighting({ id: 'rightday', occurred: '2001-10-11T02:15:00.000Z', timeZone: 'America/Chicago', ...place }),
      makeSighting({ id: 'guessed1', occurred: '2001-10-11T03:15:00.000Z', timeZone: null, ...place }),
    ]);
    expect(await event('guessed1')).toEqual({ eventId: 'guessed1', eventSize: 1 });
    await repairNuforcTimes(
      new TimeRepairRepository(state.database.handle.db, state.stores.engine, state.stores.events),
    );
    // Same minute now: the timeline orders the two by their ids' first characters, and so does the name.
    expect(await event('guessed1')).toEqual({ eventId: 'guessed1', eventSize: 2 });
    expect(await event('rightday')).toEqual({ eventId: 'guessed1', eventSize: 2 });
  });

  it('groups a bulk load once at its end as storing the same rows one by one does', async () => {
    for (const seed of [7, 11]) {
      const rows = randomReports(seed, 70);
      const expected = expectedEvents(rows);
      const loaded = await createTestDatabase(dialect);
      const oneByOne = await createTestDatabase(dialect);
      try {
        const bulk = sightingStores(loaded.handle).bulk;
        await bulk.groupingOnceAfter(async () => {
          for (let start = 0; start < rows.length; start += 25) await bulk.insertMany(rows.slice(start, start + 25));
        });
        const single = sightingStores(oneByOne.handle).staff;
        for (const row of rows) await sightingStores(oneByOne.handle).bulk.insertMany([row]);
        for (const row of rows) {
          const fromLoad = (await sightingStores(loaded.handle).staff.findLiveById(row.id))!;
          const fromOne = (await single.findLiveById(row.id))!;
          expect({ eventId: fromLoad.eventId, eventSize: fromLoad.eventSize }, row.id).toEqual(expected.get(row.id));
          expect({ eventId: fromOne.eventId, eventSize: fromOne.eventSize }, row.id).toEqual(expected.get(row.id));
        }
      } finally {
        await loaded.destroy();
        await oneByOne.destroy();
      }
    }
  });

  it('groups a seeded load like a regrouping from scratch, and regroups when the rules change', async () => {
    await state.stores.bulk.groupingOnceAfter(() =>
      seedSynthetic({ count: 3000, seed: 5, until: new Date('2025-01-01T00:00:00.000Z'), bulk: state.stores.bulk }),
    );
    const labels = () =>
      state.database.handle.db
        .selectFrom('sightings')
        .select(['id', 'event_id', 'event_size'])
        .orderBy('id')
        .execute()
        .then((rows) =>
          rows.map((row) => ({ ...row, event_size: row.event_size === null ? null : Number(row.event_size) })),
        );
    const afterLoad = await labels();
    await state.database.handle.db.transaction().execute((trx) => state.stores.events.regroupAll(trx));
    expect(await labels()).toEqual(afterLoad);

    // The load applied the rules first; wider ones (1000 km, a day) on the next start regroup everything, once.
    expect(await state.stores.events.applyRules(state.database.handle.db)).toBe(false);
    const wide = sightingStores(state.database.handle, { distanceKm: 1000, minutes: 1440 });
    expect(await wide.events.applyRules(state.database.handle.db)).toBe(true);
    expect(await wide.events.applyRules(state.database.handle.db)).toBe(false);
    const grouped = (await labels()).filter((row) => row.event_id !== null).length;
    expect(grouped).toBeGreaterThan(afterLoad.filter((row) => row.event_id !== null).length);
  });
});
