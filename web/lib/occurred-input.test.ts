import { describe, expect, it } from 'vitest';
import {
  clampOccurred,
  occurredFromInput,
  occurredIso,
  parseDateTimeLocal,
  toDateTimeLocal,
  toLocalInputValue,
} from './occurred-input.ts';

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

describe('occurred input', () => {
  it("shows an instant in the viewer's time zone, to the minute", () => {
    const local = new Date(2024, 4, 1, 9, 5, 42);
    expect(toLocalInputValue(local.toISOString())).toBe('2024-05-01T09:05');
  });
  it('is blank for a missing or broken date', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('not a date')).toBe('');
  });
  it('gives back the stored instant when the input was not changed', () => {
    const stored = '2024-05-01T21:15:42.123Z';
    expect(occurredFromInput(toLocalInputValue(stored), stored)).toBe(stored);
  });
  it('reads a changed value as local time', () => {
    expect(occurredFromInput('2024-01-02T03:04', '2024-05-01T00:00:00Z')).toBe(
      new Date(2024, 0, 2, 3, 4).toISOString(),
    );
  });
  it('is null for blank or malformed text', () => {
    expect(occurredFromInput('', '2024-05-01T00:00:00Z')).toBeNull();
    expect(occurredFromInput('yesterday', '2024-05-01T00:00:00Z')).toBeNull();
  });
});

describe('occurred input read on the clocks of a place', () => {
  const denver = 'America/Denver';
  it('reads 9:30 PM in Denver as mountain daylight time, whatever the browser’s zone', () => {
    expect(occurredIso('2025-06-10T21:30', denver)).toBe('2025-06-11T03:30:00.000Z');
    expect(toLocalInputValue('2025-06-11T03:30:00.000Z', denver)).toBe('2025-06-10T21:30');
  });
  it('keeps the occurrence at or before now on the place’s clocks', () => {
    const instant = new Date('2025-06-11T03:30:45Z');
    expect(clampOccurred('2025-06-10T23:00', instant, denver)).toBe('2025-06-10T21:30');
    expect(clampOccurred('2025-06-10T21:00', instant, denver)).toBe('2025-06-10T21:00');
  });
  it('gives back the stored instant when the input was not changed', () => {
    const stored = '2025-06-11T03:30:42.123Z';
    expect(occurredFromInput(toLocalInputValue(stored, denver), stored, denver)).toBe(stored);
    expect(occurredFromInput('2025-06-10T22:00', stored, denver)).toBe('2025-06-11T04:00:00.000Z');
  });
});
