import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parser.ts';
import { PERTH_NOT_PLACED } from './import-test-cases.ts';
import { isNuforcReportsHeader, NUFORC_REPORTS_COLUMNS, nuforcReportsRowMapper } from './nuforc-reports-csv.ts';

const OLDER_HEADER = [...NUFORC_REPORTS_COLUMNS];
const LATER_HEADER = ['summary', 'country', ...NUFORC_REPORTS_COLUMNS.slice(1)];

/** A row of the later version, from its columns by name: blank unless given. */
function laterRow(values: Partial<Record<string, string>>): string[] {
  return LATER_HEADER.map((column) => values[column] ?? '');
}

const FLAGSTAFF = {
  summary: 'Bright white light hovered over the peaks then shot straight up.',
  country: 'USA',
  city: 'Flagstaff',
  state: 'AZ',
  date_time: '2019-12-12T18:43:00',
  shape: 'light',
  duration: '5 minutes',
  stats: 'Occurred : 12/12/2019 18:43  (Entered as : 12/12/19 18:43) Reported: 12/19/2019 Posted: 12/22/2019',
  report_link: 'http://www.nuforc.org/webreports/151/S151739.html',
  text: 'Bright white light hovered over the peaks then shot straight up. No sound at all&#44 no blinking.',
  posted: '2019-12-22T00:00:00',
  city_latitude: '35.1981',
  city_longitude: '-111.6513',
};

function mapLater(values: Partial<Record<string, string>>, pending = false) {
  return nuforcReportsRowMapper(LATER_HEADER)(laterRow(values), { pending });
}

function mapped(values: Partial<Record<string, string>>, pending = false) {
  const result = mapLater(values, pending);
  if (!result.ok) throw new Error(`expected a sighting, got ${result.reason}`);
  return result.sighting;
}

describe('NUFORC reports header', () => {
  it('is recognized with or without country, by column names in any order', () => {
    expect(isNuforcReportsHeader(OLDER_HEADER)).toBe(true);
    expect(isNuforcReportsHeader(LATER_HEADER)).toBe(true);
    expect(isNuforcReportsHeader([...OLDER_HEADER].reverse())).toBe(true);
    expect(isNuforcReportsHeader(OLDER_HEADER.filter((column) => column !== 'posted'))).toBe(false);
    expect(isNuforcReportsHeader(['datetime', 'city', 'state', 'country', 'shape'])).toBe(false);
  });
});

describe('NUFORC reports row mapping', () => {
  it('maps a row to a sighting', () => {
    const sighting = mapped(FLAGSTAFF);
    expect(sighting).toMatchObject({
      type: 'Sighting',
      summary: 'Bright white light hovered over the peaks then shot straight up.',
      detailedDescription:
        'Bright white light hovered over the peaks then shot straight up. No sound at all, no blinking.',
      // 18:43 local at -111.7° ≈ UTC-7 (longitude / 15, rounded)
      occurred: '2019-12-13T01:43:00.000Z',
      submitted: '2019-12-22T12:00:00.000Z',
      created: '2019-12-22T12:00:00.000Z',
      daysBetweenOccurrenceAndSubmission: 9,
      city: 'Flagstaff',
      region: 'Arizona',
      country: 'United States',
      iso2CountryCode: 'US',
      locationName: 'Flagstaff, Arizona, United States',
      formattedAddress: 'Flagstaff, Arizona, United States',
      latitude: 35.1981,
      longitude: -111.6513,
      addressResolution: 'APPROXIMATE',
      duration: '00:05:00',
      shape: 'Other',
      tags: ['light'],
      rating: '0',
      source: 'NUFORC',
      status: 'APPROVED',
      approved: true,
      deleted: false,
      importKey: 'nuforc:S151739',
    });
    expect(sighting.id).toMatch(/^[0-9a-z]{8}$/);
    expect(mapped(FLAGSTAFF, true)).toMatchObject({ status: 'PENDING', approved: false });
  });

  it('finds columns by name in the older version without country', () => {
    const fields = OLDER_HEADER.map((column) => FLAGSTAFF[column]);
    const result = nuforcReportsRowMapper(OLDER_HEADER)(fields, { pending: false });
    expect(result.ok && result.sighting).toMatchObject({
      locationName: 'Flagstaff, Arizona, United States',
      occurred: '2019-12-13T01:43:00.000Z',
      importKey: 'nuforc:S151739',
    });
  });

  it('reads the country by name, and a US state code without one as the US', () => {
    expect(mapped({ ...FLAGSTAFF, country: '' })).toMatchObject({ iso2CountryCode: 'US', region: 'Arizona' });
    expect(
      mapped({ ...FLAGSTAFF, country: 'Canada', city: 'Toronto', state: 'ON', city_longitude: '-79.4163' }),
    ).toMatchObject({
      region: 'Ontario',
      country: 'Canada',
      iso2CountryCode: 'CA',
      locationName: 'Toronto, Ontario, Canada',
    });
    expect(mapped({ ...FLAGSTAFF, country: 'United Kingdom', city: 'London', state: '' })).toMatchObject({
      iso2CountryCode: 'GB',
      locationName: 'London, United Kingdom',
    });
    expect(mapped({ ...FLAGSTAFF, country: 'Atlantis', city: 'Poseidonia', state: '' })).toMatchObject({
      iso2CountryCode: null,
      country: 'Atlantis',
      locationName: 'Poseidonia, Atlantis',
    });
  });

  it('takes the summary from the text when it is blank, and cuts a long one', () => {
    const text = 'A silent glow over the ranch.\nThe power flickered twice &amp; the dog barked.';
    expect(mapped({ ...FLAGSTAFF, summary: '', text })).toMatchObject({
      summary: 'A silent glow over the ranch. The power flickered twice & the dog barked.',
      detailedDescription: 'A silent glow over the ranch.\nThe power flickered twice & the dog barked.',
    });
    const long = `A large dark triangle crossed the highway at treetop height. ${'It made no sound. '.repeat(12)}`;
    const cut = mapped({ ...FLAGSTAFF, summary: long }).summary!;
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/^A large dark triangle crossed the highway at treetop height\. It made no sound\..*\.$/);
    expect(mapped({ ...FLAGSTAFF, summary: '  Two   lights\n over town ' }).summary).toBe('Two lights over town');
    expect(mapped({ ...FLAGSTAFF, summary: '', text: '', shape: 'disk' }).summary).toBe(
      'Disc object reported over Flagstaff, Arizona, United States',
    );
  });

  it('reads the duration only where it is clear, and a blank shape as none', () => {
    expect(mapped({ ...FLAGSTAFF, duration: '~2 min' }).duration).toBe('00:02:00');
    expect(mapped({ ...FLAGSTAFF, duration: '5-10 minutes' }).duration).toBeNull();
    expect(mapped({ ...FLAGSTAFF, shape: '' })).toMatchObject({ shape: null, tags: [] });
  });

  it('places a row without coordinates by the gazetteer, at the right hour', () => {
    const sighting = mapped({ ...FLAGSTAFF, city: 'Sedona', city_latitude: '', city_longitude: '' });
    expect(sighting.latitude).toBeCloseTo(34.87, 1);
    expect(sighting.longitude).toBeCloseTo(-111.76, 1);
    expect(sighting.occurred).toBe('2019-12-13T01:43:00.000Z');
    expect(sighting.locationName).toBe('Sedona, Arizona, United States');
  });

  it('reads the place in brackets and places it by the gazetteer when it is the one of that name', () => {
    const abroad = { ...FLAGSTAFF, country: '', state: '', city_latitude: '', city_longitude: '' };
    const fukuoka = mapped({ ...abroad, city: 'Fukuoka (Japan)' });
    expect(fukuoka).toMatchObject({
      city: 'Fukuoka',
      country: 'Japan',
      iso2CountryCode: 'JP',
      locationName: 'Fukuoka, Japan',
      timeZone: 'Asia/Tokyo',
      occurred: '2019-12-12T09:43:00.000Z', // 18:43 in Japan, UTC+9
    });
    expect(fukuoka.latitude).toBeCloseTo(33.6, 1);
    const penarth = mapped({ ...abroad, city: 'Penarth (UK/Wales)' });
    expect(penarth).toMatchObject({ region: 'Wales', country: 'United Kingdom', iso2CountryCode: 'GB' });
    expect(penarth.longitude).toBeCloseTo(-3.17, 1);
    expect(mapped({ ...abroad, city: 'Sydney (NSW, Australia)' })).toMatchObject({
      region: 'New South Wales',
      iso2CountryCode: 'AU',
      timeZone: 'Australia/Sydney',
    });
    expect(mapped({ ...abroad, city: 'Toronto (Ontario, Canada)', country: 'Canada' })).toMatchObject({
      city: 'Toronto',
      region: 'Ontario',
      iso2CountryCode: 'CA',
    });
    expect(mapped({ ...abroad, city: 'Mexico City (Mexico)', state: 'CA' })).toMatchObject({
      region: null,
      iso2CountryCode: 'MX',
      timeZone: 'America/Mexico_City',
    });
  });

  it('does not guess between namesakes, and says so', () => {
    const abroad = { ...FLAGSTAFF, country: '', state: '', city_latitude: '', city_longitude: '' };
    expect(mapLater({ ...abroad, city: 'Perth (Australia)' })).toEqual({
      ok: false,
      reason: 'no coordinates',
      detail: PERTH_NOT_PLACED,
    });
    expect(mapLater({ ...abroad, city: 'Newport (UK/Wales)' })).toMatchObject({
      detail: 'Newport, Wales, United Kingdom: 2 places of that name in the gazetteer, not guessed between',
    });
    expect(mapLater({ ...abroad, city: 'Springfield (USA)' })).toMatchObject({
      detail: 'Springfield, United States: 20 places of that name in the gazetteer, not guessed between',
    });
    expect(mapLater({ ...abroad, city: 'Lemuria (Mu)' })).toMatchObject({
      detail: 'Lemuria (Mu): no state or country to look it up in',
    });
    expect(mapLater({ ...abroad, city: '', state: 'AZ' })).toMatchObject({
      reason: 'no coordinates',
      detail: 'Arizona, United States: no city named',
    });
  });

  it('reads spreadsheet day numbers in date_time and posted', () => {
    expect(mapped({ ...FLAGSTAFF, date_time: '43821.7798611111', posted: '43821' })).toMatchObject({
      occurred: '2019-12-23T01:43:00.000Z', // 18:43 on 22 December in Arizona, UTC-7
      submitted: '2019-12-22T12:00:00.000Z',
    });
    expect(mapLater({ ...FLAGSTAFF, date_time: '60' })).toEqual({
      ok: false,
      reason: 'invalid date_time',
      detail: '60: spreadsheet day 1900-02-29, a day that never was',
    });
    expect(mapLater({ ...FLAGSTAFF, posted: '2019' })).toEqual({
      ok: false,
      reason: 'invalid posted',
      detail: '2019: a year alone, or spreadsheet day 1905-07-11? Not guessed',
    });
  });

  it('keys a row without a report link by its content, the same in both versions', () => {
    const later = mapped({ ...FLAGSTAFF, report_link: '' }).importKey;
    expect(later).toMatch(/^nuforc:[0-9a-f]{40}$/);
    const older = nuforcReportsRowMapper(OLDER_HEADER)(
      OLDER_HEADER.map((column) => (column === 'report_link' ? '' : FLAGSTAFF[column])),
      { pending: false },
    );
    expect(older.ok && older.sighting.importKey).toBe(later);
    expect(mapped({ ...FLAGSTAFF, report_link: '', text: 'Other words.' }).importKey).not.toBe(later);
  });

  it('says why a row is skipped', () => {
    const reasonOf = (values: Partial<Record<string, string>>) => {
      const result = mapLater(values);
      return result.ok ? null : { reason: result.reason, detail: result.detail };
    };
    expect(reasonOf({ ...FLAGSTAFF, date_time: '' })).toEqual({ reason: 'missing date_time', detail: undefined });
    expect(reasonOf({ ...FLAGSTAFF, date_time: '2019-02-30T21:00:00' })).toEqual({
      reason: 'invalid date_time',
      detail: '2019-02-30T21:00:00',
    });
    expect(reasonOf({ ...FLAGSTAFF, date_time: '12/12/2019 18:43' })?.reason).toBe('invalid date_time');
    expect(reasonOf({ ...FLAGSTAFF, posted: '' })?.reason).toBe('missing posted');
    expect(reasonOf({ ...FLAGSTAFF, posted: 'soon' })?.reason).toBe('invalid posted');
    expect(reasonOf({ ...FLAGSTAFF, city_latitude: '95.2' })).toEqual({ reason: 'invalid latitude', detail: '95.2' });
    expect(reasonOf({ ...FLAGSTAFF, city_longitude: '' })).toEqual({ reason: 'invalid longitude', detail: '' });
    expect(reasonOf({ ...FLAGSTAFF, city: 'Lake', city_latitude: '', city_longitude: '' })).toEqual({
      reason: 'no coordinates',
      detail: 'Lake, Arizona, United States: not found in the gazetteer',
    });
    expect(reasonOf({ ...FLAGSTAFF, city: '', state: '', country: '', city_latitude: '', city_longitude: '' })).toEqual(
      { reason: 'no coordinates', detail: 'no place named' },
    );
    const short = nuforcReportsRowMapper(LATER_HEADER)(parseCsv('a,b,c')[0]!.fields, { pending: false });
    expect(short).toEqual({ ok: false, reason: 'wrong number of fields', detail: 'expected 13, found 3' });
  });
});
