import { describe, expect, it } from 'vitest';
import { LONDON_ENGLAND } from './import-test-cases.ts';
import { nuforcPlace } from './nuforc-place.ts';

describe('the place a NUFORC row names', () => {
  it('names a US place from its state code', () => {
    expect(nuforcPlace('lubbock', 'tx', 'us')).toEqual({
      city: 'Lubbock',
      region: 'Texas',
      country: 'United States',
      iso2CountryCode: 'US',
      locationName: 'Lubbock, Texas, United States',
      stateCode: 'TX',
    });
    expect(nuforcPlace('denver', 'co', '')).toMatchObject({ iso2CountryCode: 'US', region: 'Colorado' });
  });

  it('takes the country and region from the brackets, the city without them', () => {
    expect(nuforcPlace('london (uk/england)', '', 'gb')).toEqual({ ...LONDON_ENGLAND, stateCode: 'ENG' });
    expect(nuforcPlace('Penarth (Uk/Wales)', '', null)).toMatchObject({
      city: 'Penarth',
      region: 'Wales',
      iso2CountryCode: 'GB',
      locationName: 'Penarth, Wales, United Kingdom',
    });
    expect(nuforcPlace('Fukuoka (Japan)', '', null)).toEqual({
      city: 'Fukuoka',
      region: null,
      country: 'Japan',
      iso2CountryCode: 'JP',
      locationName: 'Fukuoka, Japan',
      stateCode: '',
    });
    expect(nuforcPlace('sydney (nsw&#44 australia)', '', '')).toMatchObject({
      city: 'Sydney',
      region: 'New South Wales',
      iso2CountryCode: 'AU',
      stateCode: 'NSW',
    });
    expect(nuforcPlace('Mexico City (Mexico)', '', null).locationName).toBe('Mexico City, Mexico');
    expect(nuforcPlace('cairo (egypt)', '', '').locationName).toBe('Cairo, Egypt');
    expect(nuforcPlace('Berlin (Germany)', '', null).iso2CountryCode).toBe('DE');
    expect(nuforcPlace('amsterdam (holland)', '', '').country).toBe('Netherlands');
  });

  it("keeps a Canadian province's code from the state column, as without brackets", () => {
    expect(nuforcPlace('toronto (canada)', 'on', '')).toMatchObject({
      city: 'Toronto',
      region: 'ON',
      iso2CountryCode: 'CA',
      locationName: 'Toronto, ON, Canada',
    });
  });

  it("drops a US state the form asked for when the brackets put the place in another country's", () => {
    expect(nuforcPlace('tijuana (mexico)', 'ca', '')).toMatchObject({
      region: null,
      iso2CountryCode: 'MX',
      locationName: 'Tijuana, Mexico',
      stateCode: '',
    });
    expect(nuforcPlace('cairo (egypt)', 'il', 'us')).toMatchObject({ region: null, iso2CountryCode: 'EG' });
    // WA is Western Australia's code as well as Washington's.
    expect(nuforcPlace('perth (australia)', 'wa', '')).toMatchObject({ region: 'WA', iso2CountryCode: 'AU' });
  });

  it('keeps bracket words that name no country in the location name', () => {
    expect(nuforcPlace('new york city (brooklyn)', 'ny', 'us')).toMatchObject({
      city: 'New York City',
      region: 'New York',
      locationName: 'New York City (Brooklyn), New York, United States',
    });
    expect(nuforcPlace('Fukuoka (near) (Japan)', '', null).locationName).toBe('Fukuoka (near), Japan');
    expect(nuforcPlace('seattle (outside of)', 'wa', 'us').locationName).toBe(
      'Seattle (outside of), Washington, United States',
    );
    expect(nuforcPlace('Poseidonia (Atlantis)', '', null)).toMatchObject({
      city: 'Poseidonia',
      country: null,
      iso2CountryCode: null,
      locationName: 'Poseidonia (Atlantis)',
    });
    expect(nuforcPlace('Dover (UK/Ireland)', '', null).locationName).toBe('Dover (UK, Ireland)');
  });

  it('keeps a country column it cannot code, unless the brackets name one', () => {
    expect(nuforcPlace('Poseidonia', '', null, 'Atlantis').locationName).toBe('Poseidonia, Atlantis');
    expect(nuforcPlace('Osaka (Japan)', '', null, 'Nippon').country).toBe('Japan');
  });
});
