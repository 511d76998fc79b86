import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import { LruCache } from './lru-cache.ts';

export { utcFromLocalClock, zoneOffsetMs } from '../../common/display/zone-clock.ts';

type FindZones = (latitude: number, longitude: number) => string[];

/**
 * geo-tz keeps each piece of the border map it has decoded (21,525 pieces for the world). Bounded, a
 * lookup over the whole world keeps the busiest; the United States take some 1,100 pieces, 75 MB of
 * heap, and a cache smaller than a country's pieces decodes them again and again (3× slower at 400).
 */
const DECODED_PIECES = 2000;
const NEVER_EXPIRES_MS = Number.MAX_SAFE_INTEGER / 2;

let findZones: FindZones | undefined;

/**
 * The full-resolution zone borders (geo-tz, built from timezone-boundary-builder, every zone of the
 * tz database with its history before 1970): read from the package's files on first use, so a process
 * that never asks for a zone never pays for the index (40 ms, 1 MB of JSON).
 */
function preciseLookup(): FindZones {
  if (!findZones) {
    const require = createRequire(import.meta.url);
    const geoTz = require('geo-tz/all') as typeof import('geo-tz/all');
    geoTz.setCache({ store: new LruCache<unknown>(DECODED_PIECES, NEVER_EXPIRES_MS) });
    findZones = geoTz.find;
  }
  return findZones;
}

/**
 * The IANA time zone at a place, offline; null for a place it cannot read. On land the legal zone,
 * from the full-resolution borders; at sea, where those answer only a nautical zone (Etc/GMT+5, no
 * daylight saving), the zone of the nearest land, as a sighting off a coast is told in the coast's time.
 */
export function zoneAt(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  try {
    const zone = preciseLookup()(latitude, longitude)[0];
    if (zone && !zone.startsWith('Etc/')) return zone;
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}
