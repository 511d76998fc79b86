import { describe, expect, it } from 'vitest';
import { cleanTags, sightingUpdateSchema } from './sighting-update.ts';

const edit = {
  id: 'abc12345',
  summary: 'Lights',
  detailedDescription: 'Three lights.',
  occurred: '2024-05-01T22:15:00.000Z',
  addressResolution: 'APPROXIMATE',
  address: null,
  iso2CountryCode: 'US',
  latitude: 1,
  longitude: 2,
  approved: true,
  rating: '3',
  tags: [],
  media: [],
  point: null,
};

/** The edit with these fields changed, as the schema reads it. */
const editParsed = (change: Record<string, unknown>) => sightingUpdateSchema.parse({ ...edit, ...change });

describe('sighting update', () => {
  it('trims labels and drops blanks and duplicates, ignoring case', () => {
    expect(cleanTags([' orb', 'Orb', '', '  ', 'lights', 'orb '])).toEqual(['orb', 'lights']);
  });

  it('turns blank texts into null and upper-cases the country code', () => {
    const parsed = editParsed({ address: '  ', detailedDescription: '', iso2CountryCode: 'us' });
    expect(parsed).toMatchObject({ address: null, detailedDescription: null, iso2CountryCode: 'US' });
    expect(editParsed({ iso2CountryCode: '' }).iso2CountryCode).toBeNull();
  });

  it('drops control characters as report text does, keeping markup, line breaks and emoji as written', () => {
    const parsed = editParsed({
      summary: ' <b>nul\u0000 bell\u0007</b> 👽 ',
      detailedDescription: 'one\r\ntwo\u001b',
      address: '\u0000',
      tags: ['a\u0000b', '\u0007'],
    });
    expect(parsed).toMatchObject({
      summary: '<b>nul bell</b> 👽',
      detailedDescription: 'one\ntwo',
      address: null,
      tags: ['ab'],
    });
  });

  it('drops fields the edit view does not own', () => {
    const parsed = editParsed({ submitted: '2000-01-01T00:00:00Z', source: 'x', deleted: true });
    expect(parsed).not.toHaveProperty('submitted');
    expect(parsed).not.toHaveProperty('source');
    expect(parsed).not.toHaveProperty('deleted');
  });

  it('needs both coordinates or neither', () => {
    expect(sightingUpdateSchema.safeParse({ ...edit, latitude: null, longitude: null }).success).toBe(true);
    const half = sightingUpdateSchema.safeParse({ ...edit, latitude: null });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe('latitude and longitude must both be set or both be empty.');
  });
});
