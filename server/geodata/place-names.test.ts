import { describe, expect, it } from 'vitest';
import { countryCodeNamed, countryCodeNamedLoosely, regionsAbbreviated, regionsNamed } from './place-names.ts';

const regionKeys = (regions: ReturnType<typeof regionsNamed>) =>
  regions.map((region) => `${region.country}.${region.adminCode}`);

describe('country and region names', () => {
  // A country by its name or a common alias, in any case and with or without dots.
  it.each([
    ['Japan', 'JP'],
    ['MEXICO', 'MX'],
    ['uk', 'GB'],
    ['U.K.', 'GB'],
    ['Great Britain', 'GB'],
    ['usa', 'US'],
    ['U.S.A.', 'US'],
    ['Holland', 'NL'],
    ['the Netherlands', 'NL'],
    ['The Philippines', 'PH'],
    ['Russia', 'RU'],
    ['Viet Nam', 'VN'],
    ['Côte d’Ivoire', 'CI'],
  ])('reads %s as the country %s', (name, code) => expect(countryCodeNamed(name)).toBe(code));

  it('does not read codes, regions, shared names or unknown words as countries', () => {
    expect(countryCodeNamed('IN')).toBeNull(); // Indiana as often as India
    expect(countryCodeNamed('de')).toBeNull();
    expect(countryCodeNamed('England')).toBeNull(); // a region of the United Kingdom
    expect(countryCodeNamed('Congo')).toBeNull(); // two countries
    // 'Korea' alone is South Korea: reports do not come from the North.
    expect(countryCodeNamed('Korea')).toBe('KR');
    expect(countryCodeNamed('near')).toBeNull();
    expect(countryCodeNamed('')).toBeNull();
  });

  it('reads a country cut short or misspelt by a letter or two, when it can be one country only', () => {
    expect(countryCodeNamedLoosely('australi')).toBe('AU');
    expect(countryCodeNamedLoosely('guatamela')).toBe('GT');
    expect(countryCodeNamedLoosely('austr')).toBeNull(); // Australia or Austria
    expect(countryCodeNamedLoosely('brooklyn')).toBeNull();
    expect(countryCodeNamedLoosely('ind')).toBeNull();
  });

  it('reads regions by their full name, and by abbreviation in any case', () => {
    expect(regionKeys(regionsNamed('England'))).toEqual(['GB.ENG']);
    expect(regionKeys(regionsNamed('northern ireland'))).toEqual(['GB.NIR']);
    expect(regionKeys(regionsNamed('N. Ireland'))).toEqual(['GB.NIR']);
    expect(regionKeys(regionsNamed('New South Wales'))).toEqual(['AU.02']);
    expect(regionKeys(regionsNamed('Ontario'))).toEqual(['CA.08']);
    expect(regionKeys(regionsNamed('Georgia'))).toEqual(['US.GA']);
    expect(regionKeys(regionsAbbreviated('nsw'))).toEqual(['AU.02']);
    expect(regionKeys(regionsAbbreviated('NT'))).toEqual(['CA.13', 'AU.03']);
    expect(regionsNamed('Brooklyn')).toEqual([]);
  });
});
