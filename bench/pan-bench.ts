/**
 * Panning the home map over the whole record: Chromium opens the home page on the million-row data set
 * at zooms where hundreds of clusters are on screen (on a 4K screen, over a thousand), drags the
 * map around as a visitor does, and records every long task (over 50 ms) the page's main thread ran
 * meanwhile. The bar: none. `BENCH_PAN_VIEW=4K` pans only the views whose names hold that text.
 */
import { chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { startBenchServer } from './bench-server.ts';
import type { Dataset } from './dataset.ts';

const LONG_TASK_MS = 50;
/** Each drag moves the map this far, in this many pointer moves (a steady hand's pace). */
const DRAG_PIXELS = 320;
const DRAG_STEPS = 16;
const DRAGS = 12;
const WIDE_SCREEN = { width: 2560, height: 1440 };
/**
 * The API sizes its cells to the screen, so how many clusters a view holds grows with the screen: on a
 * 4K one the east of the United States shows seven to eight hundred at zoom 6, over a thousand at 7.
 */
const FOUR_K_SCREEN = { width: 3840, height: 2160 };
/** Views of the United States at zooms where the record fills the screen with clusters. */
const VIEWS = [
  { name: 'United States, zoom 5', lat: 39, lng: -96, zoom: 5, screen: WIDE_SCREEN },
  { name: 'eastern United States, zoom 6', lat: 39.5, lng: -80, zoom: 6, screen: WIDE_SCREEN },
  { name: 'eastern US, zoom 6, 4K screen', lat: 39.5, lng: -80, zoom: 6, screen: FOUR_K_SCREEN },
  { name: 'eastern US, zoom 7, 4K screen', lat: 39.5, lng: -80, zoom: 7, screen: FOUR_K_SCREEN },
];

interface PanFigures {
  clustersBefore: number;
  clustersAfter: number;
  longTasks: number[];
}

/** The map's clusters as drawn now. */
const clusterCount = (page: Page) => page.locator('.explore-cluster').count();

async function panAround(page: Page): Promise<PanFigures> {
  const map = page.locator('.leaflet-container').first();
  const box = (await map.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.waitForFunction(() => document.querySelectorAll('.explore-cluster').length > 0, null, {
    timeout: 60_000,
  });
  // Settled: the first answer drawn, nothing pending.
  await page.waitForLoadState('networkidle');
  const clustersBefore = await clusterCount(page);
  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
  // Around a square: right, down, left, up, so the view comes back where it started.
  const directions = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ] as const;
  for (let drag = 0; drag < DRAGS; drag += 1) {
    const [dx, dy] = directions[drag % directions.length]!;
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x - dx * DRAG_PIXELS, centre.y - dy * DRAG_PIXELS, { steps: DRAG_STEPS });
    await page.mouse.up();
    // The new view's answer is fetched and drawn while the visitor looks, as between real drags.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  return { clustersBefore, clustersAfter: await clusterCount(page), longTasks };
}

export async function runPanBench(options: { dataset: Dataset; count: number; port: number }): Promise<void> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}`);
  if (!buildWebIfStale()) throw new Error('The web app did not build (npm run build:web)');
  console.log(
    `\nPanning the home map's clusters in Chromium: ${options.count.toLocaleString('en-US')} sightings, ${DRAGS} drags of ${DRAG_PIXELS} px a view`,
  );
  // Errors only: the page's last counts are still running when the server is stopped, and each one
  // stopped would otherwise print a warning (a 503 the closed page never reads) under the figures.
  const server = await startBenchServer(
    { ...options.dataset.environment, TILE_URL: 'none', LOG_LEVEL: 'error' },
    options.port,
  );
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    console.log('view                              clusters (before, after)   long tasks   longest   bar');
    const only = process.env.BENCH_PAN_VIEW;
    for (const view of VIEWS.filter((candidate) => !only || candidate.name.includes(only))) {
      const context = await browser.newContext({ viewport: view.screen });
      const cookies = Object.entries({
        'saved-map-state': 'true',
        lat: String(view.lat),
        lng: String(view.lng),
        zoom: String(view.zoom),
        itemsToShow: '25',
        sightingId: '',
        mapLayer: 'clusters',
      }).map(([name, value]) => ({ name, value, url: server.origin }));
      await context.addCookies(cookies);
      await context.addInitScript(() => {
        const tasks: number[] = [];
        (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      const figures = await panAround(page);
      // Chromium reports as a long task every one over 50 ms, so each entry is one over the bar.
      const longest = Math.max(0, ...figures.longTasks);
      const over = figures.longTasks.length;
      console.log(
        `${view.name.padEnd(34)}${`${figures.clustersBefore}, ${figures.clustersAfter}`.padEnd(27)}${String(over).padStart(10)}${`${longest.toFixed(0)} ms`.padStart(10)}   none over ${LONG_TASK_MS} ms ${over === 0 ? '✓' : '✗'}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
