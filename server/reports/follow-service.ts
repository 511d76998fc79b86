import type { SightingHistoryEntry } from '../admin/activity-repository.ts';
import type { FollowedReport, FollowStatus } from '../../common/schemas/follow.ts';
import { sightingPagePath } from '../../common/pages/page-table.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { ModerationService } from '../admin/moderation-service.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { GuessLimiter } from '../http/guess-limiter.ts';
import type { UploadPermission } from '../media/upload-service.ts';
import type { ReportRepository } from './report-repository.ts';
import { hashReportToken } from './report-tokens.ts';

/** Wrong and expired links alike: nothing tells a guesser whether a link ever existed. */
export const FOLLOW_NOT_FOUND = 'No such address.';
export const FOLLOW_MESSAGES = {
  notPending: 'This report has been reviewed already, so it can no longer be changed.',
} as const;

/** Wrong follow links an address may try per hour (a witness mistyping one tries a few). */
export const FOLLOW_GUESSES = { max: 20, windowMs: 60 * 60_000, what: 'wrong follow links', key: 'follow-link' };

export interface FollowServiceOptions {
  reports: Pick<ReportRepository, 'followedSightingId' | 'findReport'>;
  activities: { forSighting(sightingId: string): Promise<SightingHistoryEntry[]> };
  withdrawal: Pick<ModerationService, 'withdrawByWitness'>;
  guesses: Pick<GuessLimiter, 'check' | 'missed'>;
  now?: () => Date;
}

/**
 * Where a report stands for its witness. Pending is "received" until a staff member saves an edit to
 * it (the activity log records that), then "in review"; viewing it leaves no trace, so it is not
 * counted. Taken down, the latest entry says whether staff deleted it (with their reason, if they
 * gave one) or the witness withdrew it.
 */
export function followStatus(
  report: Pick<Sighting, 'id' | 'approved' | 'deleted'>,
  history: ReadonlyArray<Pick<SightingHistoryEntry, 'action' | 'reason'>>,
): Omit<FollowedReport, 'report'> {
  const status = (status: FollowStatus, reason: string | null = null) => ({
    status,
    reason,
    sightingPath: status === 'published' ? sightingPagePath(report.id) : null,
    pending: status === 'received' || status === 'in-review',
    mergedIntoPath: null,
  });
  if (report.deleted) {
    const takenDown = history.find((entry) => entry.action !== 'UPDATED_SIGHTING');
    if (takenDown?.action === 'WITHDRAWN_SIGHTING') return status('withdrawn', takenDown.reason);
    return status('not-published', takenDown?.reason ?? null);
  }
  if (report.approved) return status('published');
  return status(history.some((entry) => entry.action === 'UPDATED_SIGHTING') ? 'in-review' : 'received');
}

/**
 * The witness's private follow link: its token (only its hash is stored) opens their report's status,
 * and while it is pending lets them add media or withdraw it. A wrong or expired token is a 404, and
 * each one counts against the address's wrong guesses.
 */
export class FollowService implements UploadPermission {
  readonly #options: FollowServiceOptions;

  constructor(options: FollowServiceOptions) {
    this.#options = options;
  }

  async follow(token: string, address: string): Promise<FollowedReport> {
    return this.#state(await this.#sightingIdOf(token, address));
  }

  /** The followed report's id while it is pending; 409 once it has been reviewed. */
  async pendingReportId(token: string, address: string): Promise<string> {
    const state = await this.follow(token, address);
    if (!state.pending) throw new HttpError(409, FOLLOW_MESSAGES.notPending);
    return state.report.id;
  }

  /** Takes the pending report out of the moderation queue for good; answers where it stands now. */
  async withdraw(token: string, address: string): Promise<FollowedReport> {
    const id = await this.pendingReportId(token, address);
    // False: staff approved or deleted it a moment ago; the witness then sees that instead.
    if (!(await this.#options.withdrawal.withdrawByWitness(id))) throw new HttpError(409, FOLLOW_MESSAGES.notPending);
    return this.#state(id);
  }

  /** Uploads through the follow link: its own sighting, while pending (the upload pipeline asks). */
  async mayUpload(sightingId: string, token: string): Promise<boolean> {
    const id = await this.#options.reports.followedSightingId(hashReportToken(token), this.#now());
    if (id !== sightingId) return false;
    return (await this.#state(id)).pending;
  }

  async #sightingIdOf(token: string, address: string): Promise<string> {
    const { reports, guesses } = this.#options;
    await guesses.check(address);
    const id = await reports.followedSightingId(hashReportToken(token), this.#now());
    if (id === null) {
      await guesses.missed(address);
      throw notFound(FOLLOW_NOT_FOUND);
    }
    return id;
  }

  async #state(id: string): Promise<FollowedReport> {
    const report = await this.#options.reports.findReport(id);
    // The token outlived its sighting (never: sightings are only soft-deleted); treated as wrong.
    if (!report) throw notFound(FOLLOW_NOT_FOUND);
    const history = await this.#options.activities.forSighting(id);
    return { ...followStatus(report, history), mergedIntoPath: await this.#mergedIntoPath(report, history), report };
  }

  /** The public page of the report this one was merged into, once visitors can see it. */
  async #mergedIntoPath(report: Pick<Sighting, 'deleted'>, history: SightingHistoryEntry[]): Promise<string | null> {
    const merge = report.deleted ? history.find((entry) => entry.action !== 'UPDATED_SIGHTING') : undefined;
    if (merge?.action !== 'MERGED_SIGHTING' || !merge.mergedInto) return null;
    const target = await this.#options.reports.findReport(merge.mergedInto);
    return target?.approved && !target.deleted ? sightingPagePath(target.id) : null;
  }

  #now(): string {
    return (this.#options.now ?? (() => new Date()))().toISOString();
  }
}
