import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Sky, SkyQuery } from '../../common/schemas/sky.ts';
import { notFound } from '../http/errors.ts';
import type { SightingService } from '../sightings/service.ts';
import { SIGHTING_NOT_FOUND } from '../sightings/service.ts';
import type { SightingSkyRepository } from '../sightings/sky-repository.ts';
import { candidatesOf } from './candidates.ts';
import { skyAt } from './sky-model.ts';

export const SIGHTING_WITHOUT_COORDINATES =
  'This sighting has no coordinates, so the sky at its place and time cannot be worked out.';

/** The sky at any place and time (the report wizard's); no report, so no candidate is called likely. */
export function skyAtPlaceAndTime({ latitude, longitude, occurred }: SkyQuery): Sky {
  const sky = skyAt({ latitude, longitude }, new Date(occurred));
  return { ...sky, candidates: candidatesOf(sky) };
}

/** The sky of a sighting with a place, its candidates weighed against what the report says. */
export function skyOfSighting(sighting: Sighting & { latitude: number; longitude: number }): Sky {
  const sky = skyAt({ latitude: sighting.latitude, longitude: sighting.longitude }, new Date(sighting.occurred));
  return { ...sky, candidates: candidatesOf(sky, sighting) };
}

/** Whether a bright body fits the report: what the search's "exclude explained" filter leaves out. */
export function isExplained(sky: Sky): boolean {
  return sky.candidates.some((candidate) => candidate.likely);
}

function hasPlace(sighting: Sighting): sighting is Sighting & { latitude: number; longitude: number } {
  return sighting.latitude !== null && sighting.longitude !== null;
}

/**
 * The sky at the time, computed offline: for any place and instant, and for a stored sighting, whose
 * sky is worked out once and kept (on first read, after an edit, or by the background pass).
 */
export class SkyService {
  readonly #skies: SightingSkyRepository;
  readonly #sightings: Pick<SightingService, 'byId' | 'findPublic'>;

  constructor(skies: SightingSkyRepository, sightings: Pick<SightingService, 'byId' | 'findPublic'>) {
    this.#skies = skies;
    this.#sightings = sightings;
  }

  at(query: SkyQuery): Sky {
    return skyAtPlaceAndTime(query);
  }

  /** A public sighting's sky; staff also read a pending report's. */
  async ofSighting(id: string, viewer: { isStaff: boolean }): Promise<Sky> {
    const stored = await this.#skies.findJson(id, { includePending: viewer.isStaff });
    if (stored !== null) return JSON.parse(stored) as Sky;
    const sighting = viewer.isStaff
      ? await this.#sightings.byId(id, { isStaff: true })
      : await this.#sightings.findPublic(id);
    if (!sighting) throw notFound(SIGHTING_NOT_FOUND);
    if (!hasPlace(sighting)) throw notFound(SIGHTING_WITHOUT_COORDINATES);
    const sky = skyOfSighting(sighting);
    await this.#skies.store(sighting.id, JSON.stringify(sky), isExplained(sky));
    return sky;
  }

  /** Works out again the sky of a sighting whose place, time or words changed. */
  async refresh(sighting: Sighting): Promise<void> {
    if (!hasPlace(sighting)) return;
    const sky = skyOfSighting(sighting);
    await this.#skies.store(sighting.id, JSON.stringify(sky), isExplained(sky));
  }
}
