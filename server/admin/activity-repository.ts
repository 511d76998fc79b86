import type { Kysely } from 'kysely';
import type { Activity } from '../../common/schemas/activity.ts';
import type { Database } from '../db/schema.ts';

/** The only code that speaks SQL about the staff activity log. */
export class ActivityRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async record(activity: {
    action: Activity['action'];
    userSeq: number;
    sightingId: string;
    created: string;
  }): Promise<void> {
    await this.#db
      .insertInto('activities')
      .values({
        action: activity.action,
        user_seq: activity.userSeq,
        sighting_id: activity.sightingId,
        created: activity.created,
      })
      .execute();
  }

  /** Newest first, with the staff member's name. */
  async page(offset: number, limit: number): Promise<{ activities: Activity[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.#db
        .selectFrom('activities')
        .innerJoin('users', 'users.seq', 'activities.user_seq')
        .select([
          'activities.action',
          'activities.created',
          'activities.sighting_id',
          'users.first_name',
          'users.last_name',
        ])
        .orderBy('activities.created', 'desc')
        .orderBy('activities.seq', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.#db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      activities: rows.map((row) => ({
        action: row.action as Activity['action'],
        created: row.created,
        user: { firstName: row.first_name, lastName: row.last_name },
        sightingId: row.sighting_id,
      })),
      total: Number(count.count),
    };
  }
}
