import { json2satrec, propagate, twoline2satrec } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { ommOf, parseElementSets } from './element-sets.ts';
import { ISS_LINE_1, ISS_LINE_2, ISS_OMM, VANGUARD_OMM_CSV } from './testing/element-files.ts';

const ISS_EPOCH = Date.parse('2019-12-09T16:38:29.363Z');

describe('parseElementSets', () => {
  it('reads a two-line set: its fields as OMM names them', () => {
    const [set] = parseElementSets(`${ISS_LINE_1}\n${ISS_LINE_2}\n`);
    expect(set).toMatchObject({
      noradId: 25544,
      objectName: 'NORAD 25544',
      objectId: '1998-067A',
      meanMotion: 15.50103472,
      eccentricity: 0.0007417,
      inclination: 51.6439,
      bstar: 3.8792e-5,
      meanMotionDot: 1.764e-5,
      meanMotionDdot: 0,
    });
    expect(Math.abs(set!.epochMs - ISS_EPOCH)).toBeLessThan(1);
  });

  it('reads three-line sets, CelesTrak names and Space-Track "0 NAME" lines, many epochs of one object', () => {
    const text = `ISS (ZARYA)\n${ISS_LINE_1}\n${ISS_LINE_2}\r\n0 ISS (ZARYA)\r\n${ISS_LINE_1.replace('19343.69339541', '19344.69339541').replace('9991', '9992')}\r\n${ISS_LINE_2}\r\n`;
    const sets = parseElementSets(text);
    expect(sets.map((set) => set.objectName)).toEqual(['ISS (ZARYA)', 'ISS (ZARYA)']);
    expect(sets[1]!.epochMs - sets[0]!.epochMs).toBe(86_400_000);
  });

  it('reads OMM as JSON (a list or one object) and as CSV', () => {
    const [fromList] = parseElementSets(JSON.stringify([ISS_OMM]));
    const [fromObject] = parseElementSets(JSON.stringify({ ...ISS_OMM, MEAN_MOTION: String(ISS_OMM.MEAN_MOTION) }));
    expect(fromList).toEqual(fromObject);
    expect(fromList).toMatchObject({ noradId: 25544, objectName: 'ISS (ZARYA)', epochMs: ISS_EPOCH });
    const [vanguard] = parseElementSets(VANGUARD_OMM_CSV);
    expect(vanguard).toMatchObject({
      noradId: 5,
      objectName: 'VANGUARD 1',
      objectId: '1958-002B',
      eccentricity: 0.1845686,
      bstar: -0.22483e-4,
      epochMs: Date.parse('2020-10-13T04:52:48.472Z'),
    });
  });

  it('a set read from two lines propagates as the library reads those lines, within 10 m', () => {
    const [set] = parseElementSets(`${ISS_LINE_1}\n${ISS_LINE_2}`);
    const instant = new Date(ISS_EPOCH + 3 * 3_600_000);
    const ours = propagate(json2satrec(ommOf(set!)), instant)!.position;
    const library = propagate(twoline2satrec(ISS_LINE_1, ISS_LINE_2), instant)!.position;
    const distance = Math.hypot(ours.x - library.x, ours.y - library.y, ours.z - library.z);
    // The epoch is kept to the millisecond (the lines give a tenth of one): 7.7 km/s × 0.5 ms is 4 m.
    expect(distance).toBeLessThan(0.01);
  });

  it('refuses damaged sets, naming the line', () => {
    expect(() => parseElementSets(`${ISS_LINE_1}\n${ISS_LINE_2.replace('51.6439', '51.6449')}`)).toThrow(
      'Line 1: the checksum does not match; the set is damaged.',
    );
    expect(() => parseElementSets(`NAME\n${ISS_LINE_1}\nNAME`)).toThrow('Line 3: line 1 is not followed by a line 2.');
    expect(() => parseElementSets(JSON.stringify([{ ...ISS_OMM, MEAN_MOTION: undefined }]))).toThrow(
      'Record 1: MEAN_MOTION is missing.',
    );
    expect(() => parseElementSets('[{"NORAD_CAT_ID": 5')).toThrow(/^Not valid JSON/);
    expect(() => parseElementSets('hello\nworld')).toThrow('No element sets found');
  });
});
