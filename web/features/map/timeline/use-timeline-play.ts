import { useEffect, useRef, useState } from 'react';
import { firstPlayedYear, wholeYearOf, yearRange, type DateRange } from './timeline-periods.ts';

/** Playing shows each year this long. */
const PLAY_STEP_MS = 1000;

/**
 * Play: shows the years one after the other, from the year after the one shown (a paused playback goes
 * on) or else the first, until the last; a range changed by hand meanwhile ends it.
 */
export function useTimelinePlay(range: DateRange, years: readonly number[], onRangeChange: (range: DateRange) => void) {
  const [playing, setPlaying] = useState(false);
  const latest = useRef({ range, years, onRangeChange });
  latest.current = { range, years, onRangeChange };
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { range: current, years: playable, onRangeChange: show } = latest.current;
      const year = wholeYearOf(current);
      // A range changed by hand while playing, or the last year reached, ends the playing.
      if (year === null || !playable.includes(year + 1)) {
        setPlaying(false);
        return;
      }
      show(yearRange(year + 1));
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const play = () => {
    const start = firstPlayedYear(years, range);
    if (start === null) return;
    onRangeChange(yearRange(start));
    setPlaying(true);
  };

  return { playing, play, stop: () => setPlaying(false) };
}
