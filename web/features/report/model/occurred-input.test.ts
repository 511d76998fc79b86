import { expect, it } from 'vitest';
import { clampOccurred, occurredIso, parseDateTimeLocal, toDateTimeLocal } from './occurred-input.ts';

const now = new Date(2024, 5, 1, 21, 30, 45);

it('writes a moment as the input holds it, in local time', () => {
  expect(toDateTimeLocal(now)).toBe('2024-06-01T21:30');
  expect(parseDateTimeLocal('2024-06-01T21:30')?.getTime()).toBe(new Date(2024, 5, 1, 21, 30).getTime());
});

it('keeps the occurrence at or before now and in 1900 or later', () => {
  expect(clampOccurred('2024-06-01T21:00', now)).toBe('2024-06-01T21:00');
  expect(clampOccurred('2099-01-01T00:00', now)).toBe('2024-06-01T21:30');
  expect(clampOccurred('0002-01-01T00:00', now)).toBe('1900-01-01T00:00');
  expect(clampOccurred('', now)).toBe('');
});

it('sends the occurrence as an ISO instant, or null when none was entered', () => {
  expect(occurredIso('2024-06-01T21:30')).toBe(new Date(2024, 5, 1, 21, 30).toISOString());
  expect(occurredIso('')).toBeNull();
  expect(occurredIso('not a date')).toBeNull();
});
