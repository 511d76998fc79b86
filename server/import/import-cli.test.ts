import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SKYWATCH_CSV_HEADER } from './skywatch-csv.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'nuforc-sample.csv');
const dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-cli-'));

/** Runs a CLI as `npm run` would, on a SQLite file of its own. */
function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'server/cli', script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'false' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('import, export and seed:synthetic commands', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('imports a file, lists skipped rows and sums up', () => {
    const first = run('import.ts', FIXTURE);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/nuforc format\): 31 rows read, 27 added, 0 already stored, 4 skipped in [\d.]+ s/);
    expect(first.stderr).toContain('line 17: invalid latitude (33q.200088)');
    expect(first.stderr).toContain('Skipped by reason:\n  invalid latitude: 1');
    expect(run('import.ts', FIXTURE).stdout).toContain('0 added, 27 already stored');
  });

  it("imports NUFORC's databank index and another catalogue's table, and counts how rows were placed", () => {
    const databank = path.join(import.meta.dirname, 'fixtures', 'nuforc-databank-sample.csv');
    const dry = run('import.ts', databank, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('The first 5 rows as they would be stored:');
    expect(dry.stdout).toMatch(/Dry run of .* \(nuforc-databank format\), nothing stored: 15 rows read/);
    const imported = run('import.ts', databank);
    expect(imported.stdout).toMatch(/nuforc-databank format\): 15 rows read, 13 added/);
    expect(imported.stdout).toContain('Places: 10 placed exactly, 3 approximately, 2 skipped; 0 flagged for staff');

    const cases = path.join(import.meta.dirname, 'fixtures', 'mufon-style-cases.csv');
    const columns = 'id=Case Number,occurred=Date,city=Town,region=State,country=Country,latitude=Lat,longitude=Lon';
    const mapped = run('import.ts', cases, '--columns', columns, '--source', 'MUFON');
    expect(mapped.stdout).toMatch(/columns format\): 6 rows read, 4 added, 0 already stored, 2 skipped/);
    expect(mapped.stdout).toContain('1 flagged for staff');
    expect(mapped.stderr).toContain('line 4: 51.5072, -0.1276 is 9,671 km from Cape Town, South Africa');
    const wrong = run('import.ts', cases, '--columns', 'when=Date');
    expect(wrong).toMatchObject({ code: 1 });
    expect(wrong.stderr).toContain('--columns: unknown field "when"');
  }, 120_000); // three imports, each a process loading the gazetteer

  it('fails clearly on a missing file and an unknown format', () => {
    const missing = run('import.ts', path.join(dataDir, 'nope.csv'));
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('File not found');
    const unknown = run('import.ts', path.join(ROOT, 'package.json'));
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('Unknown CSV format');
  });

  it('exports what it holds and seeds synthetic rows', () => {
    const seeded = run('seed-synthetic.ts', '--count', '300', '--seed', 'cli');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/Seeded 300 of 300 synthetic sightings .* rows\/s/);
    const file = path.join(dataDir, 'export.csv');
    const exported = run('export.ts', file);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^Exported 344 sightings to /);
    expect(readFileSync(file, 'utf8').split('\r\n')[0]).toBe(SKYWATCH_CSV_HEADER.join(','));
  });
});
