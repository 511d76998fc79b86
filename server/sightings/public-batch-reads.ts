import { sql, type Kysely, type RawBuilder } from 'kysely';
import { withArrayRows } from '../db/array-rows.ts';
import type { Database } from '../db/schema.ts';
import type { SightingEngine } from './engine/sighting-engine.ts';
import { parseList } from './sighting-hydration.ts';
import type { SIGHTING_COLUMNS, SightingRow } from './sighting-record.ts';
import { SightingSql } from './sighting-sql.ts';

/**
 * A batch is read as one range of the timeline index when the public sightings from its oldest to its
 * newest key are at most this many times its keys: walking the range in key order, a few rows the
 * batch does not want included, costs less than finding each key on its own.
 */
const MOST_ROWS_PER_KEY_OF_A_RANGE = 1.25;

/** A column a batch may read. */
export type SightingColumn = (typeof SIGHTING_COLUMNS)[number];

/** A public sighting of a batch: the columns asked for, with its tags and media in their order. */
export interface BatchSighting<Column extends SightingColumn> {
  row: Pick<SightingRow, Column>;
  tags: string[];
  media: string[];
}

/** A sighting's values in the order of the columns read (seq and timeline key first). */
type ColumnValues = readonly unknown[];
/** A sighting's seq and one item of its tags or media. */
type ListItem = readonly [number, string];

const SEQ = 0;
const TIMELINE_KEY = 1;

/**
 * How rows read as arrays are seen as objects: each column a getter of the array's value, shared by
 * every row, rather than an object of 30-odd properties made for each row.
 */
function rowViewOf(columns: readonly string[]): new (values: ColumnValues) => object {
  class ValuesRow {
    readonly values: ColumnValues;
    constructor(values: ColumnValues) {
      this.values = values;
    }
  }
  columns.forEach((column, index) => {
    Object.defineProperty(ValuesRow.prototype, column, {
      get(this: ValuesRow) {
        return this.values[index];
      },
    });
  });
  return ValuesRow;
}

/**
 * Public sightings read many at a time, as an export reads every match of a search: only the columns
 * it writes, each batch's rows, then the tags and the media of all of them in one read each, instead
 * of a subquery per sighting. Rows come as arrays of values (db/array-rows.ts).
 */
export class PublicSightingBatches<Column extends SightingColumn> extends SightingSql {
  readonly #selected: RawBuilder<unknown>;
  readonly #RowView: new (values: ColumnValues) => object;
  readonly #columnCount: number;

  constructor(db: Kysely<Database>, engine: SightingEngine, columns: readonly Column[]) {
    super(db, engine);
    const read = ['seq', 'timeline_key', ...columns.filter((column) => column !== 'seq' && column !== 'timeline_key')];
    this.#selected = sql.join(read.map((column) => sql.ref(`sightings.${column}`)));
    this.#RowView = rowViewOf(read);
    this.#columnCount = read.length;
  }

  /** Public sightings by timeline key, in the keys' order, with their tags and media; keys none has are left out. */
  async byKeys(keys: readonly number[]): Promise<Array<BatchSighting<Column>>> {
    if (keys.length === 0) return [];
    if (!this.engine.readsBatchesAsRanges) return this.#withListsByKeys(keys);
    const rows = this.#inKeysOrder(keys, await this.#rows(keys));
    if (rows.length === 0) return [];
    const seqs = rows.map((row) => Number(row[SEQ])).sort((a, b) => a - b);
    const tags = await this.#lists(sql`select sighting_seq, tag from sighting_tags`, seqs);
    const media = await this.#lists(sql`select sighting_seq, file_name from media`, seqs);
    return rows.map((values) => {
      const seq = Number(values[SEQ]);
      const row = new this.#RowView(values) as Pick<SightingRow, Column>;
      return { row, tags: tags.get(seq) ?? [], media: media.get(seq) ?? [] };
    });
  }

  /**
   * Where each statement is a round trip, one statement with each sighting's lists as JSON costs less
   * than three: the keys' rows, then their tags and media.
   */
  async #withListsByKeys(keys: readonly number[]): Promise<Array<BatchSighting<Column>>> {
    const read = withArrayRows<ColumnValues>(
      sql`select ${this.#selected}, ${this.engine.orderedList('sighting_tags', 'tag')},
        ${this.engine.orderedList('media', 'file_name')}
      from sightings where ${this.engine.isPublic} and ${this.engine.isOneOfNumbers('timeline_key', keys)}`,
    );
    const lists = this.#columnCount;
    return this.#inKeysOrder(keys, (await read.execute(this.db)).rows).map((values) => ({
      row: new this.#RowView(values) as Pick<SightingRow, Column>,
      tags: parseList(values[lists] as string),
      media: parseList(values[lists + 1] as string),
    }));
  }

  /** The rows of the keys, in their order; a range read also meets public sightings the batch does not hold. */
  #inKeysOrder(keys: readonly number[], rows: readonly ColumnValues[]): readonly ColumnValues[] {
    // A dense batch read as a range is usually exactly its keys, newest first: nothing to place.
    if (rows.length === keys.length && rows.every((row, index) => Number(row[TIMELINE_KEY]) === keys[index])) {
      return rows;
    }
    const position = new Map(keys.map((key, index) => [key, index]));
    const placed = new Array<ColumnValues | undefined>(keys.length);
    for (const row of rows) {
      const index = position.get(Number(row[TIMELINE_KEY]));
      if (index !== undefined) placed[index] = row;
    }
    return placed.filter((row) => row !== undefined);
  }

  /** The batch's rows, newest first when read as a range, in any order otherwise. */
  async #rows(keys: readonly number[]): Promise<ColumnValues[]> {
    let oldest = keys[0]!;
    let newest = keys[0]!;
    for (const key of keys) {
      if (key < oldest) oldest = key;
      if (key > newest) newest = key;
    }
    const dense = await this.#isDense(oldest, newest, Math.ceil(keys.length * MOST_ROWS_PER_KEY_OF_A_RANGE));
    const which = dense
      ? sql`timeline_key >= ${oldest} and timeline_key <= ${newest} order by timeline_key desc`
      : this.engine.isOneOfNumbers('timeline_key', keys);
    const read = withArrayRows<ColumnValues>(
      sql`select ${this.#selected} from sightings where ${this.engine.isPublic} and ${which}`,
    );
    return (await read.execute(this.db)).rows;
  }

  /** Whether at most `most` public sightings lie between the keys, counted from the slim index, never past `most` + 1. */
  async #isDense(oldest: number, newest: number, most: number): Promise<boolean> {
    const inRange = this.db
      .selectFrom('sightings')
      .select(sql<number>`1`.as('one'))
      .where(this.engine.isPublic)
      .where('timeline_key', '>=', oldest)
      .where('timeline_key', '<=', newest)
      .limit(most + 1);
    const { count } = await this.db
      .selectFrom(inRange.as('in_range'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count) <= most;
  }

  /** Each sighting's tags or media (`select sighting_seq, item from table`), in their order. */
  async #lists(selectFromTable: RawBuilder<unknown>, seqs: readonly number[]): Promise<Map<number, string[]>> {
    const read = withArrayRows<ListItem>(
      sql`${selectFromTable} where ${this.engine.isOneOfNumbers('sighting_seq', seqs)} order by sighting_seq, position`,
    );
    const lists = new Map<number, string[]>();
    for (const [seq, item] of (await read.execute(this.db)).rows) {
      const list = lists.get(Number(seq));
      if (list) list.push(item);
      else lists.set(Number(seq), [item]);
    }
    return lists;
  }
}
