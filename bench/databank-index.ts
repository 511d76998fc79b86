/**
 * Writes a NUFORC databank index of N rows (120,000 unless told) for timing the importer on it:
 * `node bench/databank-index.ts FILE [--rows N]`, then `npm run import -- FILE` prints the time and how
 * many rows were placed. Its places are drawn, the larger more often, from the gazetteer's US and Canadian
 * towns and the US post offices, and written as such indexes write them: mostly as they are, some as two
 * places in one, with a direction, misspelt, with a country in brackets, or not placeable at all; some
 * rows give no time. The same N gives the same file.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadCities } from '../server/geodata/cities.ts';

const { values, positionals } = parseArgs({
  options: { rows: { type: 'string', default: '120000' } },
  allowPositionals: true,
});
const file = positionals[0];
const rows = Number(values.rows);
if (!file || !Number.isInteger(rows) || rows < 1) {
  console.error('Usage: node bench/databank-index.ts FILE [--rows N]');
  process.exit(1);
}

let seed = rows;
/** A small deterministic generator (mulberry32): the same file for the same N. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const PROVINCES: Record<string, string> = { '01': 'AB', '02': 'BC', '03': 'MB', '08': 'ON', '10': 'QC', '11': 'SK' };
const towns = loadCities().flatMap((city) => {
  const state = city.country === 'US' ? city.adminCode : city.country === 'CA' ? PROVINCES[city.adminCode] : undefined;
  // Bigger towns report more: a place is listed once per 20,000 people, at least once.
  return state ? Array(Math.min(200, 1 + Math.floor(city.population / 20_000))).fill([city.name, state]) : [];
}) as Array<[string, string]>;
const { codes } = createRequire(import.meta.url)('zipcodes/lib/codes.js') as {
  codes: Record<string, { city: string; state: string }>;
};
const postOffices = Object.values(codes).map((zip) => [zip.city, zip.state] as [string, string]);
const ABROAD = [
  'London (UK/England)',
  'Toronto (Canada)',
  'Sydney (Australia)',
  'Tokyo (Japan)',
  'Mexico City (Mexico)',
];
const SHAPES = ['Light', 'Circle', 'Triangle', 'Fireball', 'Disk', 'Sphere', 'Orb', 'Oval', 'Cigar', 'Formation'];
const DURATIONS = ['5 minutes', '30 sec', '2.5 hrs', 'about 10 min', '1 hour', 'several minutes', '', '15 seconds'];

function misspelt(name: string): string {
  if (name.length < 6) return name;
  const at = 2 + Math.floor(random() * (name.length - 4));
  return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
}

function place(): [string, string] {
  const roll = random();
  if (roll < 0.7) return pick(towns);
  if (roll < 0.85) return pick(postOffices);
  if (roll < 0.88) {
    const [first, state] = pick(towns);
    return [`${first}/${pick(towns)[0]}`, state];
  }
  if (roll < 0.91) {
    const [name, state] = pick(towns);
    return [`${pick(['North', 'South', 'East', 'West'])} ${name}`, state];
  }
  if (roll < 0.94) {
    const [name, state] = pick(towns);
    return [misspelt(name), state];
  }
  if (roll < 0.97) return [pick(ABROAD), ''];
  return [`Unknown place ${Math.floor(random() * 1000)}`, pick(towns)[1]];
}

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const lines = ['Date / Time,City,State,Shape,Duration,Summary,Posted'];
for (let row = 0; row < rows; row++) {
  const year = 1960 + Math.floor(random() * 60);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const hour = Math.floor(random() * 24);
  const minute = Math.floor(random() * 60);
  const date = `${month}/${day}/${String(year % 100).padStart(2, '0')}`;
  const time = random() < 0.05 ? '' : ` ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const posted = Math.max(year, 1998) + Math.floor(random() * 2);
  const [city, state] = place();
  const shape = pick(SHAPES);
  const summary = `${shape} seen over ${city}, report ${row + 1}; it moved slowly and then vanished.`;
  lines.push(
    [
      `${date}${time}`,
      city,
      state,
      shape,
      pick(DURATIONS),
      summary,
      `${month}/${day}/${String(Math.min(posted, 2019) % 100).padStart(2, '0')}`,
    ]
      .map(quote)
      .join(','),
  );
}
writeFileSync(file, `${lines.join('\n')}\n`);
console.log(`Wrote ${rows.toLocaleString('en-US')} rows of a NUFORC databank index to ${file}.`);
