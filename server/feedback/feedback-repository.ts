import type { Kysely } from 'kysely';
import type { FeedbackEntry, FeedbackTopic } from '../../common/schemas/feedback.ts';
import type { Database } from '../db/schema.ts';
import { logPage } from '../admin/activity-repository.ts';

export interface NewFeedback {
  message: string;
  email: string | null;
  topic: FeedbackTopic;
  received: string;
}

/** The only code that speaks SQL about feedback: storing a message, and reading them newest first. */
export class FeedbackRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores one message and answers its number. */
  async insert(feedback: NewFeedback): Promise<number> {
    const row = await this.#db
      .insertInto('feedback')
      .values({ message: feedback.message, email: feedback.email, topic: feedback.topic, received: feedback.received })
      .returning('seq')
      .executeTakeFirstOrThrow();
    return Number(row.seq);
  }

  /** A page of messages, newest first (the later-stored first when two arrive at the same instant). */
  async page(offset: number, limit: number): Promise<{ entries: FeedbackEntry[]; total: number }> {
    const { rows, total } = await logPage(
      this.#db,
      'feedback',
      this.#db.selectFrom('feedback').select(['seq', 'message', 'email', 'topic', 'received']),
      { offset, limit, newestFirst: ['received', 'seq'] },
    );
    return {
      entries: rows.map((row) => ({
        id: Number(row.seq),
        message: row.message,
        email: row.email,
        topic: row.topic as FeedbackTopic,
        received: row.received,
      })),
      total,
    };
  }
}
