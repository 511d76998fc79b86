import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LngLatBox } from '../map/map-boxes.ts';
import { cellsInBox } from '../map/map-cells.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { PlaceSql } from './explore-cells.ts';
import { cellColumn, cellRow, cellSize } from './explore-grid.ts';
import { isUnfiltered, readsEveryRow } from './explore-plan.ts';
import type { ExploreFilters, ExploreView } from './explore-types.ts';
import { dateOfDay, keysAround } from './whole-years.ts';

/** A query of the sightings table that filters can narrow. */
export type PublicSightingsQuery = SelectQueryBuilder<Database, 'sightings', object>;

/** A view touching at most this many cells of the map's grid names them, so the grid's index finds its rows. */
const HALF_DEGREE_CELLS_WORTH_NAMING = 64;

/** The statements that read a view's public sightings matching filters, row by row. */
export class ViewRows extends SightingSql {
  /**
   * Public sightings in the view's cells that match the filters; with `inBoxes`, only those inside the
   * view's boxes themselves (an exact count; clusters keep whole cells).
   */
  matching(
    view: ExploreView,
    filters: ExploreFilters,
    matchKeys: readonly number[] | undefined,
    { inBoxes = false }: { inBoxes?: boolean } = {},
  ) {
    let query = this.db.selectFrom('sightings').where(this.engine.isPublic).where(this.#inView(view));
    if (inBoxes) query = query.where(inBoxesCondition(view.boxes, this.engine.explore));
    const halfDegreeCells = view.boxes.map((box) =>
      cellsInBox(viewCellsBox(box, view.level), HALF_DEGREE_CELLS_WORTH_NAMING),
    );
    if (halfDegreeCells.every((cells) => cells !== null)) {
      // A small view: its few cells of the map's grid let its index find the rows.
      query = query.where(sql<SqlBool>`${this.engine.cellOfSighting} in (${sql.join(halfDegreeCells.flat())})`);
    } else if (readsEveryRow(filters) || (filters.fromDay === undefined && filters.toDay === undefined)) {
      // A date range with no other filter finds its rows by the timeline's index: offered the places
      // too, PostgreSQL read a continent's from its GiST index for every range (270 ms, against 1 ms).
      const places = this.engine.explore.placesIn(view.boxes.map((box) => viewCellsBox(box, view.level)));
      if (places !== null) query = query.where(places);
    }
    return this.narrowed(query, filters, matchKeys);
  }

  /**
   * Public sightings in the view's cells but outside its boxes that match the filters (what counting
   * whole cells adds to the view), as statements whose rows add up to them. They lie in `bandBoxes`:
   * PostgreSQL finds them there by its index of places, one statement a band when that index holds all
   * the filters ask (a date range at most); SQLite by the map's grid, naming the grid's cells that the
   * bands touch, in one.
   */
  outside(
    view: ExploreView,
    filters: ExploreFilters,
    matchKeys: readonly number[] | undefined,
  ): PublicSightingsQuery[] {
    const { explore } = this.engine;
    // On the place as the index holds it: with no other filter, the index alone answers.
    const outsideBoxes = (where: RawBuilder<SqlBool>) =>
      this.narrowed(
        this.db
          .selectFrom('sightings')
          .where(this.engine.isPublic)
          .where(this.#inView(view, explore.indexedPlace))
          .where(sql<SqlBool>`not ${inBoxesCondition(view.boxes, explore.indexedPlace)}`)
          .where(where),
        filters,
        matchKeys,
      );
    const bands = bandBoxes(view);
    const inBands = explore.placesIn(bands);
    if (inBands === null) {
      const cells = new Set(bands.flatMap((band) => cellsInBox(band, Number.POSITIVE_INFINITY)!));
      return [outsideBoxes(explore.mapCellIsOneOf([...cells].sort((a, b) => a - b)))];
    }
    // A filter the index does not hold visits the table for each row anyway: one statement, so that
    // a term's matches are looked up once, not once a band.
    if (!isUnfiltered({ ...filters, fromDay: undefined, toDay: undefined })) return [outsideBoxes(inBands)];
    // A band alone is one scan of the index, which holds each row's point and day; bands joined by
    // `or` made PostgreSQL visit the table for every row (a state's edge: 27–67 ms against 14). Bands
    // meet at their edges: each leaves out the rows of those before it.
    return bands.map((band, index) =>
      outsideBoxes(
        index === 0
          ? explore.placesIn([band])!
          : sql<SqlBool>`${explore.placesIn([band])!} and not ${explore.placesIn(bands.slice(0, index))!}`,
      ),
    );
  }

  /** The filters' conditions on a query of public sightings. */
  narrowed(
    query: PublicSightingsQuery,
    filters: ExploreFilters,
    matchKeys: readonly number[] | undefined,
  ): PublicSightingsQuery {
    const { explore } = this.engine;
    // The keys a day wider at each end find the rows by the timeline's index; each row's own day decides.
    const { fromKey, toKey } = keysAround(filters);
    if (fromKey !== undefined) {
      query = query
        .where('timeline_key', '>=', fromKey)
        .where(sql<SqlBool>`${explore.dayOf} >= ${dateOfDay(filters.fromDay!)}`);
    }
    if (toKey !== undefined) {
      query = query
        .where('timeline_key', '<', toKey)
        .where(sql<SqlBool>`${explore.dayOf} < ${dateOfDay(filters.toDay!)}`);
    }
    if (filters.match?.condition !== undefined) query = query.where(filters.match.condition);
    else if (matchKeys !== undefined) query = query.where(explore.keyIsOneOf(matchKeys));
    if (filters.hasMedia) query = query.where('media_count', '>', 0);
    if (filters.shape !== undefined) query = query.where('shape', '=', filters.shape);
    if (filters.country !== undefined) query = query.where('iso2_country_code', '=', filters.country);
    if (filters.source !== undefined) query = query.where('source', '=', filters.source);
    return query;
  }

  /** In one of the view's rectangles of cells, exactly as the kept counts place a sighting. */
  #inView(view: ExploreView, { rowOf, columnOf }: PlaceSql = this.engine.explore): RawBuilder<SqlBool> {
    const rectangles = view.boxes.map((box) => {
      const rows = [cellRow(box.south, view.level), cellRow(box.north, view.level)];
      const columns = [cellColumn(box.west, view.level), cellColumn(box.east, view.level)];
      return sql<SqlBool>`(${rowOf(view.level)} between ${rows[0]} and ${rows[1]}
        and ${columnOf(view.level)} between ${columns[0]} and ${columns[1]})`;
    });
    return sql<SqlBool>`(${sql.join(rectangles, sql` or `)})`;
  }
}

/** The keys a term matches, read only when its match is not a condition on the rows. */
export const matchKeysOf = async (filters: ExploreFilters) =>
  filters.match?.condition === undefined ? await filters.match?.keys() : undefined;

/** Inside one of the boxes, edges included: the sightings a view holds. */
export function inBoxesCondition(
  boxes: readonly LngLatBox[],
  { latitude, longitude }: Pick<PlaceSql, 'latitude' | 'longitude'>,
): RawBuilder<SqlBool> {
  const inBoxes = boxes.map(
    (box) => sql<SqlBool>`(${latitude} between ${box.south} and ${box.north}
      and ${longitude} between ${box.west} and ${box.east})`,
  );
  return sql<SqlBool>`(${sql.join(inBoxes, sql` or `)})`;
}

/**
 * The rectangles between each box and the whole cells of the view's grid around it (south and north
 * strips across the cells' width, west and east strips between them), edges included: every sighting
 * the cells hold outside the boxes lies in one. None when the boxes' edges are the cells' own.
 */
export function bandBoxes(view: ExploreView): LngLatBox[] {
  const bands: LngLatBox[] = [];
  for (const box of view.boxes) {
    const cells = viewCellsBox(box, view.level);
    if (cells.south < box.south) bands.push({ ...cells, north: box.south });
    if (cells.north > box.north) bands.push({ ...cells, south: box.north });
    if (cells.west < box.west) bands.push({ ...box, west: cells.west, east: box.west });
    if (cells.east > box.east) bands.push({ ...box, west: box.east, east: cells.east });
  }
  return bands;
}

/** The box covered by the cells of `level` that a box touches. */
function viewCellsBox(box: LngLatBox, level: number): LngLatBox {
  const size = cellSize(level);
  return {
    west: Math.max(-180, cellColumn(box.west, level) * size - 180),
    east: Math.min(180, (cellColumn(box.east, level) + 1) * size - 180),
    south: Math.max(-90, cellRow(box.south, level) * size - 90),
    north: Math.min(90, (cellRow(box.north, level) + 1) * size - 90),
  };
}
