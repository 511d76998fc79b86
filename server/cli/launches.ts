import { parseLaunchList } from '../sky/launches/launch-list.ts';
import { LAUNCH_VISIBLE_MS } from '../sky/launches/launch-sightings.ts';
import { runSkyImport } from './sky-import.ts';

await runSkyImport({
  usage: `Usage: npm run launches -- import FILE [FILE…]
  import   stores the rocket launches of each file: CSV with the columns time, site, latitude,
           longitude, vehicle and optionally azimuth (the ascent's) and id; or the JSON of Launch
           Library 2 (results[] with net, pad and rocket.configuration); a launch already stored is
           skipped; the stored skies of the sightings in the hour after each new launch are then
           worked out again`,
  noun: 'launches',
  parse: parseLaunchList,
  store: ({ rocketLaunches }, launches) => rocketLaunches.store(launches),
  covers: (launch) => ({ fromMs: launch.launchedMs, toMs: launch.launchedMs + LAUNCH_VISIBLE_MS }),
  recomputed: 'in the hour after the new launches',
  failure: 'The import of launches failed',
});
