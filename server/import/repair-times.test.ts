import { describe, expect, it } from 'vitest';
import { testServices } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { withStoredSightings } from '../test/stored-sightings.ts';
import { testDialects } from '../test/test-database.ts';
import { NUFORC_SOURCE } from './nuforc-sighting.ts';
import { repairNuforcTimes, rezoneSightings } from './repair-times.ts';

// Ottumwa, Iowa, 10/10/2001 21:15 on the witness's clock. The old rule took the offset from the
// longitude alone (−92.4° / 15 ≈ −6 h) and stored 03:15 UTC; central daylight time makes it 02:15.
const ottumwa = makeSighting({
  id: 'ottumwa1',
  summary: 'Orange lights over the river',
  latitude: 41.02,
  longitude: -92.41,
  occurred: '2001-10-11T03:15:00.000Z',
  submitted: '2001-10-20T12:00:00.000Z',
  source: NUFORC_SOURCE,
  timeZone: null,
});
// Adelaide, half an hour off any whole-hour guess: 22:00 in January (summer, UTC+10:30) is 11:30 UTC;
// the old rule (138.6° / 15 ≈ +9 h) stored 13:00.
const adelaide = makeSighting({
  id: 'adelaid1',
  summary: 'Orange lights over the bay',
  latitude: -34.93,
  longitude: 138.6,
  occurred: '2015-01-20T13:00:00.000Z',
  submitted: '2015-02-01T12:00:00.000Z',
  source: NUFORC_SOURCE,
  timeZone: null,
});
// Imported with its zone already, or reported through the wizard: left as it is.
const current = makeSighting({ id: 'current1', source: NUFORC_SOURCE, timeZone: 'America/Los_Angeles' });
const reported = makeSighting({ id: 'reported', source: 'Skywatch', timeZone: null });

describe.each(testDialects())('repairing NUFORC times on %s', (dialect) => {
  const stored = withStoredSightings(dialect, [ottumwa, adelaide, current, reported]);

  it('gives old rows the time their place says, once, and search and the list follow', async () => {
    const { database, services } = stored;
    expect(await services.timeRepairs.countWithoutZone(NUFORC_SOURCE)).toBe(2);
    expect(await repairNuforcTimes(services.timeRepairs)).toEqual({ done: 2, total: 2, moved: 2 });

    const repaired = await services.staffSightings.findLiveById('ottumwa1');
    expect(repaired).toMatchObject({ occurred: '2001-10-11T02:15:00.000Z', timeZone: 'America/Chicago' });
    expect(await services.staffSightings.findLiveById('adelaid1')).toMatchObject({
      occurred: '2015-01-20T11:30:00.000Z',
      timeZone: 'Australia/Adelaide',
    });
    expect(await services.staffSightings.findLiveById('current1')).toMatchObject({ occurred: current.occurred });
    expect(await services.staffSightings.findLiveById('reported')).toMatchObject({ timeZone: null });

    // The timeline keys moved with the times: the list and search still find every sighting.
    const fresh = testServices(database);
    const listed = await fresh.publicSightings.listPage(0, 10);
    expect(listed.map((sighting) => sighting.id).sort()).toEqual(['adelaid1', 'current1', 'ottumwa1', 'reported']);
    const found = await fresh.publicSightings.search({
      term: 'orange',
      fromInstant: '2001-10-11T00:00:00.000Z',
      toInstantExclusive: '2001-10-12T00:00:00.000Z',
      hasMedia: false,
      excludeExplained: false,
      offset: 0,
      limit: 10,
    });
    expect(found.sightings.map((sighting) => sighting.id)).toEqual(['ottumwa1']);

    expect(await repairNuforcTimes(services.timeRepairs)).toEqual({ done: 0, total: 0, moved: 0 });
    expect(await services.staffSightings.findLiveById('ottumwa1')).toMatchObject({ occurred: repaired!.occurred });
  });
});

// Beaver Dam, Arizona, stored in the Los Angeles zone by the coarse borders: 20:30 on the witness's
// clock on 4 January 2011 was stored as 04:30 UTC (PST, UTC-8); Arizona's MST (UTC-7) makes it 03:30.
const beaverDam = makeSighting({
  id: 'beaverd1',
  latitude: 36.89942,
  longitude: -113.93274,
  occurred: '2011-01-05T04:30:00.000Z',
  submitted: '2011-01-10T12:00:00.000Z',
  source: NUFORC_SOURCE,
  timeZone: 'America/Los_Angeles',
  importKey: 'nuforc:beaver-dam',
});
// Whitetail, Montana, stored in Regina's zone: 22:00 on 1 December 2015 (CST, UTC-6) was stored as
// 04:00 UTC; on Denver's clocks (MST, UTC-7) the same 22:00 is 05:00 UTC.
const whitetail = makeSighting({
  id: 'whitetl1',
  latitude: 48.8956,
  longitude: -105.1636,
  occurred: '2015-12-02T04:00:00.000Z',
  submitted: '2015-12-05T12:00:00.000Z',
  source: NUFORC_SOURCE,
  timeZone: 'America/Regina',
  importKey: 'nuforc:whitetail',
});
// Reported with an instant (not a clock time) from Earp, California, stored in Phoenix's zone: the
// instant stands, only the zone it is shown in changes.
const earpReport = makeSighting({
  id: 'earprep1',
  latitude: 34.1636,
  longitude: -114.3769,
  occurred: '2020-01-15T05:00:00.000Z',
  source: 'Skywatch',
  timeZone: 'America/Phoenix',
});
// Already in its legal zone: left alone.
const denver = makeSighting({ id: 'denver01', latitude: 39.7392, longitude: -104.9903, timeZone: 'America/Denver' });

describe.each(testDialects())('moving sightings to the zone of their place on %s', (dialect) => {
  const stored = withStoredSightings(dialect, [beaverDam, whitetail, earpReport, denver]);

  it('re-times clock times read on the wrong zone, keeps given instants, and reports its progress', async () => {
    const { services } = stored;
    const steps: number[] = [];
    const result = await rezoneSightings(services.timeRepairs, (progress) => steps.push(progress.done));
    expect(result).toEqual({ done: 4, total: 4, rezoned: 3, moved: 2 });
    expect(steps.at(-1)).toBe(4);

    expect(await services.staffSightings.findLiveById('beaverd1')).toMatchObject({
      occurred: '2011-01-05T03:30:00.000Z',
      timeZone: 'America/Phoenix',
    });
    expect(await services.staffSightings.findLiveById('whitetl1')).toMatchObject({
      occurred: '2015-12-02T05:00:00.000Z',
      timeZone: 'America/Denver',
    });
    expect(await services.staffSightings.findLiveById('earprep1')).toMatchObject({
      occurred: earpReport.occurred,
      timeZone: 'America/Los_Angeles',
    });
    expect(await services.staffSightings.findLiveById('denver01')).toMatchObject({ occurred: denver.occurred });

    // A second run finds every zone right.
    expect(await rezoneSightings(services.timeRepairs)).toEqual({ done: 4, total: 4, rezoned: 0, moved: 0 });
  });
});
