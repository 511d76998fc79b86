import { useEffect, useRef, useState } from 'react';
import { wholeYearOf, yearRange, type DateRange } from './timeline-periods.ts';

/** Playing shows each year this long. */
const PLAY_STEP_MS = 1000;

/**
 * Play: shows the years that hold sightings one after the other, from the first to the last. Stopping it, or its end, gives back the
 * dates the visitor had before it started; a range changed by hand meanwhile ends it and stays.
 */
export function useTimelinePlay(range: DateRange, years: readonly number[], onRangeChange: (range: DateRange) => void) {
  const [playing, setPlaying] = useState(false);
  // The visitor's own dates, from before the first Play.
  const before = useRef<DateRange | null>(null);
  const latest = useRef({ range, years, onRangeChange });
  latest.current = { range, years, onRangeChange };

  const restore = () => {
    setPlaying(false);
    if (before.current) latest.current.onRangeChange(before.current);
    before.current = null;
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { range: current, years: playable, onRangeChange: show } = latest.current;
      const year = wholeYearOf(current);
      // A range changed by hand while playing ends the playing, and the visitor keeps it.
      if (year === null) {
        setPlaying(false);
        before.current = null;
        return;
      }
      const next = playable.find((each) => each > year);
      if (next === undefined) restore();
      else show(yearRange(next));
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const play = () => {
    // Always from the first year that holds sightings.
    const start = years[0];
    if (start === undefined) return;
    before.current ??= range;
    onRangeChange(yearRange(start));
    setPlaying(true);
  };

  /** Ends the playing without giving the dates back: the visitor chose others. */
  const end = () => {
    setPlaying(false);
    before.current = null;
  };

  return { playing, play, stop: restore, end };
}
