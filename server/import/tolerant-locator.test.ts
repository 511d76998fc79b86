import { describe, expect, it } from 'vitest';
import type { GazetteerAnswer } from './gazetteer-locator.ts';
import { editDistance } from '../geodata/edit-distance.ts';
import { createTolerantLocator, variantsOf } from './tolerant-locator.ts';

const near = (latitude: number, longitude: number) => ({
  coordinates: { latitude: expect.closeTo(latitude, 0) as number, longitude: expect.closeTo(longitude, 0) as number },
});
const approximately = (latitude: number, longitude: number) => ({ ...near(latitude, longitude), approximate: true });

describe('placing a city tolerantly', () => {
  const locate = createTolerantLocator();

  it('places a town of the gazetteer exactly, and the most populous of namesakes approximately', () => {
    expect(locate('Sedona', 'AZ', 'US')).toEqual(near(34.9, -111.8));
    expect(locate('Toronto', 'ON', 'CA')).toEqual(near(43.7, -79.4));
    // Perth, Western Australia and Perth, Tasmania; Newport of Gwent and of Pembrokeshire.
    const answer: GazetteerAnswer = locate('Perth', '', 'AU');
    expect(answer).toEqual(approximately(-32, 115.9));
    expect(locate('Newport', 'WLS', 'GB')).toMatchObject({ approximate: true });
  });

  it('finds small towns among the post offices', () => {
    expect(locate('Comptche', 'CA', 'US')).toEqual(near(39.3, -123.6));
    expect(locate('Vida', 'OR', 'US')).toEqual(near(44.1, -122.5));
    expect(locate('Tappen', 'ND', 'US')).toEqual(near(46.9, -99.6));
  });

  it('takes the first of two places written as one, and a town without its direction', () => {
    expect(locate('Bartlett/Memphis', 'TN', 'US')).toEqual(approximately(35.2, -89.8));
    expect(locate('North Phoenix', 'AZ', 'US')).toEqual(approximately(33.4, -112.1));
    expect(locate('Tucson area', 'AZ', 'US')).toEqual(approximately(32.2, -111));
  });

  it('reads a name misspelt by a letter or two within its state', () => {
    expect(locate('Litchfeild', 'CT', 'US')).toEqual(approximately(41.7, -73.2));
    expect(locate('Albuqurque', 'NM', 'US')).toEqual(approximately(35.1, -106.6));
  });

  it('says why when nothing is near', () => {
    expect(locate('Xyzzyqwv', 'AZ', 'US')).toEqual({ missing: 'not found in the gazetteer' });
  });

  it('splits and strips names', () => {
    expect(variantsOf('Bartlett/Memphis')).toEqual(['Bartlett', 'Memphis']);
    expect(variantsOf('near Tucson')).toEqual(['Tucson']);
    expect(variantsOf('Sedona')).toEqual([]);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('litchfeild', 'litchfield', 2)).toBe(1);
    expect(editDistance('phoenix', 'phenix', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
