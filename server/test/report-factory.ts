import type { ReportRequest } from '../../common/schemas/report.ts';

/** What the report wizard sends for a plausible sighting near Lake Tahoe; override what the test is about. */
export function makeReport(overrides: Partial<Record<keyof ReportRequest, unknown>> = {}): Record<string, unknown> {
  return {
    summary: 'Three orange lights hovered over the lake, then shot north',
    detailedDescription:
      'Around 10 pm we were walking along the shore. Three bright orange lights in a triangle hovered silently above the water for about five minutes. Then they shot north and were gone.',
    occurred: '2024-05-01T22:15:00.000Z',
    latitude: 38.94,
    longitude: -119.98,
    altitude: 'Treetop',
    distance: 'Over 1 Mile',
    duration: '00:05:00',
    features: 'Lights, Silent',
    flightPath: 'Hovering, Straight Line',
    shape: 'Triangle',
    tags: ['lights', 'triangle'],
    entityEncountered: false,
    landingOccurred: false,
    ...overrides,
  } satisfies Record<string, unknown>;
}
