import { describe, expect, it } from 'vitest';
import { readBracketedCity } from './nuforc-bracketed-place.ts';

/** The reading with the region as its name, for short expectations. */
function read(text: string, contextCountry: string | null = null) {
  const { region, ...rest } = readBracketedCity(text, contextCountry);
  return { ...rest, region: region?.name ?? null };
}

describe("reading the brackets of NUFORC's city field", () => {
  it('leaves a city without brackets as it is', () => {
    expect(read('Phoenix')).toEqual({ city: 'Phoenix', countryCode: null, region: null, notes: [] });
  });

  it('takes a country, and a UK country as a region of the United Kingdom', () => {
    expect(read('Fukuoka (Japan)')).toEqual({ city: 'Fukuoka', countryCode: 'JP', region: null, notes: [] });
    expect(read('london (uk/england)')).toEqual({ city: 'london', countryCode: 'GB', region: 'England', notes: [] });
    expect(read('Penarth (Uk/Wales)')).toMatchObject({ city: 'Penarth', countryCode: 'GB', region: 'Wales' });
    expect(read('Aberdeen (Scotland)')).toMatchObject({ countryCode: 'GB', region: 'Scotland' });
    expect(read('Belfast (Northern Ireland)')).toMatchObject({ countryCode: 'GB', region: 'Northern Ireland' });
  });

  it('takes a region before the country, by name or abbreviation', () => {
    expect(read('Sydney (NSW, Australia)')).toMatchObject({ countryCode: 'AU', region: 'New South Wales' });
    expect(read('Toronto (Ontario, Canada)')).toMatchObject({ countryCode: 'CA', region: 'Ontario' });
    expect(read('Yellowknife (NT, Canada)')).toMatchObject({ countryCode: 'CA', region: 'Northwest Territories' });
    expect(read('Darwin (NT; Australia)')).toMatchObject({ countryCode: 'AU', region: 'Northern Territory' });
  });

  it("takes a region alone as its country's", () => {
    expect(read('Perth (Western Australia)')).toMatchObject({ countryCode: 'AU', region: 'Western Australia' });
    expect(read('Brisbane (QLD)')).toMatchObject({ countryCode: 'AU', region: 'Queensland' });
  });

  it('keeps words that name no country or region as notes, the city clean', () => {
    expect(read('Fukuoka (near) (Japan)')).toEqual({
      city: 'Fukuoka',
      countryCode: 'JP',
      region: null,
      notes: ['near'],
    });
    expect(read('Mexico City (outside of; Mexico)')).toMatchObject({ countryCode: 'MX', notes: ['outside of'] });
    expect(read('Kyoto (near Osaka Japan)')).toMatchObject({ countryCode: 'JP', notes: ['near Osaka'] });
    expect(read('Tijuana (Baja California, Mexico)')).toMatchObject({
      countryCode: 'MX',
      region: null,
      notes: ['Baja California'],
    });
    expect(read('New York City (Brooklyn)', 'US')).toEqual({
      city: 'New York City',
      countryCode: null,
      region: null,
      notes: ['Brooklyn'],
    });
    expect(read('Poseidonia (Atlantis)')).toEqual({
      city: 'Poseidonia',
      countryCode: null,
      region: null,
      notes: ['Atlantis'],
    });
  });

  it('does not guess: two countries, a region of another country, a short code alone', () => {
    expect(read('Dover (UK/Ireland)')).toMatchObject({ countryCode: null, notes: ['UK', 'Ireland'] });
    expect(read('Kingston (Ontario, Jamaica)')).toMatchObject({
      countryCode: 'JM',
      region: null,
      notes: ['Ontario'],
    });
    expect(read('Yellowknife (NT)')).toMatchObject({ countryCode: null, region: null, notes: ['NT'] });
    expect(read('Columbus (IN)')).toMatchObject({ countryCode: null, notes: ['IN'] });
    expect(read('Columbus (IN)', 'US')).toMatchObject({ countryCode: 'US', region: 'Indiana', notes: [] });
  });

  it('reads Georgia as the state where the row is otherwise in the US, else as the country', () => {
    expect(read('Atlanta (Georgia)', 'US')).toMatchObject({ countryCode: 'US', region: 'Georgia' });
    expect(read('Tbilisi (Georgia)')).toMatchObject({ countryCode: 'GE', region: null });
  });

  it('reads a bracket NUFORC cut short, and a field of brackets only', () => {
    expect(read('glasgow (uk/scotland')).toMatchObject({ city: 'glasgow', countryCode: 'GB', region: 'Scotland' });
    expect(read('(Japan)')).toEqual({ city: '', countryCode: 'JP', region: null, notes: [] });
  });
});
