import type { DuplicateCandidate, Duplicates } from '../../../common/schemas/duplicates.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { UPLOAD_QUEUE_LIMIT } from '../../../common/schemas/upload-queue.ts';
import type { StaffMember } from '../../auth/staff-member.ts';
import { distanceKm } from '../../../common/display/great-circle.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { withheldNames, type CopiedFile, type MediaFolder, type MediaStore } from '../../media/media-store.ts';
import { hammingDistance, SAME_PHOTO_MAX_BITS } from '../../media/perceptual-hash.ts';
import type { ServiceLog } from '../../service-log.ts';
import type { StaffSightingRepository } from '../../sightings/staff-repository.ts';
import type { ModerationStore } from '../moderation-store.ts';
import type { DuplicateRepository, ReportFacts } from './duplicate-repository.ts';
import { scoreLikeness, textSimilarity, trigrams } from './duplicate-scores.ts';

/**
 * A resend is looked for among reports that occurred within a day of it and lie within 25 km: wide
 * enough for a witness who typed the time or the place a little differently the second time, narrow
 * enough to read few rows. Beyond it only a shared photo finds one.
 */
export const NEAR_MINUTES = 24 * 60;
export const NEAR_KM = 25;
/** Candidates less likely than this are not listed; at most this many are. */
const LISTED_CONFIDENCE = 0.3;
const MOST_CANDIDATES = 10;

export const DUPLICATE_MESSAGES = {
  unknown: (id: string) => `There is no sighting ${id}: it does not exist or is deleted.`,
  itself: 'A sighting cannot be merged into itself: give the id of the report it repeats.',
  keepItself: 'A sighting is always kept beside itself: give the id of the other report.',
  tooManyFiles: (count: number) =>
    `The merged sighting would hold ${count} files; a sighting can hold at most ${UPLOAD_QUEUE_LIMIT}. ` +
    'Remove files from one of them first.',
} as const;

/** Whether `other` was stored before `report`: a report is a resend only of one stored before it. */
function storedBefore(other: ReportFacts, report: ReportFacts): boolean {
  const difference = Date.parse(other.submitted) - Date.parse(report.submitted);
  return difference < 0 || (difference === 0 && other.id < report.id);
}

const words = (report: ReportFacts) => trigrams(`${report.summary ?? ''} ${report.detailedDescription ?? ''}`);

/** Names for a moved file that the target does not hold yet: its own, then 'sky-2.jpg'… */
function* freeNames(name: string, taken: ReadonlySet<string>): Generator<string> {
  for (const candidate of withheldNames(name)) if (!taken.has(candidate)) yield candidate;
}

/** What a merge does with stored files: compare them, copy them over, delete the old copies. */
type MergeFiles = Pick<MediaStore, 'copyFile' | 'discard' | 'readPublic' | 'openPending'>;

/**
 * Staff's duplicates (decision 0028): which stored reports a report may repeat, and merging a resend
 * into the report it repeats (its files move over, it is deleted, the log says so) or keeping both.
 */
export class DuplicateService {
  readonly #store: ModerationStore;
  readonly #reads: DuplicateRepository;
  readonly #sightings: StaffSightingRepository;
  readonly #files: MergeFiles;
  readonly #log: ServiceLog | undefined;

  constructor(options: {
    store: ModerationStore;
    reads: DuplicateRepository;
    sightings: StaffSightingRepository;
    files: MergeFiles;
    log?: ServiceLog;
  }) {
    this.#store = options.store;
    this.#reads = options.reads;
    this.#sightings = options.sightings;
    this.#files = options.files;
    this.#log = options.log;
  }

  /** The reports stored before this one that it may repeat, most likely first; none kept beside it. */
  async candidates(id: string): Promise<Duplicates> {
    const report = await this.#reads.report(id);
    if (!report) throw notFound(DUPLICATE_MESSAGES.unknown(id));
    const [near, hashes, kept] = await Promise.all([
      this.#reads.near(report, NEAR_MINUTES, NEAR_KM),
      this.#reads.photoHashes(report.seq),
      this.#reads.keptWith(id),
    ]);
    const twins = await this.#reads.photoTwins(report.seq, hashes);
    const others = new Map<string, { facts: ReportFacts; photoBitsApart: number | null }>();
    for (const facts of near) others.set(facts.id, { facts, photoBitsApart: null });
    for (const twin of twins) {
      const bits = Math.min(...hashes.map((hash) => hammingDistance(hash, twin.hash)));
      if (bits > SAME_PHOTO_MAX_BITS) continue;
      const other = others.get(twin.report.id) ?? { facts: twin.report, photoBitsApart: null };
      other.photoBitsApart = Math.min(other.photoBitsApart ?? bits, bits);
      others.set(twin.report.id, other);
    }
    const ownWords = words(report);
    const candidates: DuplicateCandidate[] = [];
    for (const { facts, photoBitsApart } of others.values()) {
      if (kept.has(facts.id) || !storedBefore(facts, report)) continue;
      const likeness = {
        distanceKm: this.#distance(report, facts),
        minutesApart: Math.round(Math.abs(Date.parse(report.occurred) - Date.parse(facts.occurred)) / 6_000) / 10,
        textSimilarity: textSimilarity(ownWords, words(facts)),
        photoBitsApart,
      };
      const score = scoreLikeness(likeness);
      if (score.confidence < LISTED_CONFIDENCE) continue;
      candidates.push({
        id: facts.id,
        ...score,
        ...likeness,
        summary: facts.summary,
        submitted: new Date(facts.submitted).toISOString(),
        approved: facts.approved,
      });
    }
    candidates.sort((a, b) => b.confidence - a.confidence || a.minutesApart - b.minutesApart || (a.id < b.id ? -1 : 1));
    return { id, candidates: candidates.slice(0, MOST_CANDIDATES) };
  }

  /**
   * Merges a report into the one it repeats, in one transaction: its files are copied to the target's
   * folders (under free names) and their rows move there, it is deleted as a staff deletion is, and the
   * log records the merge. Its own copies of the files are deleted once that is committed; should the
   * transaction fail, the copies made are deleted instead and nothing has changed. Answers the target.
   */
  async merge(id: string, targetId: string, staff: StaffMember): Promise<Sighting> {
    if (id === targetId) throw badRequest(DUPLICATE_MESSAGES.itself);
    const copies: CopiedFile[] = [];
    try {
      await this.#store.transaction(async ({ sightings, activities, media }) => {
        const source = await media.findUploadTarget(id);
        if (!source) throw notFound(DUPLICATE_MESSAGES.unknown(id));
        // The deletion comes first: it takes the events' lock before any other row of the merge is written.
        if (!(await sightings.softDelete(id))) throw notFound(DUPLICATE_MESSAGES.unknown(id));
        const target = await media.findUploadTarget(targetId);
        if (!target) throw notFound(DUPLICATE_MESSAGES.unknown(targetId));
        // A file goes where the target's are: public once it is approved, kept out of view before.
        const folder = (sighting: { id: string; submitted: string; published: boolean }) => ({
          day: new Date(sighting.submitted).toISOString().slice(0, 10),
          sightingId: sighting.id,
          pending: !sighting.published,
        });
        const targetFiles = await media.filesOf(target.seq);
        // A witness who sends the report again usually sends the same photo again: the target keeps
        // its one copy, and the resend's stays with it, deleted.
        const files: string[] = [];
        for (const file of await media.filesOf(source.seq)) {
          const held = await this.#heldAlready(file, folder(source), targetFiles, folder(target));
          if (!held) files.push(file.name);
        }
        const taken = new Set(targetFiles.map((file) => file.name));
        if (taken.size + files.length > UPLOAD_QUEUE_LIMIT) {
          throw new HttpError(409, DUPLICATE_MESSAGES.tooManyFiles(taken.size + files.length));
        }
        const renamed: Array<{ from: string; to: string }> = [];
        for (const name of files) {
          const copy = await this.#files.copyFile(folder(source), name, folder(target), freeNames(name, taken));
          copies.push(copy);
          taken.add(copy.name);
          renamed.push({ from: name, to: copy.name });
        }
        await media.moveFiles(source.seq, target.seq, renamed);
        await activities.record({
          action: 'MERGED_SIGHTING',
          userSeq: staff.seq,
          sightingId: id,
          created: new Date().toISOString(),
          reason: `Merged into ${targetId}: it repeats that report.`,
          mergedInto: targetId,
        });
      });
    } catch (error) {
      await Promise.allSettled(copies.map((copy) => this.#files.discard(copy)));
      throw error;
    }
    for (const copy of copies) {
      // Committed: the row names the copy. A source left behind is a stray copy, never a lost file.
      await this.#files.discard({ name: copy.name, keys: copy.sources }).catch((error: unknown) => {
        this.#log?.warn({ err: error, keys: copy.sources }, 'a merged file stayed in its old place too');
      });
    }
    const merged = await this.#sightings.findLiveById(targetId);
    if (!merged) throw notFound(DUPLICATE_MESSAGES.unknown(targetId));
    return merged;
  }

  /** Whether the target holds a file of the same bytes as the source's (sizes first: few files are read). */
  async #heldAlready(
    file: { name: string; size: number },
    from: MediaFolder,
    targetFiles: ReadonlyArray<{ name: string; size: number }>,
    to: MediaFolder,
  ): Promise<boolean> {
    const sameSize = targetFiles.filter((other) => other.size === file.size);
    if (sameSize.length === 0) return false;
    const bytes = await this.#visibleBytes(from, file.name);
    if (!bytes) return false;
    for (const other of sameSize) {
      const otherBytes = await this.#visibleBytes(to, other.name);
      if (otherBytes?.equals(bytes)) return true;
    }
    return false;
  }

  /** A stored file's bytes as visitors see them, or will once its sighting is published. */
  async #visibleBytes(folder: MediaFolder, name: string): Promise<Buffer | null> {
    if (!folder.pending) return this.#files.readPublic(folder, name);
    const file = await this.#files.openPending(folder, name);
    return file ? Buffer.concat((await file.body.toArray()) as Buffer[]) : null;
  }

  /** Staff keep both reports: the pair is remembered and neither is offered as the other's duplicate again. */
  async keepBoth(id: string, otherId: string, staff: StaffMember): Promise<boolean> {
    if (id === otherId) throw badRequest(DUPLICATE_MESSAGES.keepItself);
    for (const each of [id, otherId]) {
      if (!(await this.#reads.report(each))) throw notFound(DUPLICATE_MESSAGES.unknown(each));
    }
    await this.#reads.keepBoth(id, otherId, staff.seq, new Date().toISOString());
    return true;
  }

  #distance(report: ReportFacts, other: ReportFacts): number | null {
    if (report.latitude === null || report.longitude === null) return null;
    if (other.latitude === null || other.longitude === null) return null;
    const km = distanceKm(report.latitude, report.longitude, other.latitude, other.longitude);
    return Math.round(km * 100) / 100;
  }
}
