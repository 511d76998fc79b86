import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Sign-in slows guessing instead of locking an account for everyone: the addresses each account has
 * signed in from (its owner's usual places, which others' guesses do not slow down), and a log of
 * failed sign-ins to real accounts that staff can read.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const key = postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key`;
  await sql`create table sign_in_addresses (
    email text not null,
    address text not null,
    last_signed_in ${timestamp} not null,
    primary key (email, address)
  )`.execute(db);
  await sql`create table failed_sign_ins (
    seq ${key},
    user_seq ${postgres ? sql`bigint` : sql`integer`} not null references users (seq) on delete cascade,
    address text not null,
    failed ${timestamp} not null,
    outcome text not null
  )`.execute(db);
  await sql`create index failed_sign_ins_failed on failed_sign_ins (failed desc, seq desc)`.execute(db);
  await sql`create index failed_sign_ins_user on failed_sign_ins (user_seq)`.execute(db);
}
