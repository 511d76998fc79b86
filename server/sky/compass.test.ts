import { describe, expect, it } from 'vitest';
import { angleBetween, directionsNamedIn, standsIn } from './compass.ts';

describe('directions named in a report', () => {
  it.each([
    ['A light low in the west for twenty minutes', ['W']],
    ['We saw it in the western sky', ['W']],
    ['It hung over the trees to the west-southwest', ['WSW']],
    ['looking south west from the porch', ['SW']],
    ['Low in the southeastern sky', ['SE']],
    ['Bright light to the NW, then another towards the ESE', ['NW', 'ESE']],
    ['It came from the north and left heading east', ['N', 'E']],
    ['southern horizon glowing', ['S']],
  ])('reads "%s"', (text, expected) => {
    expect(directionsNamedIn(text)).toEqual(expected);
  });

  it.each([
    'We were driving in West Virginia',
    'Seen over South Lake Tahoe',
    'Omaha, NE, around 9 pm',
    'The northern lights were out',
    'Three lights moving fast',
  ])('finds no direction in "%s"', (text) => {
    expect(directionsNamedIn(text)).toEqual([]);
  });
});

describe('angles between directions', () => {
  it('measures the short way round', () => {
    expect(angleBetween(10, 350)).toBe(20);
    expect(angleBetween(90, 270)).toBe(180);
    expect(angleBetween(0, 0)).toBe(0);
  });
  it('lets a named direction fit a body within two compass points', () => {
    expect(standsIn(250, 'W')).toBe(true);
    expect(standsIn(315, 'W')).toBe(true);
    expect(standsIn(330, 'W')).toBe(false);
    expect(standsIn(350, 'N')).toBe(true);
  });
});
