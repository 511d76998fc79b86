import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Alerts near me (decision 0040). `alerts`: one followed area with its filters and one channel (e-mail,
 * browser push or a private feed), found by the hashes of its tokens (made again for each message from
 * the alert's random key and the site's secret, so that no token is stored); an e-mail alert holds its
 * address and the hash of its confirmation link until confirmed. Each alert's area is a box (a circle's
 * box plus its centre and radius), indexed for "which boxes hold this point": SQLite's R-tree, kept by
 * triggers; PostgreSQL's GiST on the box.
 *
 * `alert_outbox`: a sighting made public, written in the approval's transaction; the sender turns it
 * into `alert_deliveries` (one per alert and sighting, never two) and sends those at least once;
 * `sending_until` is a sender's claim on an alert, which lapses if that sender dies.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const key = postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key`;
  const flag = postgres ? sql`boolean` : sql`integer`;
  const no = postgres ? sql`false` : sql`0`;
  const real = postgres ? sql`double precision` : sql`real`;
  await sql`create table alerts (
    seq ${key},
    key text not null unique,
    token_hash text not null unique,
    feed_token_hash text not null unique,
    created ${timestamp} not null,
    origin text not null,
    channel text not null,
    email text,
    confirmed ${timestamp},
    confirm_hash text unique,
    confirm_expires ${timestamp},
    confirm_sent ${timestamp},
    push_endpoint text,
    push_p256dh text,
    push_auth text,
    south ${real} not null,
    north ${real} not null,
    west ${real} not null,
    east ${real} not null,
    centre_lat ${real},
    centre_lon ${real},
    radius_km ${real},
    shape text,
    term text,
    media_only ${flag} not null default ${no},
    paused ${flag} not null default ${no},
    last_sent ${timestamp},
    sending_until ${timestamp}
  )`.execute(db);
  await sql`create index alerts_unconfirmed on alerts (confirm_expires) where confirmed is null`.execute(db);
  if (postgres) {
    await sql`create index alerts_area on alerts using gist (box(point(west, south), point(east, north)))`.execute(db);
  } else {
    await sql`create virtual table alert_areas using rtree(seq, west, east, south, north)`.execute(db);
    await sql`create trigger alert_areas_insert after insert on alerts begin
      insert into alert_areas (seq, west, east, south, north) values (new.seq, new.west, new.east, new.south, new.north);
    end`.execute(db);
    await sql`create trigger alert_areas_update after update of west, east, south, north on alerts begin
      update alert_areas set west = new.west, east = new.east, south = new.south, north = new.north where seq = new.seq;
    end`.execute(db);
    await sql`create trigger alert_areas_delete after delete on alerts begin
      delete from alert_areas where seq = old.seq;
    end`.execute(db);
  }

  await sql`create table alert_outbox (
    seq ${key},
    sighting_id text not null,
    created ${timestamp} not null,
    next_attempt ${timestamp} not null
  )`.execute(db);
  await sql`create index alert_outbox_due on alert_outbox (next_attempt)`.execute(db);

  await sql`create table alert_deliveries (
    seq ${key},
    alert_seq bigint not null references alerts (seq) on delete cascade,
    sighting_id text not null,
    created ${timestamp} not null,
    attempts integer not null default 0,
    next_attempt ${timestamp} not null,
    sent ${timestamp},
    unique (alert_seq, sighting_id)
  )`.execute(db);
  await sql`create index alert_deliveries_due on alert_deliveries (next_attempt) where sent is null`.execute(db);
  await sql`create index alert_deliveries_sent on alert_deliveries (sent) where sent is not null`.execute(db);
}
