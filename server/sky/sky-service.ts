import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Sky, SkyQuery } from '../../common/schemas/sky.ts';
import { notFound } from '../http/errors.ts';
import type { SightingService } from '../sightings/service.ts';
import { SIGHTING_NOT_FOUND } from '../sightings/service.ts';
import type { SightingSkyRepository } from '../sightings/sky-repository.ts';
import { candidatesOf } from './candidates.ts';
import { NOTHING_PASSING, passingAnswer, passingCandidates, type PassingThings } from './passing-candidates.ts';
import { sightingWindow, type PassingSky } from './passing-sky.ts';
import { skyAt, type SkyBodies } from './sky-model.ts';

export const SIGHTING_WITHOUT_COORDINATES =
  'This sighting has no coordinates, so the sky at its place and time cannot be worked out.';

/** The bodies' sky with what passed overhead, the candidates weighed against the report when there is one. */
function withPassing(bodies: SkyBodies, passing: PassingThings, report?: Sighting): Sky {
  return {
    ...bodies,
    ...passingAnswer(passing),
    candidates: [...candidatesOf(bodies, report), ...passingCandidates(passing, report)],
  };
}

/**
 * The sky at any place and time (the report wizard's); no report, so no candidate is called likely.
 * `passing`: the satellites and launches of that time, when they were looked up.
 */
export function skyAtPlaceAndTime(
  { latitude, longitude, occurred }: SkyQuery,
  passing: PassingThings = NOTHING_PASSING,
): Sky {
  return withPassing(skyAt({ latitude, longitude }, new Date(occurred)), passing);
}

export type PlacedSighting = Sighting & { latitude: number; longitude: number };

/** The sky of a sighting with a place, its candidates weighed against what the report says. */
export function skyOfSighting(sighting: PlacedSighting, passing: PassingThings = NOTHING_PASSING): Sky {
  return withPassing(skyAt(sighting, new Date(sighting.occurred)), passing, sighting);
}

/**
 * The bodies at a place and time, and what passed overhead during the window: satellites are looked
 * for only when the witness was in twilight or darkness, which the bodies' Sun says (worked out once).
 */
async function bodiesAndPassing(
  place: { latitude: number; longitude: number },
  occurred: string,
  window: { startMs: number; endMs: number },
  passing: PassingSky,
): Promise<{ bodies: SkyBodies; things: PassingThings }> {
  const bodies = skyAt(place, new Date(occurred));
  return { bodies, things: await passing.over(place, window, bodies.sun.period !== 'day') };
}

/** A sighting's sky with what passed overhead during its minutes, looked up first. */
export async function skyOfSightingWithPassing(sighting: PlacedSighting, passing: PassingSky): Promise<Sky> {
  const window = sightingWindow(sighting.occurred, sighting.duration);
  const { bodies, things } = await bodiesAndPassing(sighting, sighting.occurred, window, passing);
  return withPassing(bodies, things, sighting);
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
  readonly #passing: PassingSky;

  constructor(
    skies: SightingSkyRepository,
    sightings: Pick<SightingService, 'byId' | 'findPublic'>,
    passing: PassingSky,
  ) {
    this.#skies = skies;
    this.#sightings = sightings;
    this.#passing = passing;
  }

  /** The sky at a place and instant, with the satellites and launches of the two minutes from it. */
  async at(query: SkyQuery): Promise<Sky> {
    const window = sightingWindow(query.occurred, null);
    const { bodies, things } = await bodiesAndPassing(query, query.occurred, window, this.#passing);
    return withPassing(bodies, things);
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
    const sky = await skyOfSightingWithPassing(sighting, this.#passing);
    await this.#skies.store(sighting.id, JSON.stringify(sky), isExplained(sky));
    return sky;
  }

  /** Works out again the sky of a sighting whose place, time or words changed. */
  async refresh(sighting: Sighting): Promise<void> {
    if (!hasPlace(sighting)) return;
    const sky = await skyOfSightingWithPassing(sighting, this.#passing);
    await this.#skies.store(sighting.id, JSON.stringify(sky), isExplained(sky));
  }
}
