import { describe, expect, it } from 'vitest';
import { durationRange } from './event-agreement.ts';

describe('the duration range of an event', () => {
  it('runs from the shortest duration reported to the longest', () => {
    expect(durationRange([{ duration: '00:20:00' }, { duration: '00:00:45' }, { duration: '01:05:00' }])).toBe(
      '45 seconds to 1 hour and 5 minutes',
    );
  });

  it('is one duration when every witness gave the same', () => {
    expect(durationRange([{ duration: '00:05:00' }, { duration: '00:05:00' }])).toBe('5 minutes');
  });

  it('leaves out reports without a duration, and says so when none has one', () => {
    expect(durationRange([{ duration: null }, { duration: '00:02:00' }, { duration: '00:00:00' }])).toBe('2 minutes');
    expect(durationRange([{ duration: null }, { duration: '00:00:00' }])).toBe('Not specified');
  });
});
