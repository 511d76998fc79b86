import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import { csvLine } from './csv-parser.ts';
import { SKYWATCH_CSV_HEADER, sightingToCsvFields } from './skywatch-csv.ts';

/**
 * Writes every sighting that is not deleted to a CSV file in our format and answers how many. Pages
 * are read as the file takes them, so memory stays flat however many rows there are.
 */
export async function exportSightings(filePath: string, bulk: BulkSightingRepository): Promise<number> {
  let written = 0;
  async function* lines() {
    yield csvLine(SKYWATCH_CSV_HEADER);
    for await (const page of bulk.allNotDeleted()) {
      yield page.map((sighting) => csvLine(sightingToCsvFields(sighting))).join('');
      written += page.length;
    }
  }
  await pipeline(lines, createWriteStream(filePath, { encoding: 'utf8' }));
  return written;
}
