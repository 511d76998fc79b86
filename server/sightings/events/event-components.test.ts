import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUFFIX_BITS } from '../../../common/api/timeline-order.ts';
import {
  componentsOf,
  DisjointSets,
  linkCloseReports,
  type EventRules,
  type PlacedReport,
} from './event-components.ts';

const RULES: EventRules = { distanceKm: 50, minutes: 45 };

/** Great-circle distance by the haversine formula: the rule as written, pair by pair. */
function haversineKm(a: PlacedReport, b: PlacedReport): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLng = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every pair compared: the quadratic answer the sweep must equal. */
function groupsByEveryPair(reports: readonly PlacedReport[], rules: EventRules): number[] {
  const sets = new DisjointSets(reports.length);
  for (let a = 0; a < reports.length; a += 1) {
    for (let b = a + 1; b < reports.length; b += 1) {
      const minutes = Math.abs(Math.floor(reports[a]!.key / SUFFIX_BITS) - Math.floor(reports[b]!.key / SUFFIX_BITS));
      if (minutes <= rules.minutes && haversineKm(reports[a]!, reports[b]!) <= rules.distanceKm) sets.union(a, b);
    }
  }
  return [...componentsOf(sets, reports.length).root];
}

function groupsBySweep(reports: readonly PlacedReport[], rules: EventRules): number[] {
  const sets = new DisjointSets(reports.length);
  linkCloseReports(reports, rules, sets);
  return [...componentsOf(sets, reports.length).root];
}

const report = (minute: number, latitude: number, longitude: number, suffix = 0): PlacedReport => ({
  key: minute * SUFFIX_BITS + suffix,
  latitude,
  longitude,
});

describe('grouping reports into events', () => {
  it('joins reports within 50 km and 45 minutes, and chains of them', () => {
    // Phoenix; Mesa (25 km east) 30 minutes later; Apache Junction (another 20 km) 40 minutes after that.
    const chain = [report(0, 33.45, -112.07), report(30, 33.42, -111.83), report(70, 33.41, -111.55)];
    expect(groupsBySweep(chain, RULES)).toEqual([0, 0, 0]);
    // Tucson, 160 km away at the same time, and Phoenix a day later, stand alone.
    const apart = [report(0, 33.45, -112.07), report(1, 32.22, -110.97), report(1440, 33.45, -112.07)];
    expect(groupsBySweep(apart, RULES)).toEqual([0, 1, 2]);
  });

  it('compares the minutes and the great-circle distance at their limits', () => {
    // 0.4° of latitude is 44.5 km; 0.46° is 51.2 km.
    expect(groupsBySweep([report(0, 10, 20), report(45, 10.4, 20)], RULES)).toEqual([0, 0]);
    expect(groupsBySweep([report(0, 10, 20), report(46, 10.4, 20)], RULES)).toEqual([0, 1]);
    expect(groupsBySweep([report(0, 10, 20), report(1, 10.46, 20)], RULES)).toEqual([0, 1]);
  });

  it('finds neighbours across the antimeridian and at the poles', () => {
    expect(groupsBySweep([report(0, -16.8, 179.9), report(5, -16.8, -179.9)], RULES)).toEqual([0, 0]);
    expect(groupsBySweep([report(0, 89.9, 0), report(5, 89.9, 180)], RULES)).toEqual([0, 0]);
  });

  it('groups as comparing every pair does, for any reports and rules', () => {
    const reportArbitrary = fc.record({
      minute: fc.integer({ min: 0, max: 600 }),
      // Crowded areas, so that many reports meet: around two points and anywhere.
      place: fc.oneof(
        fc.tuple(fc.double({ min: 33, max: 34.5, noNaN: true }), fc.double({ min: -112.5, max: -111, noNaN: true })),
        fc.tuple(fc.double({ min: 88, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })),
        fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })),
      ),
    });
    fc.assert(
      fc.property(
        fc.array(reportArbitrary, { maxLength: 80 }),
        fc.record({ distanceKm: fc.integer({ min: 1, max: 1000 }), minutes: fc.integer({ min: 1, max: 120 }) }),
        (drawn, rules) => {
          const reports = drawn
            .map(({ minute, place }, index) => report(minute, place[0], place[1], index))
            .sort((a, b) => a.key - b.key);
          expect(groupsBySweep(reports, rules)).toEqual(groupsByEveryPair(reports, rules));
        },
      ),
      { numRuns: 300 },
    );
  });
});
