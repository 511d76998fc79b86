import { describe, expect, it } from 'vitest';
import { countryCodeNamed, regionsAbbreviated, regionsNamed } from './place-names.ts';

const regionKeys = (regions: ReturnType<typeof regionsNamed>) =>
  regions.map((region) => `${region.country}.${region.adminCode}`);

describe('country and region names', () => {
  it('reads a country by its name or a common alias, in any case and with or without dots', () => {
    expect(countryCodeNamed('Japan')).toBe('JP');
    expect(countryCodeNamed('MEXICO')).toBe('MX');
    expect(countryCodeNamed('uk')).toBe('GB');
    expect(countryCodeNamed('U.K.')).toBe('GB');
    expect(countryCodeNamed('Great Britain')).toBe('GB');
    expect(countryCodeNamed('usa')).toBe('US');
    expect(countryCodeNamed('U.S.A.')).toBe('US');
    expect(countryCodeNamed('Holland')).toBe('NL');
    expect(countryCodeNamed('the Netherlands')).toBe('NL');
    expect(countryCodeNamed('The Philippines')).toBe('PH');
    expect(countryCodeNamed('Russia')).toBe('RU');
    expect(countryCodeNamed('Viet Nam')).toBe('VN');
    expect(countryCodeNamed('Côte d’Ivoire')).toBe('CI');
  });

  it('does not read codes, regions, shared names or unknown words as countries', () => {
    expect(countryCodeNamed('IN')).toBeNull(); // Indiana as often as India
    expect(countryCodeNamed('de')).toBeNull();
    expect(countryCodeNamed('England')).toBeNull(); // a region of the United Kingdom
    expect(countryCodeNamed('Congo')).toBeNull(); // two countries
    expect(countryCodeNamed('Korea')).toBeNull();
    expect(countryCodeNamed('near')).toBeNull();
    expect(countryCodeNamed('')).toBeNull();
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
