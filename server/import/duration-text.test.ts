import { describe, expect, it } from 'vitest';
import { secondsFromDurationText } from './duration-text.ts';

describe('durations written in words', () => {
  it('reads one number and one unit, abbreviated or not', () => {
    expect(secondsFromDurationText('5 minutes')).toBe(300);
    expect(secondsFromDurationText('1 hour')).toBe(3600);
    expect(secondsFromDurationText('30 seconds')).toBe(30);
    expect(secondsFromDurationText('~2 min')).toBe(120);
    expect(secondsFromDurationText('3 mins')).toBe(180);
    expect(secondsFromDurationText('45 sec.')).toBe(45);
    expect(secondsFromDurationText('2 HRS')).toBe(7200);
    expect(secondsFromDurationText('1.5 hr')).toBe(5400);
    expect(secondsFromDurationText('1/2 hour')).toBe(1800);
    expect(secondsFromDurationText('about 10 minutes')).toBe(600);
    expect(secondsFromDurationText('20s')).toBe(20);
  });

  it('answers null where the text is not clearly one amount', () => {
    for (const text of [
      '',
      '5-10 minutes',
      'a few seconds',
      'all night',
      '1 hour 20 minutes',
      '5 m',
      '0 minutes',
      '3',
    ]) {
      expect(secondsFromDurationText(text), text).toBeNull();
    }
  });
});
