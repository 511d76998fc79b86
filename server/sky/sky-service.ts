import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Sky, SkyQuery } from '../../common/schemas/sky.ts';
import { notFound } from '../http/errors.ts';
import { SIGHTING_NOT_FOUND } from '../sightings/service.ts';
import { candidatesOf } from './candidates.ts';
import { skyAt } from './sky-model.ts';

export const SIGHTING_WITHOUT_COORDINATES =
  'This sighting has no coordinates, so the sky at its place and time cannot be worked out.';

/** The sky at the time: computed offline, for any place and instant or for a stored sighting. */
export class SkyService {
  /** Any place and time (the report wizard's); no report, so no candidate is called likely. */
  at({ latitude, longitude, occurred }: SkyQuery): Sky {
    const sky = skyAt({ latitude, longitude }, new Date(occurred));
    return { ...sky, candidates: candidatesOf(sky) };
  }

  /** A public sighting's sky, its candidates weighed against what the report says. */
  ofSighting(sighting: Sighting | null): Sky {
    if (!sighting) throw notFound(SIGHTING_NOT_FOUND);
    const { latitude, longitude } = sighting;
    if (latitude === null || longitude === null) throw notFound(SIGHTING_WITHOUT_COORDINATES);
    const sky = skyAt({ latitude, longitude }, new Date(sighting.occurred));
    return { ...sky, candidates: candidatesOf(sky, sighting) };
  }
}
