import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { everySighting, withSightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';
import { importSightings } from './import-sightings.ts';
import { expectFirstImport, LONDON_ENGLAND, PERTH_NOT_PLACED } from './import-test-cases.ts';

const SCRUBBED = path.join(import.meta.dirname, 'fixtures', 'nuforc-places-sample.csv');
const REPORTS = path.join(import.meta.dirname, 'fixtures', 'nuforc-reports-places-sample.csv');

/** What a stored sighting says of its place and time. */
const placeAndTime = (sighting: Sighting) => ({
  city: sighting.city,
  region: sighting.region,
  country: sighting.country,
  iso2CountryCode: sighting.iso2CountryCode,
  locationName: sighting.locationName,
  occurred: sighting.occurred,
});

describe.each(testDialects())('importing NUFORC places abroad and spreadsheet dates on %s', (dialect) => {
  const test = withSightingStores(dialect);
  const importFile = (filePath: string) =>
    importSightings({ filePath, pending: false, batchSize: 5, bulk: test.stores.bulk });

  async function storedByPlace(): Promise<Map<string | null, Sighting>> {
    const all = await everySighting(test.stores.bulk);
    return new Map(all.map((sighting) => [sighting.locationName, sighting]));
  }

  it('stores the scrubbed export with countries from the brackets, placing rows without coordinates', async () => {
    const summary = await importFile(SCRUBBED);
    expectFirstImport(summary, 'nuforc', { filePath: SCRUBBED, rowsRead: 14, added: 10, skipped: 4 }, [
      { line: 11, reason: 'no coordinates', detail: PERTH_NOT_PLACED },
      { line: 12, reason: 'no coordinates', detail: 'Poseidonia (Atlantis): no state or country to look it up in' },
      { line: 13, reason: 'invalid datetime', detail: '99999: spreadsheet day 2173-10-13, in the future' },
      { line: 14, reason: 'invalid datetime', detail: '0: a spreadsheet day number before 1900' },
    ]);
    expect(summary.skippedByReason).toEqual({ 'no coordinates': 2, 'invalid datetime': 2 });

    const stored = await storedByPlace();
    const at = (locationName: string) => placeAndTime(stored.get(locationName)!);
    expect(at('London, England, United Kingdom')).toEqual({
      ...LONDON_ENGLAND,
      occurred: '2008-08-21T02:15:00.000Z', // British summer time, UTC+1
    });
    expect(at('Penarth, Wales, United Kingdom')).toMatchObject({
      city: 'Penarth',
      region: 'Wales',
      iso2CountryCode: 'GB',
      occurred: '2011-03-02T22:40:00.000Z', // Greenwich mean time
    });
    const fukuoka = stored.get('Fukuoka, Japan')!;
    expect(placeAndTime(fukuoka)).toMatchObject({
      city: 'Fukuoka',
      region: null,
      country: 'Japan',
      iso2CountryCode: 'JP',
      occurred: '2013-10-13T12:00:00.000Z', // day 41560.875 is 21:00 on 13 October 2013, UTC+9
    });
    expect(fukuoka).toMatchObject({ submitted: '2013-10-18T12:00:00.000Z', timeZone: 'Asia/Tokyo' });
    expect(fukuoka.latitude).toBeCloseTo(33.6, 1);
    expect(at('Toronto, Ontario, Canada')).toMatchObject({
      iso2CountryCode: 'CA',
      occurred: '2011-11-02T22:40:00.000Z',
    });
    expect(at('Mexico City, Mexico')).toMatchObject({ iso2CountryCode: 'MX', occurred: '2010-09-17T04:00:00.000Z' });
    expect(at('Sydney, New South Wales, Australia')).toMatchObject({
      region: 'New South Wales',
      iso2CountryCode: 'AU',
      occurred: '2010-02-14T09:05:00.000Z', // Australian eastern daylight time, UTC+11
    });
    expect(at('Cairo, Egypt')).toMatchObject({ iso2CountryCode: 'EG', occurred: '2009-01-10T20:30:00.000Z' });
    expect(at('Berlin, Germany')).toMatchObject({ iso2CountryCode: 'DE', occurred: '2009-09-09T19:21:00.000Z' });
    expect(at('New York City (Brooklyn), New York, United States')).toMatchObject({
      city: 'New York City',
      region: 'New York',
      iso2CountryCode: 'US',
      occurred: '2015-05-06T01:30:00.000Z',
    });
    expect(at('Fukuoka (near), Japan')).toMatchObject({ city: 'Fukuoka', occurred: '2012-07-07T11:00:00.000Z' });
    expect(await importFile(SCRUBBED)).toMatchObject({ added: 0, alreadyStored: 10, skipped: 4 });
  });

  it('stores nuforc_reports.csv rows abroad where the gazetteer knows their one city', async () => {
    const summary = await importFile(REPORTS);
    expectFirstImport(summary, 'nuforc-reports', { filePath: REPORTS, rowsRead: 8, added: 5, skipped: 3 }, [
      { line: 6, reason: 'no coordinates', detail: PERTH_NOT_PLACED },
      { line: 7, reason: 'no coordinates', detail: 'Lemuria (Mu): no state or country to look it up in' },
      { line: 9, reason: 'invalid date_time', detail: '99999: spreadsheet day 2173-10-13, in the future' },
    ]);

    const stored = await storedByPlace();
    const london = stored.get('London, England, United Kingdom')!;
    expect(placeAndTime(london)).toMatchObject({
      city: 'London',
      region: 'England',
      iso2CountryCode: 'GB',
      occurred: '2019-11-30T19:00:00.000Z',
    });
    expect(london.latitude).toBeCloseTo(51.5, 1);
    expect(stored.get('Fukuoka, Japan')).toMatchObject({
      iso2CountryCode: 'JP',
      occurred: '2019-12-22T09:43:00.000Z', // day 43821.7798611111 is 18:43 on 22 December 2019, UTC+9
      submitted: '2019-12-27T12:00:00.000Z',
    });
    expect(stored.get('Sydney, New South Wales, Australia')).toMatchObject({
      city: 'Sydney',
      iso2CountryCode: 'AU',
      occurred: '2019-01-05T11:00:00.000Z',
    });
    expect(stored.get('Toronto, Ontario, Canada')).toMatchObject({
      city: 'Toronto',
      region: 'Ontario',
      country: 'Canada',
      iso2CountryCode: 'CA',
      occurred: '2017-08-20T01:30:00.000Z',
    });
    expect(stored.get('New York City (Brooklyn), New York, United States')).toMatchObject({
      city: 'New York City',
      occurred: '2018-07-05T02:15:00.000Z',
    });
  });
});
