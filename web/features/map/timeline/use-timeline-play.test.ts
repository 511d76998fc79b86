// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { yearRange, type DateRange } from './timeline-periods.ts';
import { useTimelinePlay } from './use-timeline-play.ts';

/** The hook with the range it plays kept as the page keeps it. */
function usePlayedRange(start: DateRange, years: readonly number[]) {
  const [range, setRange] = useState(start);
  return { range, setRange, ...useTimelinePlay(range, years, setRange) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('playing the timeline', () => {
  it('shows each year in turn from the first, and stops after the last', () => {
    const { result } = renderHook(() => usePlayedRange({}, [2001, 2002, 2003]));
    act(() => result.current.play());
    expect(result.current).toMatchObject({ range: yearRange(2001), playing: true });
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current.range).toEqual(yearRange(2002));
    act(() => vi.advanceTimersToNextTimer());
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toMatchObject({ range: yearRange(2003), playing: false });
  });

  it('goes on from the year shown, and ends when the range is changed by hand', () => {
    const { result } = renderHook(() => usePlayedRange(yearRange(2001), [2001, 2002, 2003]));
    act(() => result.current.play());
    expect(result.current.range).toEqual(yearRange(2002));
    act(() => result.current.setRange({ fromDate: '2001-03-01' }));
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toMatchObject({ range: { fromDate: '2001-03-01' }, playing: false });
  });

  it('does not start without years, and stops when asked', () => {
    const empty = renderHook(() => usePlayedRange({}, []));
    act(() => empty.result.current.play());
    expect(empty.result.current.playing).toBe(false);
    const { result } = renderHook(() => usePlayedRange({}, [2001, 2002]));
    act(() => result.current.play());
    act(() => result.current.stop());
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toMatchObject({ range: yearRange(2001), playing: false });
  });
});
