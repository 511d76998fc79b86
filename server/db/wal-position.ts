/**
 * A position in PostgreSQL's write-ahead log, as `pg_current_wal_lsn()` and `pg_last_wal_replay_lsn()`
 * write it ('16/B374D848': two 32-bit halves in hex), as one number that orders positions.
 */
export type WalPosition = bigint;

const WAL_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position a text names; null for anything else (a replica not replaying, a forged cookie). */
export function walPositionOf(text: unknown): WalPosition | null {
  if (typeof text !== 'string') return null;
  const halves = WAL_TEXT.exec(text);
  if (!halves) return null;
  return (BigInt(`0x${halves[1]}`) << 32n) | BigInt(`0x${halves[2]}`);
}

export function walPositionText(position: WalPosition): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}
