import { parseCsv } from '../../import/csv-parser.ts';
import { jsonOf } from '../json-text.ts';

/** One rocket launch of a launch list. */
export interface RocketLaunch {
  /** The list's own id when it has one, else the time and site: importing the list again adds nothing. */
  key: string;
  launchedMs: number;
  vehicle: string;
  site: string;
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north; null when the list does not say. */
  ascentAzimuth: number | null;
}

export class LaunchListError extends Error {}

function checked(launch: RocketLaunch, where: string): RocketLaunch {
  if (!Number.isFinite(launch.launchedMs)) {
    throw new LaunchListError(`${where}: the time must be an ISO 8601 date and time, e.g. 2024-05-01T01:50:00Z.`);
  }
  if (!(Math.abs(launch.latitude) <= 90) || !(Math.abs(launch.longitude) <= 180)) {
    throw new LaunchListError(`${where}: the site needs a latitude (-90 to 90) and a longitude (-180 to 180).`);
  }
  if (!launch.vehicle) throw new LaunchListError(`${where}: the vehicle is missing.`);
  if (!launch.site) throw new LaunchListError(`${where}: the site is missing.`);
  if (launch.ascentAzimuth !== null && !(launch.ascentAzimuth >= 0 && launch.ascentAzimuth <= 360)) {
    throw new LaunchListError(`${where}: the ascent azimuth must be between 0 and 360 degrees.`);
  }
  return launch;
}

const optionalNumber = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '' ? null : Number(value);

/** CSV with a header naming: time, site, latitude, longitude, vehicle, and optionally azimuth. */
function parseLaunchCsv(text: string): RocketLaunch[] {
  const [header, ...rows] = parseCsv(text);
  const names = header!.fields.map((field) => field.trim().toLowerCase());
  const missing = ['time', 'site', 'latitude', 'longitude', 'vehicle'].filter((name) => !names.includes(name));
  if (missing.length > 0) throw new LaunchListError(`The header lacks ${missing.join(', ')}.`);
  return rows.map(({ fields, line }) => {
    const value = (name: string) => fields[names.indexOf(name)]?.trim() ?? '';
    const launchedMs = Date.parse(value('time'));
    const site = value('site');
    return checked(
      {
        key: names.includes('id') && value('id') ? value('id') : `${new Date(launchedMs || 0).toISOString()} ${site}`,
        launchedMs,
        vehicle: value('vehicle'),
        site,
        latitude: Number(value('latitude') || Number.NaN),
        longitude: Number(value('longitude') || Number.NaN),
        ascentAzimuth: names.includes('azimuth') ? optionalNumber(value('azimuth')) : null,
      },
      `Line ${line}`,
    );
  });
}

interface LaunchLibraryLaunch {
  id?: string;
  net?: string;
  pad?: { name?: string; latitude?: string | number; longitude?: string | number; location?: { name?: string } };
  rocket?: { configuration?: { name?: string; full_name?: string } };
  ascent_azimuth?: number | string | null;
}

/** Launch Library 2's answer (`results[]` with `net`, `pad` and `rocket.configuration`), or a list of its launches. */
function parseLaunchLibrary(text: string): RocketLaunch[] {
  const parsed = jsonOf(text, (message) => new LaunchListError(message));
  const results = Array.isArray(parsed) ? parsed : (parsed as { results?: unknown }).results;
  if (!Array.isArray(results)) throw new LaunchListError('Expected a list of launches, or an object with results[].');
  return (results as LaunchLibraryLaunch[]).map((launch, index) => {
    const launchedMs = Date.parse(launch.net ?? '');
    const pad = launch.pad ?? {};
    const site = [pad.name, pad.location?.name].filter(Boolean).join(', ');
    return checked(
      {
        key: launch.id ?? `${new Date(launchedMs || 0).toISOString()} ${site}`,
        launchedMs,
        vehicle: launch.rocket?.configuration?.full_name ?? launch.rocket?.configuration?.name ?? '',
        site,
        latitude: Number(pad.latitude ?? Number.NaN),
        longitude: Number(pad.longitude ?? Number.NaN),
        ascentAzimuth: optionalNumber(launch.ascent_azimuth),
      },
      `Launch ${index + 1}`,
    );
  });
}

/** The launches of a launch list: CSV, or the JSON of a Launch Library 2-shaped service. */
export function parseLaunchList(text: string): RocketLaunch[] {
  const start = text.trimStart();
  if (start === '') return [];
  return start.startsWith('{') || start.startsWith('[') ? parseLaunchLibrary(start) : parseLaunchCsv(start);
}
