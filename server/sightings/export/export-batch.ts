import type { ExportFormat } from '../../../common/schemas/export.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { PublicSightingBatches } from '../public-batch-reads.ts';
import { exportWriter } from './export-formats.ts';
import { EXPORT_COLUMNS, exportedSighting, type ExportColumn, type ExportSite } from './exported-sighting.ts';

/** One batch of an export: which sightings, and how the file writes them. */
export interface ExportBatchJob {
  format: ExportFormat;
  licence: string;
  site: ExportSite;
  /** Timeline keys, newest first, as the search listed them. */
  keys: number[];
}

/** Reads an export's batches: the columns it writes. */
export type ExportBatchReads = PublicSightingBatches<ExportColumn>;

export function exportBatchReads(db: Kysely<Database>, engine: SightingEngine): ExportBatchReads {
  return new PublicSightingBatches(db, engine, EXPORT_COLUMNS);
}

/** Writes an export's batches: on this thread, or on worker threads beside it (export-workers.ts). */
export interface ExportBatchWriter {
  /** How many batches it writes at once: the export asks for that many ahead of the one it sends. */
  readonly parallelism: number;
  /** The batch's sightings as the file's bytes; sightings gone since the search are left out. */
  write(job: ExportBatchJob): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * A batch's sightings read by key and written in the file's format, as UTF-8 bytes. Each item of a JSON
 * list starts with its comma; the export drops the first one (ExportWriter.itemSeparator).
 */
export async function exportBatchBytes(
  batches: ExportBatchReads,
  job: ExportBatchJob,
): Promise<Uint8Array<ArrayBuffer>> {
  const sightings = await batches.byKeys(job.keys);
  const text = exportWriter(job.format, job.licence).batch(
    sightings.map((sighting) => exportedSighting(sighting, job.site)),
  );
  // Bytes with a buffer of their own (not a slice of Node's shared pool), so a worker can hand them over.
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** Batches written on the thread that serves the request: for a database in memory, which no thread beside it can open. */
export class SameThreadExportBatches implements ExportBatchWriter {
  readonly parallelism = 1;
  readonly #batches: ExportBatchReads;

  constructor(batches: ExportBatchReads) {
    this.#batches = batches;
  }

  write(job: ExportBatchJob): Promise<Uint8Array> {
    return exportBatchBytes(this.#batches, job);
  }

  async close(): Promise<void> {}
}
