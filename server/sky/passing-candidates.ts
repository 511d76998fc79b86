import type { Sky, SkyCandidate } from '../../common/schemas/sky.ts';
import { standsIn } from './compass.ts';
import { launchWords } from './launches/launch-sightings.ts';
import type { RocketLaunch } from './launches/launch-list.ts';
import { cluesOf, type ReportClues, type ReportFacts } from './report-clues.ts';
import type { SatellitePass } from './satellites/passes.ts';
import { passWords } from '../../common/display/passing-words.ts';
import { trainWords, type SatelliteSky, type SatelliteTrain } from './satellites/satellite-sky.ts';

const NOT_A_VERDICT = 'This is a possibility, not a verdict.';
/** Brighter than this a satellite catches the eye of someone not looking for it (the ISS, not most others). */
const BRIGHT_SATELLITE_MAGNITUDE = -1;
/** A satellite crosses the sky in minutes: a light watched for longer than this was something else. */
const PASS_SECONDS = 10 * 60;

/** What moved through the sky during the sighting: satellites, trains and launches, as the sky answer holds them. */
export interface PassingThings {
  satellites: SatelliteSky;
  launches: Array<RocketLaunch & { distanceKm: number }>;
}

export const NOTHING_PASSING: PassingThings = {
  satellites: { elementsAvailable: false, passes: [], trains: [] },
  launches: [],
};

const passAnswer = ({ name, noradId, rises, sets, highest, from, to, magnitude, track }: SatellitePass) => ({
  name,
  noradId,
  rises,
  sets,
  highest,
  from,
  to,
  magnitude,
  track,
});

/** The sky answer's `satellites` and `launches`. */
export function passingAnswer({ satellites, launches }: PassingThings): Pick<Sky, 'satellites' | 'launches'> {
  return {
    satellites: {
      elementsAvailable: satellites.elementsAvailable,
      passes: satellites.passes.map(passAnswer),
      trains: satellites.trains.map((train) => ({
        launched: train.launched,
        count: train.passes.length,
        lead: passAnswer(train.passes[0]!),
      })),
    },
    launches: launches.map((launch) => ({
      vehicle: launch.vehicle,
      site: launch.site,
      launched: new Date(launch.launchedMs).toISOString(),
      distanceKm: Math.round(launch.distanceKm),
    })),
  };
}

function directionFits(clues: ReportClues, pass: SatellitePass): boolean {
  if (clues.directions.length === 0) return true;
  const azimuths = [pass.highest.azimuth, pass.seen.azimuth];
  return clues.directions.some((point) => azimuths.some((azimuth) => standsIn(azimuth, point)));
}

function trainCandidate(train: SatelliteTrain, clues: ReportClues | null): SkyCandidate {
  const said = `${trainWords(train)}: a line of faint lights following one another across the sky`;
  if (!clues) return { name: 'Starlink train', likely: false, reason: `${said}. ${NOT_A_VERDICT}` };
  const against = clues.landingOrBeings
    ? 'the report describes a landing or beings'
    : clues.stationaryOrSlow
      ? 'the report describes lights that stayed in place'
      : !directionFits(clues, train.passes[0]!)
        ? 'the report places what was seen elsewhere in the sky'
        : null;
  if (against) return { name: 'Starlink train', likely: false, reason: `${said}, but ${against}. ${NOT_A_VERDICT}` };
  if (!clues.severalLights) {
    return {
      name: 'Starlink train',
      likely: false,
      reason: `${said}; the report does not describe several lights. ${NOT_A_VERDICT}`,
    };
  }
  return {
    name: 'Starlink train',
    likely: true,
    reason: `${said}; several lights moving together fit it. ${NOT_A_VERDICT}`,
  };
}

function satelliteCandidate(pass: SatellitePass, clues: ReportClues | null): SkyCandidate {
  const brightness = pass.magnitude === null ? '' : `, about magnitude ${pass.magnitude.toFixed(1)}`;
  const said = `${passWords(pass)}${brightness}`;
  if (!clues)
    return {
      name: pass.name,
      likely: false,
      reason: `${said}: a steady light moving across the stars. ${NOT_A_VERDICT}`,
    };
  const bright = pass.magnitude !== null && pass.magnitude <= BRIGHT_SATELLITE_MAGNITUDE;
  const against = clues.severalLights
    ? 'the report describes several lights'
    : clues.fast || clues.landingOrBeings
      ? 'the report describes what a satellite does not do'
      : clues.stationaryOrSlow
        ? 'the report describes a light that stayed in place'
        : clues.watchedSeconds !== null && clues.watchedSeconds > PASS_SECONDS
          ? 'the report watched it for longer than a pass lasts'
          : !directionFits(clues, pass)
            ? 'the report places what was seen elsewhere in the sky'
            : null;
  if (against) return { name: pass.name, likely: false, reason: `${said}, but ${against}. ${NOT_A_VERDICT}` };
  if (!bright || !clues.singleLight) {
    return {
      name: pass.name,
      likely: false,
      reason: `${said}; too few of the report's details point to it to call it likely. ${NOT_A_VERDICT}`,
    };
  }
  return {
    name: pass.name,
    likely: true,
    reason: `${said}; a single bright light gliding steadily across the sky fits it. ${NOT_A_VERDICT}`,
  };
}

function launchCandidate(launch: RocketLaunch & { distanceKm: number }, clues: ReportClues | null): SkyCandidate {
  const name = `${launch.vehicle} launch`;
  const said = `${launchWords(launch)}, ${Math.round(launch.distanceKm).toLocaleString('en-US')} km away: its plume, lit by the Sun high up, glows over a dark sky`;
  if (clues?.landingOrBeings) {
    return { name, likely: false, reason: `${said}, but the report describes a landing or beings. ${NOT_A_VERDICT}` };
  }
  // Few things look like a lit plume in twilight: seen near enough and within the hour, it is the likely one.
  return { name, likely: clues !== null, reason: `${said}. ${NOT_A_VERDICT}` };
}

/**
 * The candidates among what moved through the sky: each Starlink train as one, each satellite seen
 * one by one, each launch. With a report, each is weighed against its words; without one none is likely.
 */
export function passingCandidates(things: PassingThings, report?: ReportFacts): SkyCandidate[] {
  const clues = report ? cluesOf(report) : null;
  return [
    ...things.launches.map((launch) => launchCandidate(launch, clues)),
    ...things.satellites.trains.map((train) => trainCandidate(train, clues)),
    ...things.satellites.passes.map((pass) => satelliteCandidate(pass, clues)),
  ];
}
