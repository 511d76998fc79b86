import { Readable } from 'node:stream';
import { DATA_LICENCE, type ParsedExportRequest } from '../../../common/schemas/export.ts';
import type { SightingService } from '../service.ts';
import { exportedSighting, type ExportSite } from './exported-sighting.ts';
import { exportWriter } from './export-formats.ts';

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
 * Exports every sighting a search lists as a CSV, JSON or GeoJSON file, written as it is read: a batch
 * of sightings is read from the database only when the connection has taken the one before it, so
 * memory stays flat however many match.
 */
export class SightingExportService {
  readonly #sightings: Pick<SightingService, 'searchAll'>;
  readonly #siteName: string;
  readonly #mediaBaseUrl: string;
  readonly #publicUrl: string | undefined;

  constructor(
    sightings: Pick<SightingService, 'searchAll'>,
    site: { siteName: string; mediaBaseUrl: string; publicUrl: string | undefined },
  ) {
    this.#sightings = sightings;
    this.#siteName = site.siteName;
    this.#mediaBaseUrl = site.mediaBaseUrl;
    this.#publicUrl = site.publicUrl?.replace(/\/+$/, '');
  }

  /** Permalinks use the configured public address; without one, the address the request came to. */
  async export(request: ParsedExportRequest, requestOrigin: string): Promise<SightingExport> {
    const origin = this.#publicUrl ?? requestOrigin;
    const writer = exportWriter(request.format, licenceLine(this.#siteName));
    const { total, batches } = await this.#sightings.searchAll(request, EXPORT_BATCH_SIZE);
    const site: ExportSite = { origin, mediaBaseUrl: this.#mediaBaseUrl };
    async function* text() {
      yield writer.head;
      let first = true;
      for await (const sightings of batches) {
        yield writer.batch(
          sightings.map((sighting) => exportedSighting(sighting, site)),
          first,
        );
        first &&= sightings.length === 0;
      }
      yield writer.tail;
    }
    return {
      contentType: writer.contentType,
      fileName: `${fileNamePart(this.#siteName)}-sightings-${fileNamePart(request.term)}.${writer.extension}`,
      total,
      // Bytes, not objects: a batch waits in the stream only while the one before it has not been taken.
      body: Readable.from(text(), { objectMode: false, highWaterMark: 64 * 1024 }),
    };
  }
}
