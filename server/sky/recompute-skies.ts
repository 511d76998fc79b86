import type { SightingSkyRepository } from '../sightings/sky-repository.ts';
import { fillMissingSkies, type FillProgress } from './fill-skies.ts';
import type { PassingSky } from './passing-sky.ts';

/** A span of time, in milliseconds since 1970. */
export interface Span {
  fromMs: number;
  toMs: number;
}

/** Spans that touch or overlap become one: a launch list's hours, an archive's days. */
export function mergedSpans(spans: readonly Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.fromMs - b.fromMs)) {
    const last = merged.at(-1);
    if (last && span.fromMs <= last.toMs) last.toMs = Math.max(last.toMs, span.toMs);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * After an import of orbital elements or launches: the stored skies of the sightings whose time it
 * now covers are forgotten and worked out again (with every other missing sky), so their satellites,
 * launches and "likely explanation" follow the import.
 */
export async function recomputeSkiesIn(
  spans: readonly Span[],
  skies: SightingSkyRepository,
  passing: PassingSky,
  onProgress?: (progress: FillProgress) => void,
): Promise<{ forgotten: number; filled: FillProgress }> {
  let forgotten = 0;
  for (const span of mergedSpans(spans)) {
    forgotten += await skies.forgetBetween(new Date(span.fromMs).toISOString(), new Date(span.toMs).toISOString());
  }
  const filled = await fillMissingSkies(skies, onProgress, undefined, passing);
  return { forgotten, filled };
}
