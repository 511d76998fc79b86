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

  it("names a Canadian province from the state column's code, as without brackets", () => {
    expect(nuforcPlace('toronto (canada)', 'on', '')).toMatchObject({
      city: 'Toronto',
      region: 'Ontario',
      iso2CountryCode: 'CA',
      locationName: 'Toronto, Ontario, Canada',
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
    expect(nuforcPlace('perth (australia)', 'wa', '')).toMatchObject({
      region: 'Western Australia',
      iso2CountryCode: 'AU',
    });
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

  it('lets an explicit country column win over a bracket when the coordinates lie in it', () => {
    const illinois = { latitude: '41.8544', longitude: '-87.8817' };
    expect(nuforcPlace('westchester (canada)', 'il', 'us', null, illinois)).toMatchObject({
      city: 'Westchester',
      region: 'Illinois',
      iso2CountryCode: 'US',
      locationName: 'Westchester, Illinois, United States',
    });
    const pennsylvania = { latitude: '40.1746', longitude: '-74.9227' };
    expect(nuforcPlace('langhorne (bermuda)', 'pa', 'us', null, pennsylvania)).toMatchObject({
      city: 'Langhorne',
      region: 'Pennsylvania',
      iso2CountryCode: 'US',
    });
    // Coordinates in Egypt: the bracket holds.
    const cairo = { latitude: '30.05', longitude: '31.25' };
    expect(nuforcPlace('cairo (egypt)', 'il', 'us', null, cairo)).toMatchObject({ iso2CountryCode: 'EG' });
  });

  it('never keeps stray or doubled brackets in a name', () => {
    expect(nuforcPlace('glasgow (uk/scotland))', '', '')).toMatchObject({
      city: 'Glasgow',
      region: 'Scotland',
      country: 'United Kingdom',
      locationName: 'Glasgow, Scotland, United Kingdom',
    });
    expect(nuforcPlace('florence (??))', '', '')).toMatchObject({ city: 'Florence', locationName: 'Florence' });
  });

  it('recognises misspelt or partial countries in brackets', () => {
    expect(nuforcPlace('guatemala city (guatamala)', '', '').iso2CountryCode).toBe('GT');
    expect(nuforcPlace('brisbane (australi', '', '').iso2CountryCode).toBe('AU');
    expect(nuforcPlace('seoul (korea)', '', '')).toMatchObject({ iso2CountryCode: 'KR', country: 'South Korea' });
    expect(nuforcPlace("st. john's (newfoundland)", '', '')).toMatchObject({
      iso2CountryCode: 'CA',
      region: 'Newfoundland and Labrador',
    });
  });

  it('reads a country given as the city as the country, with no city', () => {
    expect(nuforcPlace('japan', '', '')).toMatchObject({ city: null, country: 'Japan', locationName: 'Japan' });
    expect(nuforcPlace('puerto rico', '', '')).toMatchObject({ city: null, iso2CountryCode: 'PR' });
    expect(nuforcPlace('uk/england', '', '')).toMatchObject({
      city: null,
      region: 'England',
      iso2CountryCode: 'GB',
      locationName: 'England, United Kingdom',
    });
    // With a state, it is a town: Mexico, Missouri.
    expect(nuforcPlace('mexico', 'mo', '')).toMatchObject({ city: 'Mexico', region: 'Missouri' });
  });

  it('stores US states and Canadian provinces by their full names, old codes too', () => {
    expect(nuforcPlace('montreal', 'pq', '')).toMatchObject({ region: 'Quebec', iso2CountryCode: 'CA' });
    expect(nuforcPlace('regina', 'sa', 'ca')).toMatchObject({ region: 'Saskatchewan', iso2CountryCode: 'CA' });
    expect(nuforcPlace('regina', 'SK', '')).toMatchObject({ region: 'Saskatchewan', country: 'Canada' });
    expect(nuforcPlace("st. john's", 'nf', '')).toMatchObject({ region: 'Newfoundland and Labrador' });
    expect(nuforcPlace('adelaide (australia)', 'sa', '')).toMatchObject({ region: 'South Australia' });
  });

  it('capitalises names as their people write them', () => {
    expect(nuforcPlace("o'fallon", 'mo', '').city).toBe("O'Fallon");
    expect(nuforcPlace("coeur d'alene", 'id', '').city).toBe("Coeur d'Alene");
    expect(nuforcPlace('mckinney', 'tx', '').city).toBe('McKinney');
    expect(nuforcPlace('McAllen', 'TX', '').city).toBe('McAllen');
    expect(nuforcPlace('macon', 'ga', '').city).toBe('Macon');
  });

  it('decodes a name escaped twice', () => {
    expect(nuforcPlace('st. mary&amp;#39;s', 'md', '').city).toBe("St. Mary's");
  });
});
