import { describe, expect, it } from 'vitest';
import { occurredFromInput, toLocalInputValue } from './occurred-input.ts';

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
