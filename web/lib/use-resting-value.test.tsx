// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRestingValue } from './use-resting-value.ts';

const REST_MS = 1_000;

function Shown({ value }: { value: string | null }) {
  return <output>{useRestingValue(value, REST_MS) ?? 'none'}</output>;
}

describe('useRestingValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('gives the first value at once', () => {
    render(<Shown value="first" />);
    expect(screen.getByRole('status').textContent).toBe('first');
  });

  it('gives the first value that is not null without waiting for it to rest', () => {
    const { rerender } = render(<Shown value={null} />);
    rerender(<Shown value="first" />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('status').textContent).toBe('first');
  });

  it('gives a new value only once it has rested, skipping the ones that did not', () => {
    const { rerender } = render(<Shown value="first" />);
    rerender(<Shown value="second" />);
    act(() => vi.advanceTimersByTime(REST_MS - 1));
    rerender(<Shown value="third" />);
    act(() => vi.advanceTimersByTime(REST_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('first');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('third');
  });
});
