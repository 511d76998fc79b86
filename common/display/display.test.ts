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
  it('follows the thresholds: within 24 hours, then days, then years', () => {
    expect(varianceText(-1)).toBe('Reported within 24 hours');
    expect(varianceText(0)).toBe('Reported within 24 hours');
    expect(varianceText(1)).toBe('Reported 1 Day(s) Later');
    expect(varianceText(364)).toBe('Reported 364 Day(s) Later');
    expect(varianceText(365)).toBe('Reported 1 Year(s) Later');
    expect(varianceText(800)).toBe('Reported 2 Year(s) Later');
  });
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
  it('is spoken in words', () => {
    expect(durationInWords('01:05:30')).toBe('1 hour, 5 minutes and 30 seconds');
    expect(durationInWords('00:02:00')).toBe('2 minutes');
    expect(durationInWords('00:00:01')).toBe('1 second');
    expect(durationInWords(null)).toBe('Not Specified');
    expect(durationInWords('00:00:00')).toBe('Not Specified');
  });
});

describe('rating stars', () => {
  it('maps words and stored digits', () => {
    expect(ratingStars('Excellent')).toBe(5);
    expect(ratingStars('Good')).toBe(4);
    expect(ratingStars('Fair')).toBe(3);
    expect(ratingStars('Poor')).toBe(2);
    expect(ratingStars('whatever')).toBe(1);
    expect(ratingStars(null)).toBe(1);
    expect(ratingStars('0')).toBe(1);
    expect(ratingStars('4')).toBe(5);
    expect(ratingFromStars(5)).toBe('4');
    expect(ratingFromStars(1)).toBe('0');
  });
});

describe('count as words', () => {
  it('writes numbers out', () => {
    expect(countAsWords(0)).toBe('zero');
    expect(countAsWords(7)).toBe('seven');
    expect(countAsWords(42)).toBe('forty-two');
    expect(countAsWords(100)).toBe('one hundred');
    expect(countAsWords(1234)).toBe('one thousand two hundred thirty-four');
    expect(countAsWords(1_000_000)).toBe('one million');
    expect(foundSightingsText(1)).toBe('Found one sighting');
    expect(foundSightingsText(12)).toBe('Found twelve sightings');
  });
});

describe('media', () => {
  it('decides the type by extension', () => {
    expect(mediaTypeOf('a.JPG')).toBe('photo');
    expect(mediaTypeOf('clip.webm')).toBe('video');
    expect(mediaTypeOf('x.wav')).toBe('audio');
    expect(mediaTypeOf('report.pdf')).toBe('document');
    expect(mediaTypeOf('noextension')).toBe('unknown');
    expect(mediaTypeOf('x.exe')).toBe('unknown');
  });
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
  it('tells relative times', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    expect(relativeTime('2024-05-31T23:59:40Z', now)).toBe('just now');
    expect(relativeTime('2024-05-31T23:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2024-05-31T21:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2024-05-29T00:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2024-03-01T00:00:00Z', now)).toBe('2 months ago');
    expect(relativeTime('2021-05-01T00:00:00Z', now)).toBe('3 years ago');
  });
});
