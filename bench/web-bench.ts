/**
 * The web's performance figures: Lighthouse (mobile) scores for each public page, and the gzipped
 * JavaScript each page loads, measured from the scripts Chromium really fetched.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { mainThreadTasks } from './trace-tasks.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const webRoot = path.join(root, 'dist/web');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JS_BUDGET_BYTES = 150 * 1024;
// The home page's code to start (hydrate) with: what the page lists for after its first paint, before
// the map, the timeline's chart and the dialogs, each fetched later by a dynamic import.
const HOME_START_BUDGET_BYTES = 155 * 1024;
const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
// The metrics behind the performance score, printed so a low score says where the time went.
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
// BENCH_LIGHTHOUSE_DIR=/tmp/lh keeps each page's full report there, to read the audits behind a score.
const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
// Lighthouse slows the CPU four times for a phone. On a machine twice as fast as another, eight times
// here scores what four times does there: BENCH_LIGHTHOUSE_CPU_SLOWDOWN=8 shows a slow machine's score.
const cpuSlowdown = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 4);

function gzippedSize(assetPath: string): number {
  const file = path.join(webRoot, assetPath);
  if (!existsSync(file)) return 0;
  const precompressed = `${file}.gz`;
  return existsSync(precompressed) ? statSync(precompressed).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The gzipped code a served page lists to start with (its entry and that entry's chunks,
 * server/pages/page-html.ts): the same on any machine, unlike the scripts a run happens to fetch.
 */
async function startCodeBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const listing = /<script type="application\/json" id="skywatch-app-code">([^<]*)<\/script>/.exec(html)?.[1];
  if (!listing) return 0;
  const code = JSON.parse(listing) as { entry: string; chunks: string[] };
  return [code.entry, ...code.chunks].reduce((sum, script) => sum + gzippedSize(script), 0);
}

/** A Lighthouse run, tried up to three times when it fails to record the page load (NO_NAVSTART on a busy machine). */
async function audit(url: string, port: number): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = (await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      // Merged into the default (mobile) settings: only the CPU's slowdown changes.
      { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } },
    ))!;
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.log(`    (Lighthouse failed to record ${url}: ${result.lhr.runtimeError.code}; again)`);
  }
}

export async function runWebBench(serverPort: number): Promise<void> {
  if (!buildWebIfStale()) throw new Error('The web app did not build (npm run build:web)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-bench-web-'));
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}`);
  // Chromium first: should it fail to start, no server is left running.
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer({ DATA_DIR: dataDir, DEMO_DATA: 'true', TILE_URL: 'none' }, serverPort);
    const origin = server.origin;
    const [first] = (await (await fetch(`${origin}/api/v1/sightings/by-page?size=1`)).json()) as Array<{
      id: string;
    }>;
    const pages = ['/', '/ufo-sighting-list', '/search', `/sighting/${first!.id}`];
    // No network here: tiles are left out (TILE_URL=none) rather than counted as failed requests.
    console.log(
      `\nWeb: Lighthouse ${LIGHTHOUSE_VERSION} (mobile, simulated throttling, CPU slowed ${cpuSlowdown}×), Chromium at ${chrome.port}`,
    );
    console.log('page                          perf  a11y  best   seo   gzipped JS (all, to start)');
    for (const page of pages) {
      const result = await audit(`${origin}${page}`, chrome.port);
      const lhr = result.lhr;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = page === '/' ? 'home' : page.slice(1).split('/')[0];
        writeFileSync(path.join(reportDir, `${name}.json`), result!.report as string);
      }
      const scripts = (
        (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> })?.items ??
        []
      )
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
        .map((item) => new URL(item.url).pathname);
      const jsBytes = [...new Set(scripts)].reduce((sum, script) => sum + gzippedSize(script), 0);
      const scores = CATEGORIES.map((category) =>
        String(Math.round((lhr.categories[category]?.score ?? 0) * 100)).padStart(5),
      );
      const startBytes = await startCodeBytes(`${origin}${page}`);
      const budget =
        page === '/'
          ? startBytes <= HOME_START_BUDGET_BYTES
            ? '(map page; to start ≤ 155 KB ✓)'
            : '(map page; to start over 155 KB ✗)'
          : page.startsWith('/sighting')
            ? '(map page)'
            : jsBytes <= JS_BUDGET_BYTES
              ? '(≤ 150 KB ✓)'
              : '(over 150 KB ✗)';
      const sizes = `${(jsBytes / 1024).toFixed(1)} KB, ${(startBytes / 1024).toFixed(1)} KB`;
      console.log(`${page.padEnd(29)}${scores.join(' ')}   ${sizes} ${budget}`);
      const metrics = METRICS.map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`);
      console.log(`    ${metrics.join(', ')}`);
      const tasks = mainThreadTasks(result.artifacts.Trace.traceEvents, cpuSlowdown);
      if (tasks) {
        const long = tasks.long.map((ms) => ms.toFixed(0)).join(', ');
        console.log(
          `    main thread after FCP by CPU time, slowed ${cpuSlowdown}×: ${(tasks.cpuMs * cpuSlowdown).toFixed(0)} ms, ` +
            `${tasks.long.length} tasks over 50 ms${long ? ` (${long})` : ''}, blocking ${tasks.blockingMs.toFixed(0)} ms`,
        );
      }
      for (const category of CATEGORIES) {
        const failing = Object.values(lhr.audits).filter(
          (audit) =>
            lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
            audit.score !== null &&
            audit.score < 1,
        );
        // Performance's weighted audits are the metrics above; the others are pass/fail.
        if (category !== 'performance' && failing.length)
          console.log(`    ${category}: ${failing.map((audit) => audit.id).join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
