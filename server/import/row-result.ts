import type { NewSighting } from '../sightings/sighting-record.ts';

/** A mapped row, or why it was skipped: `reason` is a short category counted in the summary. */
export type RowResult = { ok: true; sighting: NewSighting } | { ok: false; reason: string; detail?: string };

/** Maps one row's fields. One is made per import, so it may keep what it learns (a cache) for later rows. */
export type RowMapper = (fields: readonly string[], options: { pending: boolean }) => RowResult;
