import type { ReportFacts } from '../report-clues.ts';
import { makeSighting } from '../../test/sighting-factory.ts';

/** What a report says, nothing but `facts`: the other fields as a bare report leaves them. */
export function reportFacts(facts: Partial<ReportFacts>): ReportFacts {
  return {
    summary: null,
    detailedDescription: null,
    shape: null,
    flightPath: null,
    features: null,
    duration: null,
    tags: [],
    entityEncountered: false,
    landingOccurred: false,
    ...facts,
  };
}

/**
 * Philadelphia, the evening of 28 April 2020 (01:00 UTC on the 29th): Venus at its brightest, low in the
 * west-northwest, and a report that fits it: one steady light, low in the west, for twenty minutes.
 */
export function venusEveningSighting() {
  return makeSighting({
    id: 'venus001',
    summary: 'A bright light low in the west over the river',
    detailedDescription: 'It hovered over the river for twenty minutes and never moved.',
    latitude: 39.95,
    longitude: -75.17,
    timeZone: 'America/New_York',
    occurred: '2020-04-29T01:00:00.000Z',
    duration: '00:20:00',
    shape: 'Star-like',
    flightPath: 'Hovering',
    tags: ['light'],
  });
}
