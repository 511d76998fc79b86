import type { Kysely, SelectQueryBuilder, StringReference } from 'kysely';
import type { Activity, ActivityOutcome } from '../../common/schemas/activity.ts';
import type { Database } from '../db/schema.ts';

/** One entry of the log: what happened to which sighting, by whom (null: the witness), and why. */
export interface NewActivity {
  action: Activity['action'];
  userSeq: number | null;
  sightingId: string;
  created: string;
  reason?: string | null;
  outcome?: ActivityOutcome | null;
  /** The report a merged resend went into. */
  mergedInto?: string | null;
}

/** What a sighting's follow page reads of its history. */
export type SightingHistoryEntry = Pick<Activity, 'action' | 'reason'> & { mergedInto: string | null };

/** Which rows of a staff log a page holds, and the columns that order it newest first. */
export interface LogPageRequest<DB, TB extends keyof DB> {
  offset: number;
  limit: number;
  /** When each row happened, then its stored order for rows of the same instant. */
  newestFirst: [StringReference<DB, TB>, StringReference<DB, TB>];
}

/**
 * A page of a staff log, newest first, with how many rows the log holds: `query` (the columns, joins
 * and conditions are the caller's) is read a page at a time at the same time as the count of `table`.
 */
export async function logPage<DB, TB extends keyof DB, Row>(
  db: Kysely<Database>,
  table: 'activities' | 'feedback' | 'failed_sign_ins',
  query: SelectQueryBuilder<DB, TB, Row>,
  { offset, limit, newestFirst: [time, seq] }: LogPageRequest<DB, TB>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    query.orderBy(time, 'desc').orderBy(seq, 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The only code that speaks SQL about the staff activity log. */
export class ActivityRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async record(activity: NewActivity): Promise<void> {
    await this.#db
      .insertInto('activities')
      .values({
        action: activity.action,
        user_seq: activity.userSeq,
        sighting_id: activity.sightingId,
        created: activity.created,
        reason: activity.reason ?? null,
        outcome: activity.outcome ?? null,
        merged_into: activity.mergedInto ?? null,
      })
      .execute();
  }

  /** Newest first, with the staff member's name (none for a witness's withdrawal). */
  async page(offset: number, limit: number): Promise<{ activities: Activity[]; total: number }> {
    const { rows, total } = await logPage(
      this.#db,
      'activities',
      this.#db
        .selectFrom('activities')
        .leftJoin('users', 'users.seq', 'activities.user_seq')
        .select([
          'activities.action',
          'activities.created',
          'activities.sighting_id',
          'activities.reason',
          'activities.outcome',
          'users.first_name',
          'users.last_name',
        ]),
      { offset, limit, newestFirst: ['activities.created', 'activities.seq'] },
    );
    return {
      activities: rows.map((row) => ({
        action: row.action as Activity['action'],
        created: row.created,
        user: row.first_name === null ? null : { firstName: row.first_name, lastName: row.last_name ?? '' },
        sightingId: row.sighting_id,
        reason: row.reason,
        outcome: row.outcome as ActivityOutcome | null,
      })),
      total,
    };
  }

  /** What has been done to one sighting, newest first: its follow page tells the witness. */
  async forSighting(sightingId: string): Promise<SightingHistoryEntry[]> {
    const rows = await this.#db
      .selectFrom('activities')
      .select(['action', 'reason', 'merged_into'])
      .where('sighting_id', '=', sightingId)
      .orderBy('created', 'desc')
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((row) => ({
      action: row.action as Activity['action'],
      reason: row.reason,
      mergedInto: row.merged_into,
    }));
  }
}
