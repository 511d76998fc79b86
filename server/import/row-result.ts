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
 * Reads rows by column name for one header (the first column of a name counts): a row's field
 * reader, trimmed, blank for a column the header lacks; or why the row cannot be read.
 */
export function rowReader<Column extends string>(
  names: readonly string[],
): (fields: readonly string[]) => RowSkip | { ok: true; field: (column: Column) => string } {
  const columnIndex = new Map<string, number>();
  names.forEach((name, index) => {
    if (!columnIndex.has(name)) columnIndex.set(name, index);
  });
  return (fields) => {
    if (fields.length !== names.length) {
      return {
        ok: false,
        reason: 'wrong number of fields',
        detail: `expected ${names.length}, found ${fields.length}`,
      };
    }
    return {
      ok: true,
      field: (column) => {
        const index = columnIndex.get(column);
        return index === undefined ? '' : fields[index]!.trim();
      },
    };
  };
}
