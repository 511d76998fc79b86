import { describe, expect, it } from 'vitest';
import { formatCount } from './count-format.ts';
import { countAsWords, foundSightingsText } from './count-words.ts';
import { clockTime, formatOccurred, relativeTime } from './date-format.ts';
import { clampDuration, durationFromSeconds, durationInWords, formatDuration } from './duration.ts';
import { labelsWithMediaTypes, mediaTypeOf, mediaUrl } from './media-type.ts';
import { ratingFromStars, ratingStars } from './rating.ts';
import { joinMultiValue, splitMultiValue, titlecaseConstant, truncate } from './text.ts';
import { daysBetween, varianceText } from './variance.ts';

describe('variance text', () => {
  // The thresholds: within 24 hours, then days, then years.
  it.each([
    [-1, 'Reported within 24 hours'],
    [0, 'Reported within 24 hours'],
    [1, 'Reported 1 Day(s) Later'],
    [364, 'Reported 364 Day(s) Later'],
    [365, 'Reported 1 Year(s) Later'],
    [800, 'Reported 2 Year(s) Later'],
  ])('writes %i days as %s', (days, text) => expect(varianceText(days)).toBe(text));
  it('counts whole days between occurrence and submission', () => {
    expect(daysBetween(new Date('2024-01-01T00:00:00Z'), new Date('2024-01-03T12:00:00Z'))).toBe(2);
    expect(daysBetween(new Date('2024-01-03T00:00:00Z'), new Date('2024-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('duration', () => {
  it('clamps and pads to hh:mm:ss', () => {
    expect(clampDuration({ hours: 30, minutes: -2, seconds: 75 })).toEqual({ hours: 23, minutes: 0, seconds: 59 });
    expect(formatDuration({ hours: 1, minutes: 2, seconds: 3 })).toBe('01:02:03');
    expect(durationFromSeconds(3725)).toBe('01:02:05');
    expect(durationFromSeconds(10 ** 9)).toBe('23:59:59');
  });
  it.each([
    ['01:05:30', '1 hour, 5 minutes and 30 seconds'],
    ['00:02:00', '2 minutes'],
    ['00:00:01', '1 second'],
    [null, 'Not Specified'],
    ['00:00:00', 'Not Specified'],
  ])('speaks %s in words as %s', (duration, words) => expect(durationInWords(duration)).toBe(words));
});

describe('rating stars', () => {
  it.each([
    ['Excellent', 5],
    ['Good', 4],
    ['Fair', 3],
    ['Poor', 2],
    ['whatever', 1],
    [null, 1],
    ['0', 1],
    ['4', 5],
  ])('maps the word or stored digit %s to %i stars', (rating, stars) => expect(ratingStars(rating)).toBe(stars));
  it('stores stars as digits', () => {
    expect(ratingFromStars(5)).toBe('4');
    expect(ratingFromStars(1)).toBe('0');
  });
});

describe('count as words', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [42, 'forty-two'],
    [100, 'one hundred'],
    [1234, 'one thousand two hundred thirty-four'],
    [1_000_000, 'one million'],
  ])('writes %i out as %s', (count, words) => expect(countAsWords(count)).toBe(words));
  it('counts found sightings in words', () => {
    expect(foundSightingsText(1)).toBe('Found one sighting');
    expect(foundSightingsText(12)).toBe('Found twelve sightings');
  });
});

describe('media', () => {
  it.each([
    ['a.JPG', 'photo'],
    ['clip.webm', 'video'],
    ['x.wav', 'audio'],
    ['report.pdf', 'document'],
    ['noextension', 'unknown'],
    ['x.exe', 'unknown'],
  ])('decides the type of %s by its extension: %s', (file, type) => expect(mediaTypeOf(file)).toBe(type));
  it('generates labels from media and falls back to none', () => {
    expect(labelsWithMediaTypes(['lights'], ['a.jpg', 'b.png', 'c.mp4'])).toEqual(['lights', 'photo', 'video']);
    expect(labelsWithMediaTypes(['photo'], ['a.jpg'])).toEqual(['photo']);
    expect(labelsWithMediaTypes([], [])).toEqual(['none']);
  });
  it('builds the media address from the submitted day', () => {
    expect(mediaUrl('/media/', { id: 'ab12cd34', submitted: '2024-05-06T10:00:00.000Z' }, 'a b.jpg')).toBe(
      '/media/2024-05-06/ab12cd34/a%20b.jpg',
    );
    expect(mediaUrl('/media', { id: 'x', submitted: null }, 'a.jpg')).toBeNull();
  });
});

describe('text', () => {
  it('titlecases constants', () => {
    expect(titlecaseConstant('GEOMETRIC_CENTER')).toBe('Geometric Center');
    expect(titlecaseConstant(null)).toBe('Approximate');
  });
  it('truncates and joins', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
    expect(joinMultiValue(['Disc', ' ', 'Orbs'])).toBe('Disc, Orbs');
    expect(joinMultiValue([])).toBeNull();
    expect(splitMultiValue('Disc, Orbs')).toEqual(['Disc', 'Orbs']);
  });
});

describe('count', () => {
  it('groups thousands as en-US does', () => {
    for (const count of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -4321]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

describe('dates', () => {
  it('formats occurred as MM/dd/yyyy h:mm a in a timezone', () => {
    expect(formatOccurred('2024-03-05T21:07:00Z', 'UTC')).toBe('03/05/2024 9:07 PM');
    expect(formatOccurred('2024-03-05T00:30:00Z', 'UTC')).toBe('03/05/2024 12:30 AM');
    expect(formatOccurred('2024-03-05T21:07:00Z', 'America/Phoenix')).toBe('03/05/2024 2:07 PM');
  });
  it("formats in the viewer's own zone as Intl does there", () => {
    const ownZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const iso of [
      '2024-03-05T00:00:00Z',
      '2024-03-05T11:59:00Z',
      '2024-03-05T12:00:00Z',
      '1947-06-24T23:05:00Z',
    ]) {
      expect(formatOccurred(iso)).toBe(formatOccurred(iso, ownZone));
    }
  });
  it('tells the time of day as en-US does', () => {
    for (const iso of [
      '2024-03-05T00:05:00Z',
      '2024-03-05T09:30:00Z',
      '2024-03-05T12:00:00Z',
      '2024-03-05T23:59:00Z',
    ]) {
      const date = new Date(iso);
      expect(clockTime(date)).toBe(date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }));
    }
  });
  it.each([
    ['2024-05-31T23:59:40Z', 'just now'],
    ['2024-05-31T23:55:00Z', '5 minutes ago'],
    ['2024-05-31T21:00:00Z', '3 hours ago'],
    ['2024-05-29T00:00:00Z', '3 days ago'],
    ['2024-03-01T00:00:00Z', '2 months ago'],
    ['2021-05-01T00:00:00Z', '3 years ago'],
  ])('tells %s, seen at midnight on 1 June 2024, as %s', (iso, text) =>
    expect(relativeTime(iso, new Date('2024-06-01T00:00:00Z'))).toBe(text),
  );
});
