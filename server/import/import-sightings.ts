import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import type { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import { CsvFormatError, readCsvRecords } from './csv-parser.ts';
import { columnMapRowMapper, type ColumnMap } from './column-map-csv.ts';
import { NUFORC_HEADER, nuforcRowMapper } from './nuforc-csv.ts';
import {
  isNuforcDatabankHeader,
  NUFORC_DATABANK_COLUMNS,
  nuforcDatabankRowMapper,
  readDatabankContext,
} from './nuforc-databank-csv.ts';
import { isNuforcReportsHeader, NUFORC_REPORTS_COLUMNS, nuforcReportsRowMapper } from './nuforc-reports-csv.ts';
import type { RowMapper } from './row-result.ts';
import type { NewFlag, SightingFlagsRepository } from './sighting-flags-repository.ts';
import {
  SKYWATCH_CSV_HEADER,
  SKYWATCH_CSV_HEADER_WITHOUT_TIME_ZONE,
  skywatchRowToSighting,
  skywatchRowWithoutTimeZone,
} from './skywatch-csv.ts';
import { withVisibleText } from './visible-text.ts';

export type ImportFormat = 'nuforc' | 'nuforc-reports' | 'nuforc-databank' | 'skywatch' | 'columns';

export interface ImportProgress {
  rowsRead: number;
  added: number;
  /** Rows whose sighting is stored already (same import key, or the same sighting under its id). */
  alreadyStored: number;
  skipped: number;
  /** Rows placed by a name that was not certain (a namesake, a misspelling, two places in one). */
  approximate: number;
  /** Rows whose coordinates lie far from the place they name: stored, and listed for staff. */
  flagged: number;
  elapsedMs: number;
  /** Share of the file read, 0..1. */
  fraction: number;
}

export interface SkippedRow {
  line: number;
  reason: string;
  detail?: string;
}

export interface ImportSummary extends ImportProgress {
  format: ImportFormat;
  /** The first skipped rows in detail; `skippedByReason` counts them all. */
  skippedRows: SkippedRow[];
  skippedByReason: Record<string, number>;
  /** The first rows as they are (or, in a dry run, would be) stored. */
  preview: NewSighting[];
  /** The flagged rows in detail (the first ones), with their line. */
  flaggedRows: SkippedRow[];
}

export interface ImportOptions {
  filePath: string;
  bulk: BulkSightingRepository;
  /** Imported sightings wait for moderation instead of being public. */
  pending: boolean;
  batchSize?: number;
  /** A CSV whose header no format knows, read by this map of fields to its columns. */
  columns?: ColumnMap;
  /** Where the rows came from, stored as each sighting's source. */
  source?: string;
  /** Maps and counts every row, stores nothing. */
  dryRun?: boolean;
  /** Where rows whose coordinates lie far from the place they name are listed for staff. */
  flags?: SightingFlagsRepository;
  onProgress?: (progress: ImportProgress) => void;
  /** Stores a batch, answering how many were added: `bulk.insertMany` unless told (an import with notification). */
  store?: (sightings: readonly NewSighting[]) => Promise<number>;
}

/** A problem with the file as a whole (missing, unknown format): the import does not start. */
export class ImportError extends Error {}

const DEFAULT_BATCH_SIZE = 2000;
const SKIPPED_IN_DETAIL = 50;
const PREVIEW_ROWS = 5;
/** Progress is reported every 5 % of the file, but not more often than every 10,000 rows. */
const PROGRESS_STEP = 0.05;
const PROGRESS_MIN_ROWS = 10_000;

interface CsvFormat {
  format: ImportFormat;
  /** Whether a header line, its names trimmed, is this format's. */
  recognizes: (names: readonly string[]) => boolean;
  /** The row mapper for one import of a file with this header (some formats read the file first). */
  rowMapper: (names: readonly string[], filePath: string) => RowMapper | Promise<RowMapper>;
}

const exactly = (header: readonly string[]) => (names: readonly string[]) => names.join(',') === header.join(',');

const FORMATS: readonly CsvFormat[] = [
  { format: 'nuforc', recognizes: exactly(NUFORC_HEADER), rowMapper: () => nuforcRowMapper() },
  { format: 'nuforc-reports', recognizes: isNuforcReportsHeader, rowMapper: nuforcReportsRowMapper },
  {
    format: 'nuforc-databank',
    recognizes: isNuforcDatabankHeader,
    rowMapper: async (names, filePath) => nuforcDatabankRowMapper(names, await readDatabankContext(filePath, names)),
  },
  { format: 'skywatch', recognizes: exactly(SKYWATCH_CSV_HEADER), rowMapper: () => skywatchRowToSighting },
  {
    format: 'skywatch',
    recognizes: exactly(SKYWATCH_CSV_HEADER_WITHOUT_TIME_ZONE),
    rowMapper: () => skywatchRowWithoutTimeZone,
  },
];

/** Streams a CSV file into the database in batches; the format is told by its header. */
export async function importSightings(options: ImportOptions): Promise<ImportSummary> {
  const size = await fileSize(options.filePath);
  const started = performance.now();
  const stream = createReadStream(options.filePath, { encoding: 'utf8', highWaterMark: 1 << 20 });
  const records = readCsvRecords(stream);
  try {
    const first = await records.next();
    if (first.done) throw new ImportError(`${options.filePath} is empty: expected a header line.`);
    const names = first.value.fields.map((field) => field.trim());
    const { format, rowMapper } = options.columns
      ? {
          format: 'columns' as const,
          rowMapper: () => mapperOrImportError(() => columnMapRowMapper(names, options.columns!, options.source)),
        }
      : detectFormat(names);
    const toSighting = await rowMapper(names, options.filePath);

    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    const summary: ImportSummary = {
      format,
      rowsRead: 0,
      added: 0,
      alreadyStored: 0,
      skipped: 0,
      approximate: 0,
      flagged: 0,
      elapsedMs: 0,
      fraction: 0,
      skippedRows: [],
      skippedByReason: {},
      preview: [],
      flaggedRows: [],
    };
    const skip = (line: number, reason: string, detail?: string) => {
      summary.skipped += 1;
      summary.skippedByReason[reason] = (summary.skippedByReason[reason] ?? 0) + 1;
      if (summary.skippedRows.length < SKIPPED_IN_DETAIL)
        summary.skippedRows.push({ line, reason, ...(detail ? { detail } : {}) });
    };
    let nextReport = { fraction: PROGRESS_STEP, rows: PROGRESS_MIN_ROWS };
    const measure = () => {
      summary.elapsedMs = performance.now() - started;
      summary.fraction = size === 0 ? 1 : Math.min(1, stream.bytesRead / size);
    };

    let batch: NewSighting[] = [];
    let flags: NewFlag[] = [];
    const flush = async () => {
      if (!options.dryRun) {
        const { toInsert, alreadyStored } = await resolveIds(batch, format, options.bulk);
        const store = options.store ?? ((sightings) => options.bulk.insertMany(sightings));
        const added = toInsert.length ? await store(toInsert) : 0;
        summary.added += added;
        summary.alreadyStored += alreadyStored + toInsert.length - added;
        if (flags.length) await options.flags?.record(flags, new Date().toISOString());
      }
      batch = [];
      flags = [];
      measure();
      if (options.onProgress && summary.fraction >= nextReport.fraction && summary.rowsRead >= nextReport.rows) {
        options.onProgress({ ...summary });
        nextReport = { fraction: summary.fraction + PROGRESS_STEP, rows: summary.rowsRead + PROGRESS_MIN_ROWS };
      }
    };

    for await (const record of records) {
      summary.rowsRead += 1;
      if (record.unterminatedQuote) {
        skip(record.line, 'unterminated quoted field');
        continue;
      }
      const result = toSighting(record.fields, { pending: options.pending });
      if (!result.ok) {
        skip(record.line, result.reason, result.detail);
        continue;
      }
      const sighting = withVisibleText(
        options.source && format !== 'columns' ? { ...result.sighting, source: options.source } : result.sighting,
      );
      if (result.approximate) summary.approximate += 1;
      if (result.flag) {
        summary.flagged += 1;
        if (summary.flaggedRows.length < SKIPPED_IN_DETAIL)
          summary.flaggedRows.push({ line: record.line, reason: result.flag });
        if (sighting.importKey) flags.push({ importKey: sighting.importKey, reason: result.flag });
      }
      if (summary.preview.length < PREVIEW_ROWS) summary.preview.push(sighting);
      batch.push(sighting);
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length) await flush();
    measure();
    return summary;
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    throw new ImportError(
      `${error.message} The rows before it were imported; importing the fixed file adds only the rest.`,
    );
  } finally {
    stream.destroy();
  }
}

/** A column map that does not fit the file stops the import before it starts. */
function mapperOrImportError(make: () => RowMapper): RowMapper {
  try {
    return make();
  } catch (error) {
    throw new ImportError((error as Error).message);
  }
}

async function fileSize(filePath: string): Promise<number> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new ImportError(`${filePath} is not a file.`);
    return info.size;
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`File not found: ${filePath}`);
  }
}

function detectFormat(names: readonly string[]): CsvFormat {
  const known = FORMATS.find((candidate) => candidate.recognizes(names));
  if (known) return known;
  const seen = names.join(',');
  const preview = seen.length > 120 ? `${seen.slice(0, 120)}…` : seen;
  throw new ImportError(
    `Unknown CSV format. The header line was:\n  ${preview}\n` +
      `Expected the NUFORC "scrubbed" header:\n  ${NUFORC_HEADER.join(',')}\n` +
      `or the NUFORC reports header (nuforc_reports.csv; a later version adds country after summary):\n` +
      `  ${NUFORC_REPORTS_COLUMNS.join(',')}\n` +
      `or NUFORC's databank index:\n  ${NUFORC_DATABANK_COLUMNS.join(',')}\n` +
      `or the Skywatch export header (npm run export), starting:\n  ${SKYWATCH_CSV_HEADER.slice(0, 6).join(',')},…\n` +
      `Another catalogue's table is read with --columns (see the README).`,
  );
}

/**
 * Ids are unique in the database. Minted ids that happen to be taken are minted again. An exported
 * sighting keeps its id when it is free; when the id is taken by that same sighting (same time and
 * summary) the row is already stored, and when it is taken by another one the row gets a new id.
 */
async function resolveIds(
  batch: readonly NewSighting[],
  format: ImportFormat,
  bulk: BulkSightingRepository,
): Promise<{ toInsert: NewSighting[]; alreadyStored: number }> {
  let alreadyStored = 0;
  let pending = [...batch];
  const toInsert: NewSighting[] = [];
  const claimed = new Set<string>();
  let keepStoredIds = format === 'skywatch';
  while (pending.length) {
    const stored = await bulk.storedByIds(pending.map((sighting) => sighting.id));
    const retry: NewSighting[] = [];
    for (const sighting of pending) {
      const holder = stored.get(sighting.id);
      if (holder && keepStoredIds) {
        if (holder.importKey === sighting.importKey) {
          toInsert.push(sighting); // insertMany skips it by its import key
          continue;
        }
        if (isSameSighting(holder, sighting)) {
          alreadyStored += 1;
          continue;
        }
      }
      if (holder || claimed.has(sighting.id)) {
        retry.push({ ...sighting, id: newSightingId() });
        continue;
      }
      claimed.add(sighting.id);
      toInsert.push(sighting);
    }
    pending = retry;
    keepStoredIds = false; // a re-minted id that is taken is just taken
  }
  return { toInsert, alreadyStored };
}

function isSameSighting(stored: { occurred: string; summary: string | null }, candidate: NewSighting): boolean {
  return Date.parse(stored.occurred) === Date.parse(candidate.occurred) && stored.summary === candidate.summary;
}
