/**
 * A maker of client addresses under `prefix` (e.g. '10.7'), a new one each call: a test that sends from
 * its own address meets a rate limit only where it wants to.
 */
export function addressesUnder(prefix: string): () => string {
  let next = 1;
  return () => `${prefix}.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
}
