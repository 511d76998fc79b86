import { launchWords, passWords, trainWords } from '../../../common/display/passing-words.ts';
import type { Sky } from '../../../common/schemas/sky.ts';

/** What passed over during those minutes, in words: Starlink trains, satellites one by one, launches. */
export function passingLines(sky: Pick<Sky, 'satellites' | 'launches'>): string[] {
  const { satellites, launches } = sky;
  return [
    ...launches.map((launch) => `${launchWords(launch)}, ${launch.distanceKm.toLocaleString('en-US')} km away.`),
    ...satellites.trains.map((train) => `${trainWords(train)}.`),
    ...satellites.passes.map((pass) => {
      const brightness = pass.magnitude === null ? '' : `, about magnitude ${pass.magnitude.toFixed(1)}`;
      return `${passWords(pass)}${brightness}.`;
    }),
  ];
}

/**
 * Satellites and rocket launches over the place in those minutes, from the published orbital
 * elements and launch lists the site holds; says so when it holds none for that time.
 */
export function PassingOverhead({ sky }: { sky: Pick<Sky, 'satellites' | 'launches'> }) {
  const lines = passingLines(sky);
  if (lines.length === 0) {
    return (
      <p className="mt-2 mb-0 small sky-passing">
        {sky.satellites.elementsAvailable
          ? 'No bright satellite, Starlink train or rocket launch passed over in those minutes.'
          : 'No orbital elements were available for that time, so satellites could not be checked.'}
      </p>
    );
  }
  return (
    <ul className="mt-2 mb-0 small sky-passing">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
