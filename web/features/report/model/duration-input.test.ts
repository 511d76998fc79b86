import { expect, it } from 'vitest';
import { formatDuration } from '../../../../common/display/duration.ts';
import { withDurationField } from './duration-input.ts';

const zero = { hours: 0, minutes: 0, seconds: 0 };

it('clamps hours to 0-23 and minutes and seconds to 0-59', () => {
  expect(withDurationField(zero, 'hours', '30')).toEqual({ hours: 23, minutes: 0, seconds: 0 });
  expect(withDurationField(zero, 'minutes', '75')).toEqual({ hours: 0, minutes: 59, seconds: 0 });
  expect(withDurationField(zero, 'seconds', '-4')).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  expect(withDurationField(zero, 'seconds', '12.7')).toEqual({ hours: 0, minutes: 0, seconds: 12 });
});

it('reads a blank or unreadable box as 0', () => {
  const parts = { hours: 1, minutes: 2, seconds: 3 };
  expect(withDurationField(parts, 'minutes', '')).toEqual({ hours: 1, minutes: 0, seconds: 3 });
  expect(withDurationField(parts, 'hours', 'e')).toEqual({ hours: 0, minutes: 2, seconds: 3 });
});

it('is stored as zero-padded hh:mm:ss', () => {
  expect(formatDuration(withDurationField({ hours: 2, minutes: 5, seconds: 0 }, 'seconds', '9'))).toBe('02:05:09');
});
