/**
 * The sky at the time, for the API bench: varied places and instants for GET /sky and stored
 * sightings for GET /sightings/sky/{id}, and the CPU one sky answer costs, measured in this process.
 */
import { skyAtPlaceAndTime } from '../server/sky/sky-service.ts';
import type { LoadRequest } from './load.ts';

/** The bar: one sky answer costs at most this much CPU. */
export const SKY_CPU_BAR_MS = 2;

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
