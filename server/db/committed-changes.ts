/**
 * Statements that, once committed, change what a process may have remembered (the public data's
 * version), and who must hear at once when this process commits one. On PostgreSQL other processes
 * hear of it from the database's notification; the process that wrote hears it here, when the commit
 * (or the statement itself, outside a transaction) has answered, before anything it answers next.
 */
const watchedTexts = new Set<string>();
const listeners = new Set<() => void>();

/** From now on, committing this exact statement text is told to every listener. */
export function watchCommitsOf(sqlText: string): void {
  watchedTexts.add(sqlText);
}

/** `listener` hears every commit of a watched statement by this process; the answer stops it. */
export function onWatchedCommit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tellListeners(): void {
  for (const listener of listeners) listener();
}

/**
 * One checked-out connection's statements, in order: whether a watched one is waiting for its
 * transaction's commit. Kysely runs a transaction's statements, from `begin` to `commit`, on one
 * connection.
 */
export class CommitWatch {
  #inTransaction = false;
  #watchedPending = false;

  /** What to do once `sqlText` has answered: tell the listeners, or nothing (null). */
  afterStatement(sqlText: string): (() => void) | null {
    if (sqlText === 'begin' || sqlText.startsWith('start transaction')) {
      this.#inTransaction = true;
      return null;
    }
    if (sqlText === 'commit') {
      const watched = this.#watchedPending;
      this.#inTransaction = false;
      this.#watchedPending = false;
      return watched ? tellListeners : null;
    }
    if (sqlText === 'rollback') {
      this.#inTransaction = false;
      this.#watchedPending = false;
      return null;
    }
    if (!watchedTexts.has(sqlText)) return null;
    if (!this.#inTransaction) return tellListeners;
    this.#watchedPending = true;
    return null;
  }
}
