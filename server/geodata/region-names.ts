import { US_STATE_NAMES } from './us-states.ts';

/** A first-level division as the gazetteer codes it, with the name and abbreviation people type. */
export interface Region {
  country: string;
  adminCode: string;
  name: string;
  abbreviation: string;
}

type RegionTable = Record<string, [name: string, abbreviation: string]>;

// GeoNames codes divisions of these countries by number or letters, which nobody types: name them.
const CANADA: RegionTable = {
  '01': ['Alberta', 'AB'],
  '02': ['British Columbia', 'BC'],
  '03': ['Manitoba', 'MB'],
  '04': ['New Brunswick', 'NB'],
  '05': ['Newfoundland and Labrador', 'NL'],
  '07': ['Nova Scotia', 'NS'],
  '08': ['Ontario', 'ON'],
  '09': ['Prince Edward Island', 'PE'],
  '10': ['Quebec', 'QC'],
  '11': ['Saskatchewan', 'SK'],
  '12': ['Yukon', 'YT'],
  '13': ['Northwest Territories', 'NT'],
  '14': ['Nunavut', 'NU'],
};
const AUSTRALIA: RegionTable = {
  '01': ['Australian Capital Territory', 'ACT'],
  '02': ['New South Wales', 'NSW'],
  '03': ['Northern Territory', 'NT'],
  '04': ['Queensland', 'QLD'],
  '05': ['South Australia', 'SA'],
  '06': ['Tasmania', 'TAS'],
  '07': ['Victoria', 'VIC'],
  '08': ['Western Australia', 'WA'],
};
const UNITED_KINGDOM: RegionTable = {
  ENG: ['England', 'ENG'],
  SCT: ['Scotland', 'SCT'],
  WLS: ['Wales', 'WLS'],
  NIR: ['Northern Ireland', 'NIR'],
};

const tables: Record<string, RegionTable> = {
  US: Object.fromEntries(Object.entries(US_STATE_NAMES).map(([code, name]) => [code, [name, code]])),
  CA: CANADA,
  AU: AUSTRALIA,
  GB: UNITED_KINGDOM,
};

export const REGIONS: readonly Region[] = Object.entries(tables).flatMap(([country, table]) =>
  Object.entries(table).map(([adminCode, [name, abbreviation]]) => ({ country, adminCode, name, abbreviation })),
);

const byKey = new Map(REGIONS.map((region) => [`${region.country}.${region.adminCode}`, region]));

/** The region's English name, or null where the gazetteer's code means nothing to a reader. */
export function regionName(country: string, adminCode: string): string | null {
  return byKey.get(`${country}.${adminCode}`)?.name ?? null;
}
