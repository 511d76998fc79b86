import type { Kysely } from 'kysely';
import type { FlaggedSighting } from '../../common/schemas/sighting-flags.ts';
import type { Database } from '../db/schema.ts';

/** A stored row to flag, known by its import key (the row may have been stored under another id). */
export interface NewFlag {
  importKey: string;
  reason: string;
}

/** The only code that speaks SQL about flagged sightings: recording them as an import stores them, listing them. */
export class SightingFlagsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Flags the stored sightings of these import keys, each once however often the file is imported. */
  async record(flags: readonly NewFlag[], flagged: string): Promise<void> {
    for (const flag of flags) {
      await this.#db
        .insertInto('sighting_flags')
        .columns(['sighting_id', 'reason', 'flagged'])
        .expression((eb) =>
          eb
            .selectFrom('sightings')
            .select((inner) => ['id', inner.val(flag.reason).as('reason'), inner.val(flagged).as('flagged')])
            .where('import_key', '=', flag.importKey)
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('sighting_flags').select('seq').whereRef('sighting_id', '=', 'sightings.id'))),
            ),
        )
        .execute();
    }
  }

  /** A page of flags, newest first. */
  async page(offset: number, limit: number): Promise<{ entries: FlaggedSighting[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.#db
        .selectFrom('sighting_flags')
        .select(['seq', 'sighting_id', 'reason', 'flagged'])
        .orderBy('flagged', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.#db
        .selectFrom('sighting_flags')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      entries: rows.map((row) => ({
        id: Number(row.seq),
        sightingId: row.sighting_id,
        reason: row.reason,
        flagged: new Date(row.flagged).toISOString(),
      })),
      total: Number(count.count),
    };
  }
}
