import type { Period } from './timeline-periods.ts';

interface RangeControlsProps {
  /** The timeline's id, which the sliders' ids start with. */
  id: string;
  periods: readonly Period[];
  /** The first and last bar of the range (all of them when no range is chosen). */
  low: number;
  high: number;
  /** Whether a range is chosen: All dates then takes it away. */
  chosen: boolean;
  playing: boolean;
  onChoose: (first: number, last: number) => void;
  onPlay: () => void;
  onPause: () => void;
}

/** Under the chart: a slider for each end of the range (neither passes the other), Play or Pause, All dates. */
export function RangeControls({ id, periods, low, high, chosen, playing, ...on }: RangeControlsProps) {
  const ends = [
    { name: 'from', words: 'Range starts in', at: low, choose: (at: number) => on.onChoose(Math.min(at, high), high) },
    { name: 'to', words: 'Range ends in', at: high, choose: (at: number) => on.onChoose(low, Math.max(at, low)) },
  ];
  return (
    <div className="row g-2 align-items-center mt-1">
      {ends.map(({ name, words, at, choose }) => (
        <div key={name} className="col-6 col-md-4">
          <label htmlFor={`${id}-${name}`} className="form-label small mb-0">
            {words} {periods[at]!.key}
          </label>
          <input
            id={`${id}-${name}`}
            type="range"
            className="form-range"
            min={0}
            max={periods.length - 1}
            value={at}
            aria-valuetext={periods[at]!.key}
            onChange={(event) => choose(Number(event.target.value))}
          />
        </div>
      ))}
      <div className="col-12 col-md-4 d-flex gap-2 justify-content-md-end">
        {playing ? (
          <button type="button" className="btn btn-sm btn-primary" onClick={on.onPause}>
            <i className="bi bi-pause-fill me-1" aria-hidden="true" />
            Pause
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-primary" onClick={on.onPlay}>
            <i className="bi bi-play-fill me-1" aria-hidden="true" />
            Play
          </button>
        )}
        {chosen && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => on.onChoose(0, periods.length - 1)}
          >
            All dates
          </button>
        )}
      </div>
    </div>
  );
}
