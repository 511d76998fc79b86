import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The only code that speaks SQL about stored settings (text values by key). */
export class SettingsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async get(key: string): Promise<string | null> {
    const row = await this.#db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value ?? null;
  }

  async put(key: string, value: string): Promise<void> {
    await this.#db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }

  /** Stores `value` unless the key has one; answers the stored value (the first writer's, in a race). */
  async putIfAbsent(key: string, value: string): Promise<string> {
    await this.#db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    return (await this.get(key)) ?? value;
  }
}
