import type { Sky } from '../../../common/schemas/sky.ts';
import { moonText, planetLines } from './sky-text.ts';

/** The Moon and the bright planets in words: the list the sighting page and the report wizard share. */
export function BrightObjects({ sky }: { sky: Sky }) {
  const planets = planetLines(sky);
  return (
    <ul className="list-unstyled mb-0 sky-objects">
      <li>
        <i className="bi bi-moon me-2" aria-hidden="true" />
        {moonText(sky.moon)}
      </li>
      {planets.length === 0 ? (
        <li>
          <i className="bi bi-circle me-2" aria-hidden="true" />
          No bright planet was above the horizon.
        </li>
      ) : (
        planets.map((line) => (
          <li key={line}>
            <i className="bi bi-circle-fill me-2 sky-planet-icon" aria-hidden="true" />
            {line}
          </li>
        ))
      )}
    </ul>
  );
}
