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
    expect(result.current.range).toEqual(yearRange(2003));
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toMatchObject({ range: {}, playing: false });
  });

  it('starts from the first year whatever year is shown, and ends when the range is changed by hand', () => {
    const { result } = renderHook(() => usePlayedRange(yearRange(2002), [2001, 2002, 2003]));
    act(() => result.current.play());
    expect(result.current.range).toEqual(yearRange(2001));
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
    expect(result.current).toMatchObject({ range: {}, playing: false });
  });

  it('starts at the first year with sightings, skips the years without, and gives the dates back when stopped', () => {
    const visitor = { fromDate: '2010-05-01', toDate: '2012-02-01' };
    const { result } = renderHook(() => usePlayedRange(visitor, [1947, 1952, 1953]));
    act(() => result.current.play());
    expect(result.current).toMatchObject({ range: yearRange(1947), playing: true });
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current.range).toEqual(yearRange(1952));
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ range: visitor, playing: false });
  });

  it('gives the dates back at its end too, but keeps a range the visitor chose while it played', () => {
    const visitor = { fromDate: '2010-05-01' };
    const played = renderHook(() => usePlayedRange(visitor, [2001, 2002]));
    act(() => played.result.current.play());
    act(() => vi.advanceTimersToNextTimer());
    act(() => vi.advanceTimersToNextTimer());
    expect(played.result.current).toMatchObject({ range: visitor, playing: false });

    const chosen = renderHook(() => usePlayedRange(visitor, [2001, 2002]));
    act(() => chosen.result.current.play());
    act(() => chosen.result.current.end());
    act(() => chosen.result.current.setRange({ fromDate: '2001-03-01' }));
    act(() => vi.advanceTimersToNextTimer());
    expect(chosen.result.current).toMatchObject({ range: { fromDate: '2001-03-01' }, playing: false });
  });
});
