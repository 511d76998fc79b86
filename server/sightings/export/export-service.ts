import { Readable } from 'node:stream';
import { DATA_LICENCE, type ParsedExportRequest } from '../../../common/schemas/export.ts';
import type { SightingService } from '../service.ts';
import type { ExportBatchWriter } from './export-batch.ts';
import type { ExportSite } from './exported-sighting.ts';
import { exportWriter } from './export-formats.ts';
import type { ExportSlots } from './export-slots.ts';

/** Sightings read from the database per step of an export: a few hundred kilobytes of text each. */
const EXPORT_BATCH_SIZE = 1000;

export function licenceLine(siteName: string): string {
  return `${siteName} sightings, shared under ${DATA_LICENCE.name} (${DATA_LICENCE.url}): credit ${siteName} and link each sighting's permalink.`;
}

/** Letters and digits of a text, joined by dashes, for a file name any system takes. */
function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'search'
  );
}

export interface SightingExport {
  contentType: string;
  fileName: string;
  /** How many sightings the search counts: what a download's progress counts towards. */
  total: number;
  body: Readable;
}

/**
 * Exports every sighting a search lists as a CSV, JSON or GeoJSON file, written as it is read: the
 * search's keys are read a hundred thousand at a time, their sightings a batch at a time, and a batch
 * is asked for only while the connection keeps up, so memory stays flat however many match. The
 * batches are written by an ExportBatchWriter (on worker threads, where the database can be opened
 * from them), a few ahead of the one being sent.
 */
export class SightingExportService {
  readonly #sightings: Pick<SightingService, 'searchAllKeys'>;
  readonly #batchWriter: ExportBatchWriter;
  readonly #siteName: string;
  readonly #mediaBaseUrl: string;
  readonly #publicUrl: string | undefined;
  readonly #slots: ExportSlots;

  constructor(
    sightings: Pick<SightingService, 'searchAllKeys'>,
    batchWriter: ExportBatchWriter,
    site: { siteName: string; mediaBaseUrl: string; publicUrl: string | undefined },
    slots: ExportSlots,
  ) {
    this.#slots = slots;
    this.#sightings = sightings;
    this.#batchWriter = batchWriter;
    this.#siteName = site.siteName;
    this.#mediaBaseUrl = site.mediaBaseUrl;
    this.#publicUrl = site.publicUrl?.replace(/\/+$/, '');
  }

  /**
   * Permalinks use the configured public address; without one, the address the request came to. The
   * export waits for one of the process's slots (its client may hold one), and holds it until its body
   * ends or is dropped.
   */
  async export(request: ParsedExportRequest, requestOrigin: string, clientAddress: string): Promise<SightingExport> {
    const release = await this.#slots.take(clientAddress);
    try {
      const file = await this.#export(request, requestOrigin);
      // Given back as soon as the body is read to its end (its 'close' comes a tick later, after the
      // client may already have asked again), or when it is dropped.
      file.body.once('end', release).once('close', release);
      return file;
    } catch (error) {
      release();
      throw error;
    }
  }

  async #export(request: ParsedExportRequest, requestOrigin: string): Promise<SightingExport> {
    const licence = licenceLine(this.#siteName);
    const writer = exportWriter(request.format, licence);
    const { total, batches } = await this.#sightings.searchAllKeys(request, EXPORT_BATCH_SIZE);
    const site: ExportSite = { origin: this.#publicUrl ?? requestOrigin, mediaBaseUrl: this.#mediaBaseUrl };
    const batchWriter = this.#batchWriter;
    const separatorBytes = Buffer.byteLength(writer.itemSeparator);
    async function* bytes() {
      yield writer.head;
      const written: Array<Promise<Uint8Array>> = [];
      let separatorDropped = separatorBytes === 0;
      const sendOldest = async () => {
        const batch = await written.shift()!;
        if (separatorDropped || batch.length === 0) return batch;
        separatorDropped = true;
        return batch.subarray(separatorBytes);
      };
      for await (const keys of batches) {
        const batch = batchWriter.write({ format: request.format, licence, site, keys });
        // Awaited in its turn: a failure meanwhile must not count as unhandled.
        batch.catch(() => {});
        written.push(batch);
        if (written.length > batchWriter.parallelism) yield await sendOldest();
      }
      while (written.length > 0) yield await sendOldest();
      yield writer.tail;
    }
    return {
      contentType: writer.contentType,
      fileName: `${fileNamePart(this.#siteName)}-sightings-${fileNamePart(request.term)}.${writer.extension}`,
      total,
      // Bytes, not objects: batches wait in the stream only while the ones before them have not been taken.
      body: Readable.from(bytes(), { objectMode: false, highWaterMark: 64 * 1024 }),
    };
  }

  /** Stops the threads that write batches, if any are running. */
  close(): Promise<void> {
    return this.#batchWriter.close();
  }
}
