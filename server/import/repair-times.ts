import { daysBetween } from '../../common/display/variance.ts';
import { utcFromLocalClock, zoneAt, zoneOffsetMs } from '../geodata/time-zones.ts';
import type {
  RepairedTime,
  StoredTime,
  TimeRepairRepository,
  ZonedTime,
} from '../sightings/bulk/time-repair-repository.ts';
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
  return retimed(stored, occurredMs, timeZone);
}

/** The stored sighting with its time and zone as worked out again. */
function retimed(stored: StoredTime, occurredMs: number, timeZone: string | null): RepairedTime {
  const occurred = isoInstant(occurredMs);
  return {
    seq: stored.seq,
    id: stored.id,
    previousKey: stored.timelineKey,
    occurred,
    daysBetween: daysBetween(new Date(occurredMs), new Date(stored.submitted)),
    timeZone,
    longitude: stored.longitude,
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

/**
 * A sighting whose place lies in another zone than the one stored (the zone borders were coarser when
 * it was stored), or null when its zone stands. A time imported as the witness's clock time keeps that
 * clock time, read again on the right zone's clocks; a time given as an instant stays that instant.
 */
export function rezonedTime(stored: ZonedTime): RepairedTime | null {
  const timeZone = zoneAt(stored.latitude, stored.longitude);
  if (!timeZone || timeZone === stored.timeZone) return null;
  const storedMs = Date.parse(stored.occurred);
  const occurredMs = stored.wallClock
    ? utcFromLocalClock(storedMs + zoneOffsetMs(stored.timeZone, storedMs), timeZone)
    : storedMs;
  return retimed(stored, occurredMs, timeZone);
}

export interface RezoneProgress extends RepairProgress {
  /** Of those done, how many are in another zone than the one stored. */
  rezoned: number;
}

/** Checks every placed sighting's zone against the zone borders, and re-times those in another zone. */
export async function rezoneSightings(
  repairs: TimeRepairRepository,
  onProgress: (progress: RezoneProgress) => void = () => {},
): Promise<RezoneProgress> {
  const progress: RezoneProgress = { done: 0, total: await repairs.countZoned(), moved: 0, rezoned: 0 };
  let afterSeq = 0;
  for (;;) {
    const batch = await repairs.nextZoned(afterSeq, BATCH_SIZE);
    if (batch.length === 0) break;
    const rezoned = batch.map(rezonedTime).filter((repair): repair is RepairedTime => repair !== null);
    await repairs.store(rezoned);
    afterSeq = batch.at(-1)!.seq;
    progress.done += batch.length;
    progress.rezoned += rezoned.length;
    progress.moved += rezoned.filter((repair) => repair.moved).length;
    onProgress(progress);
  }
  return progress;
}
