/**
 * `npm run test:reliability [-- NAME…]`: the reliability and security suite (load, faults, bad input,
 * intruders, backups) on loopback, one file at a time so the load figures are the server's alone.
 * Ends with one 'N passed, N failed' line. NAME picks files whose name contains it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = path.join(here, '..');

/** Quick checks first; the faults next; the load last, alone, on a quiet machine. */
const ORDER = [
  'security',
  'media-paths',
  'hostile-text',
  'fuzz-api',
  'backup-restore',
  'kill-during-reports',
  'alerts-kill',
  'alerts-smtp-outage',
  'alerts-kill-postgres',
  'sigterm-drain',
  'two-processes',
  'live-updates',
  'postgres-outage',
  'postgres-restart-under-load',
  'read-replicas',
  'export-pressure',
  'load',
];
const rank = (file: string) => {
  const index = ORDER.findIndex((name) => path.basename(file) === `${name}.test.ts`);
  return index === -1 ? ORDER.length : index;
};

const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((file) => path.join(here, file));

// The load test asks for a page of the built web app.
if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  console.log('Building the web app first…');
  if (spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL parts run only where a PostgreSQL is found.');
}

let passed = 0;
let failed = 0;
let skipped = 0;
const started = Date.now();
const stream = run({ files, concurrency: 1, timeout: 5 * 60_000 });
stream.on('test:pass', (event) => {
  if (event.details.type === 'suite') return;
  if (event.skip || event.todo) skipped += 1;
  else passed += 1;
});
stream.on('test:fail', (event) => {
  if (event.details.type !== 'suite') failed += 1;
});
stream.compose(spec).pipe(process.stdout);
await new Promise((resolve) => stream.once('close', resolve));

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`reliability suite: ${files.length} files in ${seconds} s${skipped ? `, ${skipped} skipped` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
