import type { Generated } from 'kysely';

/**
 * Tables as Kysely sees them. Timestamps are ISO-8601 text in both dialects' answers (PostgreSQL's
 * timestamptz is parsed to ISO text on read); booleans are 0/1 on SQLite and true/false on PostgreSQL,
 * so repositories read them through `Boolean()`.
 */
export interface SightingsTable {
  /** Integer key that tags and media point at. */
  seq: Generated<number>;
  /** Timeline order as one integer (decision 0009); the SQLite search and map indexes are keyed by it. */
  timeline_key: number;
  id: string;
  type: string | null;
  summary: string | null;
  detailed_description: string | null;
  occurred: string;
  submitted: string;
  created: string;
  updated: string;
  days_between: number;
  location_name: string | null;
  address: string | null;
  formatted_address: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  iso2_country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The IANA time zone of the place; null when not known. */
  time_zone: string | null;
  /** Only the day is known: `occurred` is that day's local midnight (migration 023). */
  time_unknown: boolean | number;
  /**
   * The day on the calendar of the place, 'yyyy-MM-dd' (decision 0047): what date ranges, years and
   * months go by. The UTC day when the zone is not known.
   */
  local_date: string | null;
  /** The hour on the clocks of the place, 0–23; the mean solar hour at the longitude without a zone. */
  local_hour: number | null;
  location: string | null;
  address_resolution: string | null;
  altitude: string | null;
  distance: string | null;
  duration: string | null;
  entity_encountered: boolean | number;
  landing_occurred: boolean | number;
  features: string | null;
  flight_path: string | null;
  shape: string | null;
  rating: string | null;
  source: string | null;
  status: string | null;
  deleted: boolean | number;
  approved: boolean | number;
  media_count: number;
  /** The event a public sighting is grouped in: its earliest report's id (decision 0026); null when alone. */
  event_id: string | null;
  /** When staff made it public; null for one stored public (an import) or never approved. */
  published: string | null;
  /** How many reports its event has; null when alone. */
  event_size: number | null;
  /** Set by imports so that importing the same row twice adds nothing. */
  import_key: string | null;
  /** PostgreSQL only: the full-text document (SQLite keeps it in `sighting_words`). */
  search_vector?: unknown;
  /** PostgreSQL only: the location as a point (SQLite keeps it in the R*Tree `sighting_places`). */
  geo?: unknown;
}

export interface SightingTagsTable {
  sighting_seq: number;
  position: number;
  tag: string;
}

export interface MediaTable {
  seq: Generated<number>;
  sighting_seq: number;
  position: number;
  file_name: string;
  kind: string;
  content_type: string;
  size_bytes: number;
  has_public_copy: boolean | number;
  created: string;
  /** A photo's perceptual hash, 16 hex digits (decision 0028); null for other files and unreadable photos. */
  perceptual_hash: string | null;
}

export interface UsersTable {
  seq: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  password_hash: string;
  created: string;
  /** A removed user with logged activity stays, disabled, so the log keeps their name. */
  disabled: Generated<boolean | number>;
}

export interface TokensTable {
  token_hash: string;
  user_seq: number;
  created: string;
  expires: string;
  revoked: boolean | number;
}

export interface ActivitiesTable {
  seq: Generated<number>;
  action: string;
  created: string;
  /** Null for the witness's own withdrawal of their report. */
  user_seq: number | null;
  sighting_id: string;
  /** Why a sighting was taken down, in the staff's words or as the witness's withdrawal; else null. */
  reason: string | null;
  /** 'approved' or 'rejected' when the change decided a report's review; else null. */
  outcome: string | null;
  /** The report a merged resend was merged into; else null. */
  merged_into: string | null;
}

/** One failed sign-in per row; `subject` is `pair:…`, `ip:…` or `user:…` (login-limiter.ts). */
export interface LoginFailuresTable {
  seq: Generated<number>;
  subject: string;
  failed: string;
}

/** An address an account has signed in from, and when it last did. */
export interface SignInAddressesTable {
  email: string;
  address: string;
  last_signed_in: string;
}

/** A failed sign-in to a real account, for staff to read: a wrong password, or an attempt slowed down. */
export interface FailedSignInsTable {
  seq: Generated<number>;
  user_seq: number;
  address: string;
  failed: string;
  outcome: string;
}

/** A sighting's sky at the time, as the sky call answers it (JSON), and whether a bright body fits the report. */
export interface SightingSkiesTable {
  sighting_seq: number;
  timeline_key: number;
  sky: string;
  explained: boolean | number;
}

/** One published element set of one object at one epoch (OMM's fields; angles in degrees). */
export interface SatelliteElementsTable {
  norad_id: number;
  /** The epoch in milliseconds since 1970 (UTC). */
  epoch_ms: number;
  object_name: string;
  /** The international designator, e.g. 2024-001A: the launch's year and number. */
  object_id: string;
  /** Revolutions a day. */
  mean_motion: number;
  eccentricity: number;
  inclination: number;
  ra_of_asc_node: number;
  arg_of_pericenter: number;
  mean_anomaly: number;
  bstar: number;
  mean_motion_dot: number;
  mean_motion_ddot: number;
  /** The launch, e.g. 2024-001; null when the designator does not name one. */
  launch_id: string | null;
  /** 1 for a Starlink, 0 for any other: the thousands of Starlinks are read only when young. */
  is_starlink: number;
}

/** A launch (the designator's year and number, e.g. 2024-001) and the earliest epoch of its objects. */
export interface SatelliteLaunchesTable {
  launch_id: string;
  first_epoch_ms: number;
}

/** A rocket launch from a launch list; `launch_key` is the list's id, or the time and site. */
export interface RocketLaunchesTable {
  launch_key: string;
  launched_ms: number;
  vehicle: string;
  site: string;
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north; null when the list does not say. */
  ascent_azimuth: number | null;
}

/** A message sent with the built-in feedback form; `topic` is one of FEEDBACK_TOPICS. */
export interface FeedbackTable {
  seq: Generated<number>;
  message: string;
  email: string | null;
  topic: string;
  received: string;
}

/** A sighting an import stored although its coordinates lie far from the place it names (migration 023). */
export interface SightingFlagsTable {
  seq: Generated<number>;
  sighting_id: string;
  reason: string;
  flagged: string;
}

/** What the public saw change, for the live-updates stream; `kind` is one of PUBLIC_CHANGE_KINDS. */
export interface PublicChangesTable {
  id: Generated<number>;
  sighting_id: string | null;
  kind: string;
  at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** SQLite only: every word in `sighting_words`, to expand a search's last word (a prefix). */
export interface SightingTermsTable {
  term: string;
}

/** The explorer's counts of public sightings by level and cell of its grids (decision 0024). */
export interface ExploreCellsTable {
  level: number;
  cell: number;
  sighting_count: number;
  latitude_sum: number;
  longitude_sum: number;
  seq_sum: number;
}

/** The same counts by year. */
export interface ExploreCellYearsTable {
  level: number;
  cell: number;
  year: number;
  sighting_count: number;
}

/** The counts by shape and year, with the sums clusters need, at the coarse levels. */
export interface ExploreCellShapeYearsTable {
  level: number;
  shape: string;
  cell: number;
  year: number;
  sighting_count: number;
  latitude_sum: number;
  longitude_sum: number;
  seq_sum: number;
}

/** One 16-bit quarter of a photo's perceptual hash: `band_key` is the quarter's number × 65,536 + its value. */
export interface PhotoHashBandsTable {
  band_key: number;
  media_seq: number;
}

/** Two reports staff chose to keep both of (decision 0028), their ids in order: first < second. */
export interface KeptDuplicatesTable {
  first_id: string;
  second_id: string;
  user_seq: number | null;
  created: string;
}

export interface Database {
  sightings: SightingsTable;
  sighting_terms: SightingTermsTable;
  sighting_tags: SightingTagsTable;
  sighting_skies: SightingSkiesTable;
  satellite_elements: SatelliteElementsTable;
  satellite_launches: SatelliteLaunchesTable;
  rocket_launches: RocketLaunchesTable;
  media: MediaTable;
  users: UsersTable;
  tokens: TokensTable;
  activities: ActivitiesTable;
  settings: SettingsTable;
  login_failures: LoginFailuresTable;
  sign_in_addresses: SignInAddressesTable;
  failed_sign_ins: FailedSignInsTable;
  feedback: FeedbackTable;
  public_changes: PublicChangesTable;
  explore_cells: ExploreCellsTable;
  explore_cell_years: ExploreCellYearsTable;
  explore_cell_shape_years: ExploreCellShapeYearsTable;
  photo_hash_bands: PhotoHashBandsTable;
  kept_duplicates: KeptDuplicatesTable;
  sighting_flags: SightingFlagsTable;
}
