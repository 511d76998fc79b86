import { describe, expect, it } from 'vitest';
import { cluesOf, type ReportFacts } from './report-clues.ts';
import { reportFacts } from './testing/sky-reports.ts';

/** What a report with these fields says. */
const cluesOfReport = (fields: Partial<ReportFacts>) => cluesOf(reportFacts(fields));

describe('what a report says about a light in the sky', () => {
  it('reads a single steady light watched for minutes in the west', () => {
    const clues = cluesOfReport({
      summary: 'A bright light in the west',
      detailedDescription: 'It hovered over the hills and did not move for twenty minutes.',
      duration: '00:20:00',
    });
    expect(clues).toEqual({
      singleLight: true,
      stationaryOrSlow: true,
      longDuration: true,
      directions: ['W'],
      misfits: [],
      severalLights: false,
      fast: false,
      landingOrBeings: false,
      watchedSeconds: 1200,
    });
  });

  it('takes the fields too: a star-like shape, a hovering flight path, several choices in one field', () => {
    const clues = cluesOfReport({ shape: 'Circle, Star-like', flightPath: 'Hovering', duration: '00:05:00' });
    expect(clues).toMatchObject({ singleLight: true, stationaryOrSlow: true, longDuration: true });
  });

  it('names what no planet does: several lights, fast movement, a landing, a few seconds', () => {
    const clues = cluesOfReport({
      summary: 'Three orange lights in formation',
      detailedDescription: 'They shot off to the north.',
      flightPath: 'Erratic Maneuvers',
      landingOccurred: true,
      duration: '00:00:10',
    });
    expect(clues.singleLight).toBe(false);
    expect(clues.stationaryOrSlow).toBe(false);
    expect(clues.longDuration).toBe(false);
    expect(clues.misfits).toEqual([
      'several lights',
      'fast or sudden movement',
      'a landing or beings',
      'a sighting of a few seconds',
    ]);
  });

  it('reads lights in a line as several lights, as a Starlink train shows them', () => {
    expect(cluesOfReport({ summary: 'A string of lights crossed the sky' }).severalLights).toBe(true);
    expect(cluesOfReport({ summary: 'Lights moving in single file' }).severalLights).toBe(true);
    expect(cluesOfReport({ summary: 'A light moving in a straight line' }).severalLights).toBe(false);
  });

  it('reads nothing into an empty report', () => {
    expect(cluesOfReport({})).toEqual({
      singleLight: false,
      stationaryOrSlow: false,
      longDuration: false,
      directions: [],
      misfits: [],
      severalLights: false,
      fast: false,
      landingOrBeings: false,
      watchedSeconds: null,
    });
  });
});
