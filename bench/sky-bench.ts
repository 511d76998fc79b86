/**
 * The sky at the time, for the API bench: varied places and instants for GET /sky and stored
 * sightings for GET /sightings/sky/{id}, the CPU one sky answer costs, measured in this process, and
 * the background pass over the whole data set.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { skyAtPlaceAndTime } from '../server/sky/sky-service.ts';
import type { LoadRequest } from './load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The bar: one sky answer costs at most this much CPU. */
export const SKY_CPU_BAR_MS = 2;

/** The bar: the background pass over a million sightings, while the site serves, takes at most this long. */
export const SKY_PASS_BAR_SECONDS = 600;

export interface SkyPassRun {
  seconds: number;
  /** The command's own closing line: how many skies, how fast, how many explained. */
  summary: string;
}

/**
 * `npm run sky -- --all --again` on the data set, as a process of its own beside the server: every
 * stored sky is forgotten and worked out again, which is the pass an archive runs after its import.
 */
export function runSkyPassAgain(environment: Record<string, string>): Promise<SkyPassRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/cli/sky.ts', '--all', '--again'], {
    cwd: root,
    env: { ...process.env, DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...environment },
    // The progress bar (standard error) would garble the bench's table; the closing line is kept.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`npm run sky -- --all --again failed with code ${code}.`));
      else resolve({ seconds: (performance.now() - started) / 1000, summary: output.trim() });
    });
  });
}

/** A fixed walk over the globe and two centuries, so every run asks the same varied questions. */
export function skyPlacesAndTimes(count: number): Array<{ latitude: number; longitude: number; occurred: string }> {
  const start = Date.UTC(1900, 0, 1);
  const span = Date.UTC(2025, 0, 1) - start;
  return Array.from({ length: count }, (_, index) => {
    // Golden-ratio steps spread the points evenly without repeating.
    const step = (index * 0.618_033_988_75) % 1;
    const latitude = Math.round((step * 170 - 85) * 1000) / 1000;
    const longitude = Math.round((((index * 0.754_877_666) % 1) * 360 - 180) * 1000) / 1000;
    const occurred = new Date(start + Math.floor(((index * 0.569_840_291) % 1) * span)).toISOString();
    return { latitude, longitude, occurred };
  });
}

export function skyRequests(count = 2000): LoadRequest[] {
  return skyPlacesAndTimes(count).map(({ latitude, longitude, occurred }) => ({
    method: 'GET',
    path: `/api/v1/sky?latitude=${latitude}&longitude=${longitude}&occurred=${encodeURIComponent(occurred)}`,
  }));
}

export function sightingSkyRequests(ids: string[]): LoadRequest[] {
  return ids.map((id) => ({ method: 'GET', path: `/api/v1/sightings/sky/${id}` }));
}

/** CPU milliseconds per sky answer (model and candidates, no HTTP), after a warm-up. */
export function skyCpuPerAnswer(answers = 2000): number {
  const questions = skyPlacesAndTimes(answers);
  for (const question of questions.slice(0, 200)) skyAtPlaceAndTime(question);
  const before = process.cpuUsage();
  for (const question of questions) skyAtPlaceAndTime(question);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / answers;
}

export function skyCpuLine(): string {
  const perAnswer = skyCpuPerAnswer();
  const verdict = perAnswer <= SKY_CPU_BAR_MS ? '✓' : '✗';
  return `sky answer CPU (in process): ${perAnswer.toFixed(3)} ms per answer, bar ≤ ${SKY_CPU_BAR_MS} ms ${verdict}`;
}
