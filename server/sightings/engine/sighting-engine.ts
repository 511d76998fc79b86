import type { CompiledQuery, Expression, ExpressionBuilder, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { PreparedSighting } from '../bulk/prepared-sightings.ts';
import type { ExploreSql } from '../explore/explore-cells.ts';
import type { LngLatBox } from '../map/map-boxes.ts';
import type { KeySearch } from '../search/key-search.ts';
import type { PublicEntry } from '../search/sqlite-words-index.ts';
import type { HydratableRow } from '../sighting-record.ts';
import type { VersionedCache } from '../timeline/versioned-cache.ts';

/** A column that a test of membership (`isOneOf`) can be made on. */
export type LookupColumn = 'timeline_key' | 'id';

/** A condition on the sightings table, as the query builder's `where` takes it. */
export type SightingCondition = (eb: ExpressionBuilder<Database, 'sightings'>) => Expression<SqlBool>;

/** What an edit changed that the engine's own indexes hold. */
export interface EditedSighting {
  seq: number;
  /** The timeline key before the edit (the SQLite search index is keyed by it). */
  previousKey: number;
  longitude: number | null;
  latitude: number | null;
  /** The words it is found by now (searchDocument). */
  document: string;
}

/** The event a public sighting is stored in (decision 0026); both null for one alone. */
export interface EventLabel {
  key: number;
  eventId: string | null;
  eventSize: number | null;
}

/**
 * Everything that differs between SQLite and PostgreSQL in the SQL about sightings. The repositories
 * write each statement once and take from the engine the parts each database writes its own way, and
 * what each keeps beside the rows: SQLite its full-text table, PostgreSQL a tsvector and a point column.
 */
export interface SightingEngine {
  readonly dialect: DialectName;

  /** Who may see a sighting, as literals written exactly as the partial indexes are, so both use them. */
  readonly isPublic: RawBuilder<boolean>;
  readonly isLive: RawBuilder<boolean>;
  readonly isPending: RawBuilder<boolean>;
  /** One column of a sighting's tags or media as JSON array text, in their order. */
  orderedList(table: 'sighting_tags' | 'media', column: 'tag' | 'file_name'): RawBuilder<string>;
  /** Whether `column` is one of `values`; at most `valuesPerQuery` of them in one test. */
  isOneOf(column: LookupColumn, values: readonly number[] | readonly string[]): SightingCondition;
  readonly valuesPerQuery: number;
  /**
   * Whether an export reads its batches as ranges with their tags and media apart (public-batch-reads.ts),
   * or by key with each sighting's lists in the same statement, as pages of lists do.
   */
  readonly readsBatchesAsRanges: boolean;
  /** `isOneOf` written into a statement: a timeline key, or the seq of a sighting's tags and media. */
  isOneOfNumbers(column: 'timeline_key' | 'sighting_seq', values: readonly number[]): RawBuilder<boolean>;
  /**
   * Whether each statement is a round trip to a database server (PostgreSQL), not a call in the process
   * (SQLite). Where it is, reads that can go together do: lookups by id that arrive together
   * (db/lookup-batches.ts), and a map view's rows with its keys.
   */
  readonly statementsAreRoundTrips: boolean;
  /** Whether a sighting's timeline key is one of the keys a subquery answers (its column `key`). */
  keyIsIn(keys: RawBuilder<{ key: number }>): RawBuilder<boolean>;
  /** Public sightings whose timeline key is one of `keys`, in any order. */
  publicRowsByKeys(db: Kysely<Database>, keys: readonly number[]): Promise<HydratableRow[]>;

  /** The cell of the map's grid a sighting is in: the expression its index is built on. */
  readonly cellOfSighting: RawBuilder<number>;
  /**
   * A box with few public sightings is read by place. `variant` tells apart the statements its reading
   * needs (one per variant is built); `values` follow the box's edges as parameters.
   */
  sparseBoxReading(box: LngLatBox): { variant: number; values: number[] };
  /** The public keys in the box, as a table named `in_box` with a column `key`. */
  keysInSparseBox(variant: number, edgesAndValues: readonly number[]): RawBuilder<unknown>;

  /** The explorer's cells, years, months and hours, and the triggers that keep its counts (decision 0024). */
  readonly explore: ExploreSql;

  /** Full-text search over the public sightings. */
  createSearch(db: Kysely<Database>, memo: VersionedCache): KeySearch;

  /** Rows per insert statement. */
  readonly insertBatchSize: number;
  /** Stores a batch of prepared sightings under their timeline keys, answering seq, id and timeline_key. */
  insertSightings(batch: readonly PreparedSighting[], keys: readonly number[]): CompiledQuery;
  /** Whether prepared sightings can be handed over as a staging file (staging-repository.ts). */
  readonly storesStagingFiles: boolean;
  /** Index entries of newly stored public sightings; `terms` are their documents' words. */
  publicSightingsAdded(db: Kysely<Database>, entries: readonly PublicEntry[], terms: readonly string[]): Promise<void>;
  sightingEdited(db: Kysely<Database>, edited: EditedSighting): Promise<void>;
  sightingDeleted(db: Kysely<Database>, timelineKey: number): Promise<void>;
  /** A sighting's occurred time, and so its timeline key, changed; its words did not. */
  timelineKeyChanged(db: Kysely<Database>, seq: number, previousKey: number): Promise<void>;
  /** A sighting's first media file makes it one "with media" that searches can ask for. */
  firstMediaAdded(db: Kysely<Database>, seq: number, timelineKey: number): Promise<void>;

  /** Waits for the grouping of events (decision 0026) to be this transaction's alone, until it ends. */
  lockEventGrouping(db: Kysely<Database>): Promise<void>;
  /** Stores the events of sightings, found by timeline key. */
  labelEvents(db: Kysely<Database>, labels: readonly EventLabel[]): Promise<void>;

  /** Indexes that a bulk load into an empty table builds once at the end (deferred-indexes.ts). */
  readonly deferrableIndexes: readonly string[];
  /** Foreign keys onto sightings that such a load adds back once at the end instead of checking row by row. */
  readonly deferrableForeignKeys: readonly string[];
  /** Runs a bulk load with the settings that speed it up, put back afterwards even when it fails. */
  duringBulkLoad<Result>(db: Kysely<Database>, load: () => Promise<Result>): Promise<Result>;
  /** Tidies the stored rows after a large load, before the deferred indexes are built. */
  tidyRowsAfterBulkLoad(db: Kysely<Database>): Promise<void>;
  /** Tidies the indexes and the planner's statistics after a large load. */
  tidyAfterBulkLoad(db: Kysely<Database>): Promise<void>;
}
