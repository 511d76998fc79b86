import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';

const INSTRUCTION_ROTATION_MS = 7500;
const INSTRUCTIONS = [
  'Start with where you were: type an address and press Locate, or click the map to drop a pin on the spot.',
  'Describe what you saw in your own words: its shape, colours, lights, sounds, how it moved and how it left.',
  'Give the date, the time and how long it lasted as closely as you remember them.',
  'Photos, videos and documents help our reviewers: you can attach up to 10 files.',
  'Labels such as "orb" or "triangle" help other people find your report.',
  'Your answers stay in this browser until you submit or cancel, so you can finish later.',
  'Nothing is published until a reviewer has checked and approved your report.',
] as const;

/** The intro's tips, one at a time, changing every 7.5 s, with a pause for slow readers. */
export function RotatingInstructions() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % INSTRUCTIONS.length),
      INSTRUCTION_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <figure className="report-instructions card card-body bg-body-tertiary mb-3">
      <figcaption className="d-flex justify-content-between align-items-center gap-2 mb-2">
        <span className="fw-semibold">
          Tip {index + 1} of {INSTRUCTIONS.length}
        </span>
        <Button
          variant="link"
          size="sm"
          className="p-0 link-body-emphasis"
          aria-pressed={paused}
          onClick={() => setPaused((current) => !current)}
        >
          <i className={`bi ${paused ? 'bi-play-fill' : 'bi-pause-fill'} me-1`} aria-hidden="true" />
          {paused ? 'Play tips' : 'Pause tips'}
        </Button>
      </figcaption>
      <p className="mb-0 report-instruction-text">{INSTRUCTIONS[index]}</p>
    </figure>
  );
}
