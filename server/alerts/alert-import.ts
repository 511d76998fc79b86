import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { addPublicToAlertOutbox, storedSightingIds } from './alert-outbox-repository.ts';

/**
 * How an import with notification turned on stores a batch: the sightings, and an outbox row for each
 * one it makes public, commit together, as an approval's do. Rows stored already (a re-import) and rows
 * stored pending write none. A bulk import stores without it and tells no one (decision 0040).
 */
export function storingWithAlerts(
  db: Kysely<Database>,
  bulk: Pick<BulkSightingRepository, 'insertManyIn'>,
): (sightings: readonly NewSighting[]) => Promise<number> {
  return (sightings) =>
    db.transaction().execute(async (trx) => {
      const ids = sightings.map((sighting) => sighting.id);
      const storedBefore = await storedSightingIds(trx, ids);
      const added = await bulk.insertManyIn(trx, sightings);
      await addPublicToAlertOutbox(
        trx,
        ids.filter((id) => !storedBefore.has(id)),
      );
      return added;
    });
}
