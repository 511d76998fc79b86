/**
 * `npm test`: the type check and lint, unit and API tests on SQLite (and on PostgreSQL when TEST_DATABASE_URL is
 * set), then the browser tests when a Chromium is found, saying plainly when they are skipped.
 * Ends with one 'N passed, N failed' line over everything that ran.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'test-results', 'summary');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(command: string, args: string[], environment: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...environment } });
  return result.status ?? 1;
}

/** Runs a command beside others, its output held back and printed when it ends, so outputs do not mix. */
function runBeside(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', () => resolve(1));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      resolve(status ?? 1);
    });
  });
}

function readJson(file: string): any {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const problems: string[] = [];

console.log('▶ Type check and lint');
// Each leaves a core idle much of the time: side by side they take two thirds as long.
const [typeCheck, lint] = await Promise.all([
  runBeside('tsc', ['--noEmit']),
  runBeside('npm', ['run', '--silent', 'lint']),
]);
if (typeCheck !== 0) problems.push('the type check failed');
if (lint !== 0) problems.push('lint or formatting failed');

console.log(
  process.env.TEST_DATABASE_URL
    ? '▶ Unit and API tests on SQLite and PostgreSQL'
    : '▶ Unit and API tests on SQLite (set TEST_DATABASE_URL to run them on PostgreSQL too)',
);
const vitestReport = path.join(resultsDir, 'vitest.json');
const vitestStatus = run('vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (vitestStatus !== 0) problems.push('unit and API tests failed');

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log(`▶ Browser tests in ${chromium}`);
  const buildStatus = run('npm', ['run', 'build:web']);
  if (buildStatus !== 0) problems.push('the web build failed');
  else {
    const playwrightReport = path.join(resultsDir, 'playwright.json');
    const status = run('playwright', ['test', '--reporter=list,json'], {
      CHROME_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    const playwright = readJson(playwrightReport);
    if (playwright) {
      passed += playwright.stats.expected + playwright.stats.flaky;
      failed += playwright.stats.unexpected;
      skipped += playwright.stats.skipped;
    }
    if (status !== 0) problems.push('browser tests failed');
  }
} else {
  console.log(`▶ Browser tests skipped: no Chromium at ${chromium} (install Debian's chromium or set CHROME_PATH).`);
}

if (problems.length) console.log(`✖ ${problems.join('; ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(problems.length ? 1 : 0);
