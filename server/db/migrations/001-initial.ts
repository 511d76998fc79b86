import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The first schema. Types differ per dialect only where they must: timestamps (ISO text vs
 * timestamptz), booleans (0/1 vs boolean), the integer key, full-text (FTS5 vs tsvector + GIN) and
 * spatial (R*Tree vs GiST on a point).
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const bool = postgres ? sql`boolean` : sql`integer`;
  const no = postgres ? sql`false` : sql`0`;
  const key = postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key`;
  const real = postgres ? sql`double precision` : sql`real`;

  await sql`create table sightings (
    seq ${key},
    id text not null unique,
    type text,
    summary text,
    detailed_description text,
    occurred ${timestamp} not null,
    submitted ${timestamp} not null,
    created ${timestamp} not null,
    updated ${timestamp} not null,
    days_between integer not null default -1,
    location_name text,
    address text,
    formatted_address text,
    city text,
    region text,
    country text,
    iso2_country_code text,
    latitude ${real},
    longitude ${real},
    location text,
    address_resolution text,
    altitude text,
    distance text,
    duration text,
    entity_encountered ${bool} not null default ${no},
    landing_occurred ${bool} not null default ${no},
    features text,
    flight_path text,
    shape text,
    rating text,
    source text,
    status text,
    deleted ${bool} not null default ${no},
    approved ${bool} not null default ${no},
    media_count integer not null default 0,
    import_key text unique
  )`.execute(db);

  const isPublic = postgres ? sql`approved and not deleted` : sql`approved = 1 and deleted = 0`;
  // The public timeline (lists, search order, previous/next) and the latest report.
  await sql`create index sightings_public_timeline on sightings (occurred desc, id desc) where ${isPublic}`.execute(db);
  await sql`create index sightings_public_submitted on sightings (submitted desc) where ${isPublic}`.execute(db);
  const isPending = postgres ? sql`not approved and not deleted` : sql`approved = 0 and deleted = 0`;
  await sql`create index sightings_pending on sightings (submitted) where ${isPending}`.execute(db);

  await sql`create table sighting_tags (
    sighting_seq bigint not null references sightings (seq) on delete cascade,
    position integer not null,
    tag text not null,
    primary key (sighting_seq, position)
  )`.execute(db);
  await sql`create index sighting_tags_tag on sighting_tags (tag)`.execute(db);

  await sql`create table media (
    seq ${key},
    sighting_seq bigint not null references sightings (seq) on delete cascade,
    position integer not null,
    file_name text not null,
    kind text not null,
    content_type text not null,
    size_bytes bigint not null,
    has_public_copy ${bool} not null default ${no},
    created ${timestamp} not null,
    unique (sighting_seq, file_name)
  )`.execute(db);

  await sql`create table users (
    seq ${key},
    email text not null unique,
    first_name text not null,
    last_name text not null,
    role text not null,
    password_hash text not null,
    created ${timestamp} not null
  )`.execute(db);

  await sql`create table tokens (
    token_hash text primary key,
    user_seq bigint not null references users (seq) on delete cascade,
    created ${timestamp} not null,
    expires ${timestamp} not null,
    revoked ${bool} not null default ${no}
  )`.execute(db);

  await sql`create table activities (
    seq ${key},
    action text not null,
    created ${timestamp} not null,
    user_seq bigint not null references users (seq),
    sighting_id text not null
  )`.execute(db);
  await sql`create index activities_created on activities (created desc, seq desc)`.execute(db);

  await sql`create table settings (key text primary key, value text not null)`.execute(db);

  if (postgres) {
    await sql`alter table sightings add column search_vector tsvector`.execute(db);
    await sql`create index sightings_search on sightings using gin (search_vector)`.execute(db);
    await sql`alter table sightings add column geo point`.execute(db);
    await sql`create index sightings_geo on sightings using gist (geo) where ${isPublic}`.execute(db);
  } else {
    // Contentless: the text lives in `sightings`; rowid = sightings.seq. Searches are word and prefix
    // matches only, so no positions are kept (detail=none): a smaller index and faster writes.
    await sql`create virtual table sighting_search using fts5(
      document, content='', contentless_delete=1, detail=none, tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`create virtual table sighting_spatial using rtree(seq, min_lng, max_lng, min_lat, max_lat)`.execute(db);
  }
}
