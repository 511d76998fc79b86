import { apiPaths } from '../../../../common/api/api-paths.ts';
import { EXPORT_TOTAL_HEADER, type ExportFormat } from '../../../../common/schemas/export.ts';
import { apiPostForStream } from '../../../lib/api-client.ts';
import type { SearchRequestBody } from './sighting-search.ts';

export interface ExportProgress {
  /** Sightings received so far. */
  rows: number;
  bytes: number;
  /** How many the export holds, as the server counted them; null when it did not say. */
  total: number | null;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

const QUOTE = 34;
const LINE_FEED = 10;
const OPEN_BRACE = 123;

/**
 * Counts the sightings in an export's bytes as they arrive. CSV: records end with a line break outside
 * quotes (quoted text may hold line breaks; a doubled quote toggles twice), after the header. JSON and
 * GeoJSON: the server writes a sighting per line, each line an object, and JSON text never holds a raw
 * line break.
 */
export function rowCounter(format: ExportFormat): (chunk: Uint8Array) => number {
  if (format === 'csv') {
    let inQuotes = false;
    let headerEnded = false;
    return (chunk) => {
      let rows = 0;
      for (const byte of chunk) {
        if (byte === QUOTE) inQuotes = !inQuotes;
        else if (byte === LINE_FEED && !inQuotes) {
          if (headerEnded) rows += 1;
          headerEnded = true;
        }
      }
      return rows;
    };
  }
  let afterLineFeed = false;
  return (chunk) => {
    let rows = 0;
    for (const byte of chunk) {
      if (afterLineFeed && byte === OPEN_BRACE) rows += 1;
      afterLineFeed = byte === LINE_FEED;
    }
    return rows;
  };
}

/** The file name the server gave in its Content-Disposition header. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads every sighting the search lists as a file, reading the answer as it streams in and telling
 * how far it has got; the file is handed back whole, to be saved.
 */
export async function downloadExport(
  search: SearchRequestBody,
  format: ExportFormat,
  options: { onProgress: (progress: ExportProgress) => void; signal?: AbortSignal },
): Promise<ExportedFile> {
  const response = await apiPostForStream(apiPaths.exportSearch, { ...search, format }, { signal: options.signal });
  const totalHeader = response.headers.get(EXPORT_TOTAL_HEADER);
  const progress: ExportProgress = { rows: 0, bytes: 0, total: totalHeader === null ? null : Number(totalHeader) };
  options.onProgress({ ...progress });
  const count = rowCounter(format);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.length;
    progress.rows += count(value);
    options.onProgress({ ...progress });
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    fileName: attachmentName(response.headers.get('content-disposition'), `sightings.${format}`),
  };
}

/** Saves a file the way a download link does. */
export function saveFile({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
