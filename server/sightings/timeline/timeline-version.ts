import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import { watchCommitsOf } from '../../db/committed-changes.ts';
import { prepareOnEachConnection } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';

const KEY = 'timeline_version';

/**
 * A value that changes, in the same transaction, with every write that can change what the public
 * sees (a sighting stored, edited, approved, deleted, or given media). Answers that cost a scan of a
 * million rows (the public count, list checkpoints, search totals) are kept until it changes, in every
 * server process and on both engines. Writes that bypass the repositories do not change it.
 */
export async function bumpTimelineVersion(db: Kysely<Database>): Promise<void> {
  const bump = db
    .insertInto('settings')
    .values({ key: KEY, value: randomUUID() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .compile();
  // This process hears of its own commits of it at once (committed-changes.ts).
  watchCommitsOf(bump.sql);
  await db.executeQuery(bump);
}

// Read before most public answers: one fixed text, which PostgreSQL plans once per connection.
const READ_VERSION = `select value from settings where key = '${KEY}'`;
prepareOnEachConnection(READ_VERSION);

export async function readTimelineVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await db.executeQuery<{ value: string }>(CompiledQuery.raw(READ_VERSION));
  return rows[0]?.value ?? 'none';
}

/** The name of the server the current request reads from ('primary' without replicas). */
export type RouteName = () => string;

const ONE_SERVER: RouteName = () => 'primary';

/**
 * Reads of the version shared by the answers that ask at the same time. A read already on its way may
 * have left before the write an answer must see was committed, so whoever asks meanwhile waits for the
 * next read, which leaves once that one is back: every answer's version is read after it asked, and
 * under load one round trip serves every answer that asked while the last was on its way (on
 * PostgreSQL the round trip cost more of an explorer answer than putting it together). With read
 * replicas each server's version is read apart: an answer's version comes from the server its rows do.
 */
export class SharedVersionReads {
  readonly #db: Kysely<Database>;
  readonly #routeName: RouteName;
  readonly #servers = new Map<string, ServerVersionReads>();

  constructor(db: Kysely<Database>, routeName: RouteName = ONE_SERVER) {
    this.#db = db;
    this.#routeName = routeName;
  }

  read(): Promise<string> {
    const name = this.#routeName();
    let server = this.#servers.get(name);
    if (!server) this.#servers.set(name, (server = new ServerVersionReads(this.#db)));
    return server.read();
  }
}

class ServerVersionReads {
  readonly #db: Kysely<Database>;
  #underWay: Promise<string> | null = null;
  #next: Promise<string> | null = null;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  read(): Promise<string> {
    if (this.#underWay === null) return this.#start();
    this.#next ??= this.#underWay
      .catch(() => undefined)
      .then(() => {
        this.#next = null;
        return this.#start();
      });
    return this.#next;
  }

  #start(): Promise<string> {
    const read = readTimelineVersion(this.#db).finally(() => {
      if (this.#underWay === read) this.#underWay = null;
    });
    this.#underWay = read;
    return read;
  }
}
