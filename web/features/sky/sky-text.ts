import { bodyInWords, placeInSky } from '../../../common/display/sky-words.ts';
import type { Sky, SkyPlanet, SkyStar } from '../../../common/schemas/sky.ts';

/** A planet this faint or fainter is no bright object; in daylight only Venus stands out. */
const BRIGHT_PLANET_MAGNITUDE = 1.5;
const DAYLIGHT_PLANET_MAGNITUDE = -3.5;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Night: the Sun was 25° below the horizon." */
export function periodText(sun: Sky['sun']): string {
  const degrees = Math.abs(Math.round(sun.altitude));
  if (sun.period === 'day') return `Day: the Sun was up, ${degrees}° high.`;
  return `${capitalized(sun.period)}: the Sun was ${degrees}° below the horizon.`;
}

/** "Moon: waxing gibbous, 78% lit, low in the east, 8° up." */
export function moonText(moon: Sky['moon']): string {
  const lit = Math.round(moon.illumination * 100);
  return `Moon: ${moon.phase}, ${lit}% lit, ${placeInSky(moon.altitude, moon.azimuth)}.`;
}

/** The planets above the horizon bright enough to notice, the brightest first. */
export function brightPlanets(sky: Sky): SkyPlanet[] {
  const limit = sky.sun.period === 'day' ? DAYLIGHT_PLANET_MAGNITUDE : BRIGHT_PLANET_MAGNITUDE;
  return sky.planets
    .filter((planet) => planet.altitude > 0 && planet.magnitude <= limit)
    .sort((a, b) => a.magnitude - b.magnitude);
}

/** "Venus, very bright, low in the west-southwest, 12° up", one a planet. */
export function planetLines(sky: Sky): string[] {
  return brightPlanets(sky).map(bodyInWords);
}

/** The bright stars above the horizon; none shows in daylight. */
export function visibleStars(sky: Sky): SkyStar[] {
  return sky.sun.period === 'day' ? [] : sky.stars;
}
