import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Finding resent reports (decision 0028). A photo stores its perceptual hash (64 bits as 16 hex
 * digits) and the hash's four 16-bit quarters as rows of `photo_hash_bands`: two hashes at most 3
 * bits apart share a quarter, so a photo's near twins are found by four index lookups, never by
 * reading every hash. `kept_duplicates` remembers the pairs staff decided to keep both of, by their
 * ids in order, so that their mark goes away.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await sql`alter table media add column perceptual_hash text`.execute(db);
  // The same photo sent again has the very same hash: found by it even when a band is shared by many.
  await sql`create index media_perceptual_hash on media (perceptual_hash) where perceptual_hash is not null`.execute(
    db,
  );
  await sql`create table photo_hash_bands (
    band_key integer not null,
    media_seq bigint not null references media (seq) on delete cascade,
    primary key (band_key, media_seq)
  )`.execute(db);
  // A media row's delete (an edit removing a file) finds its bands through this index.
  await sql`create index photo_hash_bands_media on photo_hash_bands (media_seq)`.execute(db);
  await sql`create table kept_duplicates (
    first_id text not null,
    second_id text not null,
    user_seq bigint references users (seq),
    created ${timestamp} not null,
    primary key (first_id, second_id)
  )`.execute(db);
}
