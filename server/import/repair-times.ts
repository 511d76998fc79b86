import { daysBetween } from '../../common/display/variance.ts';
import { utcFromLocalClock, zoneAt } from '../geodata/time-zones.ts';
import type { RepairedTime, StoredTime, TimeRepairRepository } from '../sightings/bulk/time-repair-repository.ts';
import { isoInstant } from './iso-instant.ts';
import { NUFORC_SOURCE } from './nuforc-sighting.ts';

const HOUR_MS = 3_600_000;
const BATCH_SIZE = 500;

export interface RepairProgress {
  done: number;
  total: number;
  /** Of those done, how many had their time corrected (the others only learned their zone). */
  moved: number;
}

/**
 * NUFORC rows imported before the time zones were known had the witness's clock time turned into UTC
 * with the longitude alone (15° an hour, no daylight saving, no real zone borders). This reads the
 * clock time back with that same rule and turns it into UTC again with the place's zone.
 */
export function repairedTime(stored: StoredTime): RepairedTime {
  const localClockMs = Date.parse(stored.occurred) + Math.round(stored.longitude / 15) * HOUR_MS;
  const timeZone = zoneAt(stored.latitude, stored.longitude);
  const occurredMs = timeZone ? utcFromLocalClock(localClockMs, timeZone) : Date.parse(stored.occurred);
  const occurred = isoInstant(occurredMs);
  return {
    seq: stored.seq,
    id: stored.id,
    previousKey: stored.timelineKey,
    occurred,
    daysBetween: daysBetween(new Date(occurredMs), new Date(stored.submitted)),
    timeZone,
    moved: occurred !== stored.occurred,
  };
}

/** Repairs every NUFORC sighting stored without a time zone; run twice, the second finds none. */
export async function repairNuforcTimes(
  repairs: TimeRepairRepository,
  onProgress: (progress: RepairProgress) => void = () => {},
): Promise<RepairProgress> {
  const progress: RepairProgress = { done: 0, total: await repairs.countWithoutZone(NUFORC_SOURCE), moved: 0 };
  let afterSeq = 0;
  for (;;) {
    const batch = await repairs.nextWithoutZone(NUFORC_SOURCE, afterSeq, BATCH_SIZE);
    if (batch.length === 0) break;
    const repaired = batch.map(repairedTime);
    await repairs.store(repaired);
    afterSeq = batch.at(-1)!.seq;
    progress.done += repaired.length;
    progress.moved += repaired.filter((repair) => repair.moved).length;
    onProgress(progress);
  }
  return progress;
}
