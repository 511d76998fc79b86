import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { openPostgres } from './connection.ts';

const url = process.env.TEST_DATABASE_URL;

/** Reads through the handle's public-read database as a request that only reads makes them. */
async function readOnReplicas(handle: ReturnType<typeof openPostgres>) {
  const routing = handle.readRouting!;
  return routing.onReplicas(null, async () => {
    const { rows } = await sql<{ recovering: boolean }>`select pg_is_in_recovery() as recovering`.execute(
      handle.readDb!,
    );
    return { route: routing.routeName(), recovering: rows[0]!.recovering };
  });
}

// The real standby (pg_basebackup -R) is reliability/read-replicas.test.ts's: here, what is no replica.
describe.skipIf(!url)('read routing without a usable replica', () => {
  it('keeps a server that is not replaying out of the rotation: reads go to the primary', async () => {
    const handle = openPostgres(url!, 2, undefined, undefined, { urls: [url!], maxLagMs: 10_000 });
    try {
      await handle.readRouting!.replicas.check();
      expect(handle.readRouting!.replicas.status()).toEqual([{ name: 'replica-1', healthy: false, lagMs: null }]);
      expect(await readOnReplicas(handle)).toEqual({ route: 'primary', recovering: false });
    } finally {
      await handle.close();
    }
  });

  it('reads from the primary when no replica answers at all', async () => {
    const nobody = `postgres://postgres@127.0.0.1:${await freePort()}/skywatch`;
    const handle = openPostgres(url!, 2, undefined, undefined, { urls: [nobody], maxLagMs: 10_000 });
    try {
      await handle.readRouting!.replicas.check();
      expect(handle.readRouting!.replicas.status()[0]!.healthy).toBe(false);
      expect(await readOnReplicas(handle)).toEqual({ route: 'primary', recovering: false });
      // A write's position, which the read-your-writes cookie carries, comes from the primary.
      expect(typeof (await handle.readRouting!.replicas.primaryPosition())).toBe('bigint');
    } finally {
      await handle.close();
    }
  });
});
