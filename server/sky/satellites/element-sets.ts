import type { OMMJsonObject } from 'satellite.js';
import { parseCsv } from '../../import/csv-parser.ts';
import { jsonOf } from '../json-text.ts';

/** One published element set of one object at one epoch: OMM's mean elements, angles in degrees. */
export interface ElementSet {
  noradId: number;
  /** The epoch, in milliseconds since 1970 (UTC). */
  epochMs: number;
  objectName: string;
  /** The international designator, e.g. 2024-001A: the launch's year and number, then the piece. */
  objectId: string;
  /** Revolutions a day. */
  meanMotion: number;
  eccentricity: number;
  inclination: number;
  raOfAscNode: number;
  argOfPericenter: number;
  meanAnomaly: number;
  bstar: number;
  meanMotionDot: number;
  meanMotionDdot: number;
}

export class ElementFormatError extends Error {}

/** A set as OMM's JSON names its fields, as satellite.js reads it. */
export function ommOf(set: ElementSet): OMMJsonObject {
  return {
    OBJECT_NAME: set.objectName,
    OBJECT_ID: set.objectId,
    EPOCH: new Date(set.epochMs).toISOString(),
    MEAN_MOTION: set.meanMotion,
    ECCENTRICITY: set.eccentricity,
    INCLINATION: set.inclination,
    RA_OF_ASC_NODE: set.raOfAscNode,
    ARG_OF_PERICENTER: set.argOfPericenter,
    MEAN_ANOMALY: set.meanAnomaly,
    NORAD_CAT_ID: set.noradId,
    BSTAR: set.bstar,
    MEAN_MOTION_DOT: set.meanMotionDot,
    MEAN_MOTION_DDOT: set.meanMotionDdot,
  } as OMMJsonObject;
}

const DAY_MS = 86_400_000;

/** TLE's "assumed decimal point" fields: " 12345-3" is 0.12345e-3. */
function assumedDecimal(field: string): number {
  const text = field.trim();
  const match = /^([+-]?)\.?(\d+)([+-]\d+)?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(`${match[1]}0.${match[2]}e${match[3] ?? '0'}`);
}

/** Catalogue numbers past 99999 are written Alpha-5 (A0000 = 100000; I and O are skipped). */
function catalogueNumber(field: string): number {
  const text = field.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const letter = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.indexOf(text[0]?.toUpperCase() ?? '');
  return letter >= 0 && /^\d{4}$/.test(text.slice(1)) ? (letter + 10) * 10_000 + Number(text.slice(1)) : Number.NaN;
}

/** "98067A" as OMM writes it: "1998-067A" (two-digit years from 57 are the 1900s, as in the catalogue). */
function designatorOf(field: string): string {
  const text = field.trim();
  if (!/^\d{5}/.test(text)) return text;
  const year = Number(text.slice(0, 2));
  return `${year < 57 ? 2000 + year : 1900 + year}-${text.slice(2)}`;
}

function checksumFits(line: string): boolean {
  let sum = 0;
  for (const character of line.slice(0, 68)) {
    if (character >= '0' && character <= '9') sum += Number(character);
    else if (character === '-') sum += 1;
  }
  return sum % 10 === Number(line[68]);
}

function fromTwoLines(name: string | null, line1: string, line2: string): ElementSet {
  const yearOfCentury = Number(line1.slice(18, 20));
  const year = yearOfCentury < 57 ? 2000 + yearOfCentury : 1900 + yearOfCentury;
  const dayOfYear = Number(line1.slice(20, 32));
  const noradId = catalogueNumber(line1.slice(2, 7));
  return {
    noradId,
    epochMs: Math.round(Date.UTC(year, 0, 1) + (dayOfYear - 1) * DAY_MS),
    objectName: name ?? `NORAD ${noradId}`,
    objectId: designatorOf(line1.slice(9, 17)),
    meanMotionDot: Number(line1.slice(33, 43)),
    meanMotionDdot: assumedDecimal(line1.slice(44, 52)),
    bstar: assumedDecimal(line1.slice(53, 61)),
    inclination: Number(line2.slice(8, 16)),
    raOfAscNode: Number(line2.slice(17, 25)),
    eccentricity: Number(`0.${line2.slice(26, 33).trim()}`),
    argOfPericenter: Number(line2.slice(34, 42)),
    meanAnomaly: Number(line2.slice(43, 51)),
    meanMotion: Number(line2.slice(52, 63)),
  };
}

/** Two- and three-line sets (CelesTrak's names, or Space-Track's "0 NAME" lines), any number of them. */
function parseTwoLineSets(text: string): ElementSet[] {
  const lines = text.split(/\r\n|\r|\n/);
  const sets: ElementSet[] = [];
  let name: string | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trimEnd();
    if (line.trim() === '') continue;
    if (!line.startsWith('1 ')) {
      if (line.startsWith('2 ')) throw new ElementFormatError(`Line ${index + 1}: a line 2 without its line 1.`);
      name = line.replace(/^0 /, '').trim();
      continue;
    }
    const line2 = (lines[index + 1] ?? '').trimEnd();
    if (!line2.startsWith('2 ')) throw new ElementFormatError(`Line ${index + 2}: line 1 is not followed by a line 2.`);
    if (line.length < 69 || line2.length < 69) {
      throw new ElementFormatError(`Line ${index + 1}: a two-line element set has lines of 69 characters.`);
    }
    if (!checksumFits(line) || !checksumFits(line2)) {
      throw new ElementFormatError(`Line ${index + 1}: the checksum does not match; the set is damaged.`);
    }
    sets.push(checked(fromTwoLines(name, line, line2), `Line ${index + 1}`));
    name = null;
    index++;
  }
  return sets;
}

type OmmRecord = Record<string, unknown>;

function fromOmm(record: OmmRecord, where: string): ElementSet {
  const number = (field: string) => {
    const value = record[field];
    if (value === undefined || value === null || value === '') {
      throw new ElementFormatError(`${where}: ${field} is missing.`);
    }
    return Number(value);
  };
  const epochText = String(record.EPOCH ?? '');
  const epochMs = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(epochText) ? epochText : `${epochText}Z`);
  const noradId = number('NORAD_CAT_ID');
  return checked(
    {
      noradId,
      epochMs,
      objectName: String(record.OBJECT_NAME ?? `NORAD ${noradId}`).trim(),
      objectId: String(record.OBJECT_ID ?? '').trim(),
      meanMotion: number('MEAN_MOTION'),
      eccentricity: number('ECCENTRICITY'),
      inclination: number('INCLINATION'),
      raOfAscNode: number('RA_OF_ASC_NODE'),
      argOfPericenter: number('ARG_OF_PERICENTER'),
      meanAnomaly: number('MEAN_ANOMALY'),
      bstar: Number(record.BSTAR ?? 0),
      meanMotionDot: Number(record.MEAN_MOTION_DOT ?? 0),
      meanMotionDdot: Number(record.MEAN_MOTION_DDOT ?? 0),
    },
    where,
  );
}

function checked(set: ElementSet, where: string): ElementSet {
  const numbers = Object.entries(set).filter(([, value]) => typeof value === 'number');
  const broken = numbers.find(([, value]) => !Number.isFinite(value));
  if (broken) throw new ElementFormatError(`${where}: ${broken[0]} is not a number.`);
  if (!Number.isInteger(set.noradId) || set.noradId <= 0) {
    throw new ElementFormatError(`${where}: the catalogue number must be a positive whole number.`);
  }
  if (set.meanMotion <= 0 || set.eccentricity < 0 || set.eccentricity >= 1) {
    throw new ElementFormatError(`${where}: not an Earth orbit (mean motion or eccentricity out of range).`);
  }
  return set;
}

function parseOmmJson(text: string): ElementSet[] {
  const parsed = jsonOf(text, (message) => new ElementFormatError(message));
  const records = Array.isArray(parsed) ? parsed : [parsed];
  return records.map((record, index) => {
    if (typeof record !== 'object' || record === null) {
      throw new ElementFormatError(`Record ${index + 1}: not an OMM object.`);
    }
    return fromOmm(record as OmmRecord, `Record ${index + 1}`);
  });
}

function parseOmmCsv(text: string): ElementSet[] {
  const [header, ...rows] = parseCsv(text);
  const names = header!.fields.map((field) => field.trim().toUpperCase());
  return rows.map(({ fields, line }) =>
    fromOmm(Object.fromEntries(names.map((name, column) => [name, fields[column]])), `Line ${line}`),
  );
}

/**
 * The element sets of a file, whatever its format: two- or three-line sets (CelesTrak, Space-Track),
 * or OMM as JSON (one object or a list) or CSV (with OMM's field names as the header). A file may hold
 * many epochs of the same object. Anything unreadable stops it, naming the line or record.
 */
export function parseElementSets(text: string): ElementSet[] {
  const start = text.trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return parseOmmJson(start);
  const firstLine = start.split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (/NORAD_CAT_ID/i.test(firstLine) && firstLine.includes(',')) return parseOmmCsv(start);
  const sets = parseTwoLineSets(text);
  if (sets.length === 0 && start !== '') {
    throw new ElementFormatError('No element sets found: expected two- or three-line sets, or OMM as JSON or CSV.');
  }
  return sets;
}
