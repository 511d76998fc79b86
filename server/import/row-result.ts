import type { NewSighting } from '../sightings/sighting-record.ts';

/** A mapped row, or why it was skipped: `reason` is a short category counted in the summary. */
export type RowResult = { ok: true; sighting: NewSighting } | { ok: false; reason: string; detail?: string };
