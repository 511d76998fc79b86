import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parser.ts';
import { nuforcImportKey, nuforcRowMapper } from './nuforc-csv.ts';
import { LONDON_ENGLAND, PERTH_NOT_PLACED } from './import-test-cases.ts';
import { mapNuforcShape } from './nuforc-shapes.ts';

const row = (line: string) => parseCsv(line)[0]!.fields;
const nuforcRowToSighting = nuforcRowMapper();
const LUBBOCK =
  '10/10/1949 20:30,lubbock,tx,us,disk,2700,45 minutes,Three of us saw a silver disk hover over the cotton fields&#44 then it shot north.,4/27/2004,33.5778,-101.8552';

/** Why the row is skipped, or null when it maps to a sighting. */
function reasonOf(line: string) {
  const result = nuforcRowToSighting(row(line), { pending: false });
  return result.ok ? null : { reason: result.reason, detail: result.detail };
}

/** The row is skipped for this reason, and with this detail when one is given. */
function expectSkipped(line: string, reason: string, detail?: string) {
  expect(reasonOf(line)).toMatchObject(detail === undefined ? { reason } : { reason, detail });
}

function mapped(line: string, pending = false) {
  const result = nuforcRowToSighting(row(line), { pending });
  if (!result.ok) throw new Error(`expected a sighting, got ${result.reason}`);
  return result.sighting;
}

describe('NUFORC row mapping', () => {
  it('maps a row to a sighting', () => {
    const sighting = mapped(LUBBOCK);
    expect(sighting).toMatchObject({
      type: 'Sighting',
      summary: 'Three of us saw a silver disk hover over the cotton fields, then it shot north.',
      detailedDescription: 'Three of us saw a silver disk hover over the cotton fields, then it shot north.',
      // 20:30 in Lubbock (America/Chicago), central standard time in October 1949: UTC-6
      occurred: '1949-10-11T02:30:00.000Z',
      submitted: '2004-04-27T12:00:00.000Z',
      created: '2004-04-27T12:00:00.000Z',
      daysBetweenOccurrenceAndSubmission: 19922,
      city: 'Lubbock',
      region: 'Texas',
      country: 'United States',
      iso2CountryCode: 'US',
      locationName: 'Lubbock, Texas, United States',
      formattedAddress: 'Lubbock, Texas, United States',
      latitude: 33.5778,
      longitude: -101.8552,
      duration: '00:45:00',
      shape: 'Disc',
      tags: ['disc'],
      rating: '0',
      source: 'NUFORC',
      status: 'APPROVED',
      approved: true,
      deleted: false,
    });
    expect(sighting.id).toMatch(/^[0-9a-z]{8}$/);
    expect(sighting.importKey).toMatch(/^nuforc:[0-9a-f]{40}$/);
  });

  it('reads 24:00 as midnight at the end of the day', () => {
    const sighting = mapped(
      '7/4/1976 24:00,chicago,il,us,fireball,120,2 minutes,Midnight fireball.,5/15/2006,41.85,-87.65',
    );
    // Midnight in Chicago in July: central daylight time, UTC-5.
    expect(sighting.occurred).toBe('1976-07-05T05:00:00.000Z');
  });

  it('marks the sighting pending with --pending', () => {
    expect(mapped(LUBBOCK, true)).toMatchObject({ status: 'PENDING', approved: false });
  });

  it('treats a US state code with a blank country as the US, and other countries by name', () => {
    expect(mapped('4/1/2001 12:00,denver,co,,cylinder,240,4 min,x,4/8/2001,39.74,-104.98')).toMatchObject({
      region: 'Colorado',
      iso2CountryCode: 'US',
      locationName: 'Denver, Colorado, United States',
    });
    expect(mapped('11/2/2011 18:40,toronto,on,ca,formation,180,3 min,x,11/3/2011,43.67,-79.42')).toMatchObject({
      region: 'Ontario',
      country: 'Canada',
      iso2CountryCode: 'CA',
      shape: 'Other',
      tags: ['formation'],
    });
    expect(mapped('1/1/1999 23:45,,,,light,300,5 min,x,1/11/1999,33.45,-112.07')).toMatchObject({
      city: null,
      region: null,
      country: null,
      locationName: null,
    });
  });

  it('cuts a long comment to a sentence for the summary and keeps it whole in the description', () => {
    const sentence = 'A large dark triangle with three white lights crossed the highway at treetop height.';
    const comment = `${sentence} It made no sound at all&#44 and my brother&#39s dog would not stop barking while it passed over the farm and the river beyond it.`;
    const sighting = mapped(`5/5/2005 21:00,ames,ia,us,triangle,60,1 min,"${comment}",5/6/2005,42.03,-93.62`);
    expect(sighting.summary).toBe(sentence);
    expect(sighting.detailedDescription).toContain("my brother's dog");
    expect(sighting.detailedDescription!.length).toBeGreaterThan(200);
  });

  it('says why a row is skipped', () => {
    expectSkipped(
      '6/6/2006 21:06,las vegas,nv,us,chevron,10,10 s,x,6/12/2006,33q.200088,-115.13',
      'invalid latitude',
      '33q.200088',
    );
    expectSkipped('6/6/2006 21:06,x,nv,us,egg,10,10 s,x,6/12/2006,36.2,-270.1', 'invalid longitude');
    expectSkipped('13/45/2003 21:00,x,ok,us,light,60,1 min,x,5/5/2003,36.15,-95.99', 'invalid datetime');
    expectSkipped('2/30/2003 21:00,x,ok,us,light,60,1 min,x,5/5/2003,36.15,-95.99', 'invalid datetime');
    expectSkipped('2/3/2003 21:00,x,ok,us,light,60,1 min,x,yesterday,36.15,-95.99', 'invalid date posted');
    expectSkipped(
      '2/3/2003 21:00,x,ok,us,light,60,1 min,x,5/5/2003,0,0',
      'no coordinates',
      'X, Oklahoma, United States: not found in the gazetteer',
    );
    expectSkipped('2/3/2003 21:00,x,ok,us,light,60', 'wrong number of fields', 'expected 11, found 6');
  });

  it('keys a row by its content, not by its quoting or spacing', () => {
    const plain = row('1/1/2000 10:00,a,b,us,disk,1,1 s,some text,1/2/2000,1,2');
    const quoted = row('1/1/2000 10:00,"a",b,us,disk,1,1 s,"some  text",1/2/2000,1,2');
    expect(nuforcImportKey(quoted)).toBe(nuforcImportKey(plain));
    expect(nuforcImportKey(row('1/1/2000 10:00,a,b,us,disk,1,1 s,other text,1/2/2000,1,2'))).not.toBe(
      nuforcImportKey(plain),
    );
  });
});

describe('NUFORC places in brackets, rows without coordinates, spreadsheet dates', () => {
  it('reads the country and region NUFORC writes in brackets after the city', () => {
    const london = mapped(
      '8/21/2008 03:15,london (uk/england),,gb,sphere,45,45 seconds,A white sphere hung over the Thames.,8/27/2008,51.514125,-0.093689',
    );
    expect(london).toMatchObject({
      ...LONDON_ENGLAND,
      occurred: '2008-08-21T02:15:00.000Z', // British summer time, UTC+1
      timeZone: 'Europe/London',
    });
    expect(
      mapped('3/2/2011 22:40,penarth (uk/wales),,,light,120,2 min,Orange light over the bay.,3/10/2011,51.43,-3.17'),
    ).toMatchObject({ city: 'Penarth', region: 'Wales', iso2CountryCode: 'GB' });
    expect(
      mapped('7/7/2012 20:00,fukuoka (japan),,,disk,60,1 min,Silver disc over the port.,7/12/2012,33.59,130.40'),
    ).toMatchObject({
      city: 'Fukuoka',
      region: null,
      country: 'Japan',
      iso2CountryCode: 'JP',
      occurred: '2012-07-07T11:00:00.000Z',
    });
    expect(
      mapped('2/14/2010 20:05,sydney (nsw&#44 australia),,au,oval,90,1.5 min,Glowing oval.,2/17/2010,-33.86,151.21'),
    ).toMatchObject({ city: 'Sydney', region: 'New South Wales', locationName: 'Sydney, New South Wales, Australia' });
    expect(
      mapped('5/5/2015 21:30,new york city (brooklyn),ny,us,light,30,30 sec,Red light.,5/8/2015,40.65,-73.95'),
    ).toMatchObject({
      city: 'New York City',
      region: 'New York',
      locationName: 'New York City (Brooklyn), New York, United States',
    });
  });

  it('places a row without coordinates where its city is the one of that name in its country', () => {
    const fukuoka = mapped('10/13/2013 21:00,fukuoka (japan),,,light,300,5 min,Hovering light.,10/18/2013,,');
    expect(fukuoka.latitude).toBeCloseTo(33.6, 1);
    expect(fukuoka.longitude).toBeCloseTo(130.4, 1);
    expect(fukuoka.occurred).toBe('2013-10-13T12:00:00.000Z'); // Japan standard time, UTC+9
    expect(fukuoka.timeZone).toBe('Asia/Tokyo');
  });

  it('says why a row without coordinates is not placed', () => {
    const notPlaced = (place: string, detail: string) =>
      expectSkipped(`1/1/2010 22:00,${place},,,light,60,1 min,x,1/5/2010,,`, 'no coordinates', detail);
    notPlaced('perth (australia)', PERTH_NOT_PLACED);
    notPlaced('poseidonia (atlantis)', 'Poseidonia (Atlantis): no state or country to look it up in');
    notPlaced('', 'no place named');
  });

  it('reads spreadsheet day numbers in both date columns as the local clock', () => {
    const sighting = mapped('41560.875,chicago,il,us,fireball,120,2 minutes,Fireball.,41565,41.85,-87.65');
    expect(sighting.occurred).toBe('2013-10-14T02:00:00.000Z'); // 21:00 central daylight time
    expect(sighting.submitted).toBe('2013-10-18T12:00:00.000Z');
    expectSkipped(
      '0,chicago,il,us,fireball,120,2 minutes,x,41565,41.85,-87.65',
      'invalid datetime',
      '0: a spreadsheet day number before 1900',
    );
    expectSkipped(
      '41560.875,chicago,il,us,fireball,120,2 minutes,x,99999,41.85,-87.65',
      'invalid date posted',
      '99999: spreadsheet day 2173-10-13, in the future',
    );
  });
});

describe('NUFORC shapes', () => {
  it('maps words with a clear SPEC shape and tags the rest as Other', () => {
    expect(mapNuforcShape('disk')).toEqual({ shape: 'Disc', tags: ['disc'] });
    expect(mapNuforcShape('rectangle')).toEqual({ shape: 'Rectangular', tags: ['rectangle'] });
    expect(mapNuforcShape('light')).toEqual({ shape: 'Other', tags: ['light'] });
    expect(mapNuforcShape('hexagon')).toEqual({ shape: 'Other', tags: ['hexagon'] });
    expect(mapNuforcShape('Zeppelin')).toEqual({ shape: 'Other', tags: ['zeppelin'] });
    expect(mapNuforcShape('other')).toEqual({ shape: 'Other', tags: [] });
    expect(mapNuforcShape('unknown')).toEqual({ shape: null, tags: [] });
    expect(mapNuforcShape('')).toEqual({ shape: null, tags: [] });
  });
});
