import { useQuery } from '@tanstack/react-query';
import type { SkyQuery } from '../../../common/schemas/sky.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { skyAtQueryOptions } from './api/sky-at.ts';
import { BrightObjects } from './bright-objects.tsx';
import { PassingOverhead } from './passing-overhead.tsx';
import { periodText } from './sky-text.ts';
import './sky.css';

export const BRIGHT_OBJECTS_TITLE = 'Bright objects in your sky at that time';

/**
 * For the report wizard: the Moon and bright planets at the witness's place and time, to compare with
 * what they saw. Only a help: while it loads or if it fails, the report goes on all the same.
 */
export function BrightObjectsInYourSky(query: SkyQuery) {
  const sky = useQuery(skyAtQueryOptions(query));
  return (
    <aside className="alert alert-secondary mb-4" aria-labelledby="bright-objects-title">
      <h3 id="bright-objects-title" className="h6">
        {BRIGHT_OBJECTS_TITLE}
      </h3>
      {sky.isPending && <Spinner label="Working out the sky..." />}
      {sky.isError && <p className="mb-0">The sky at that time could not be worked out; you can go on all the same.</p>}
      {sky.isSuccess && (
        <>
          <p className="mb-2">{periodText(sky.data.sun)}</p>
          <BrightObjects sky={sky.data} />
          <PassingOverhead sky={sky.data} />
          <p className="mt-2 mb-0 small">
            Compare these with what you saw: a steady light where one of them stood may have been that body, a light
            gliding across the stars a satellite. Report what you saw either way.
          </p>
        </>
      )}
    </aside>
  );
}
