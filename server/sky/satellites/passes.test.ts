import { describe, expect, it } from 'vitest';
import { parseElementSets } from './element-sets.ts';
import { satellitePasses } from './passes.ts';
import { ISS_LINE_1, ISS_LINE_2 } from './testing/element-files.ts';

const [iss] = parseElementSets(`ISS (ZARYA)\n${ISS_LINE_1}\n${ISS_LINE_2}`);
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('satellite passes', () => {
  /**
   * The evening pass of 9 December 2019 over Philadelphia, from the ISS's published elements of that
   * day, worked out independently with python-sgp4 2.15 (Debian's python3-sgp4: Vallado's SGP4 for the
   * position) and topocentric angles written separately (GMST by IAU 1982, the WGS-84 ellipsoid),
   * scanned second by second: above 10° at 22:51:52 UTC in azimuth 309.5°, highest at 22:55:13 at
   * 78.3° in azimuth 38.0°, below 10° at 22:58:35 in azimuth 124.0°.
   */
  it('the ISS over Philadelphia at dusk: rise, highest point and set as computed independently', () => {
    const start = Date.parse('2019-12-09T22:54:00Z');
    const [pass, ...others] = satellitePasses([iss!], {
      latitude: 39.95,
      longitude: -75.17,
      startMs: start,
      endMs: start + 120_000,
    });
    expect(others).toEqual([]);
    expect(pass).toMatchObject({ noradId: 25544, name: 'ISS (ZARYA)', objectId: '1998-067A', from: 'NW', to: 'SE' });
    expect(Math.abs(seconds(pass!.rises!) - seconds('2019-12-09T22:51:52Z'))).toBeLessThanOrEqual(30);
    expect(Math.abs(seconds(pass!.sets!) - seconds('2019-12-09T22:58:35Z'))).toBeLessThanOrEqual(30);
    expect(Math.abs(seconds(pass!.highest.time) - seconds('2019-12-09T22:55:13Z'))).toBeLessThanOrEqual(30);
    expect(Math.abs(pass!.highest.altitude - 78.3)).toBeLessThanOrEqual(1);
    expect(Math.abs(pass!.highest.azimuth - 38.0)).toBeLessThanOrEqual(1);
    // High and near in the sunlight: the ISS at its brightest, about magnitude −4.
    expect(pass!.magnitude).toBeLessThan(-3);
    expect(pass!.magnitude).toBeGreaterThan(-4.5);
  });

  it('no pass when it was below 10° or in the Earth shadow the whole window', () => {
    const place = { latitude: 39.95, longitude: -75.17 };
    const before = Date.parse('2019-12-09T22:40:00Z');
    expect(satellitePasses([iss!], { ...place, startMs: before, endMs: before + 120_000 })).toEqual([]);
    // The pass of 00:30 the next night stands low in the southwest, in the Earth's shadow by then.
    const late = Date.parse('2019-12-10T00:31:00Z');
    expect(satellitePasses([iss!], { ...place, startMs: late, endMs: late + 60_000 })).toEqual([]);
  });
});
