import type { NewSighting } from '../sightings/sighting-record.ts';

/** Why a row was skipped: `reason` is a short category counted in the summary, `detail` the row's own case. */
export type RowSkip = { ok: false; reason: string; detail?: string };

/** A mapped row, or why it was skipped. */
export type RowResult =
  | {
      ok: true;
      sighting: NewSighting;
      /** Placed by a name that was not certain (a namesake, a misspelling): counted apart. */
      approximate?: boolean;
      /** Its coordinates lie far from the place it names: kept, and listed for staff. */
      flag?: string;
    }
  | RowSkip;

/** Maps one row's fields. One is made per import, so it may keep what it learns (a cache) for later rows. */
export type RowMapper = (fields: readonly string[], options: { pending: boolean }) => RowResult;

/**
 * A row mapper that reads rows by column name for one header (the first column of a name counts): `map`
 * gets a row's field reader, trimmed, blank for a column the header lacks; a row of the wrong number of
 * fields is skipped before it. `map` also gets the row's raw fields.
 */
export function columnRowMapper<Column extends string>(
  names: readonly string[],
  map: (field: (column: Column) => string, options: { pending: boolean }, fields: readonly string[]) => RowResult,
): RowMapper {
  const columnIndex = new Map<string, number>();
  names.forEach((name, index) => {
    if (!columnIndex.has(name)) columnIndex.set(name, index);
  });
  return (fields, options) => {
    if (fields.length !== names.length) {
      return {
        ok: false,
        reason: 'wrong number of fields',
        detail: `expected ${names.length}, found ${fields.length}`,
      };
    }
    const field = (column: Column) => {
      const index = columnIndex.get(column);
      return index === undefined ? '' : fields[index]!.trim();
    };
    return map(field, options, fields);
  };
}
