import { describe, expect, it } from 'vitest';
import { codesByCountryName } from './country-codes.ts';

describe('codes in the order of their countries’ names', () => {
  it('sorts as a reader would, accents and case aside, and once per answer', () => {
    const names = {
      ZA: 'South Africa',
      AX: 'Åland Islands',
      AF: 'Afghanistan',
      CI: "Côte d'Ivoire",
      CO: 'Colombia',
      US: 'United States',
      UM: 'United States Minor Outlying Islands',
      al: 'albania',
    };
    expect(codesByCountryName(names)).toEqual(['AF', 'AX', 'al', 'CO', 'CI', 'ZA', 'US', 'UM']);
    expect(codesByCountryName(names)).toBe(codesByCountryName(names));
  });
});
