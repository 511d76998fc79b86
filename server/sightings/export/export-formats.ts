import type { ExportFormat } from '../../../common/schemas/export.ts';
import { csvField } from '../../import/csv-parser.ts';
import { joinList } from '../../import/skywatch-csv.ts';
import { EXPORTED_FIELDS, type ExportedSighting } from './exported-sighting.ts';

/** How an export file begins, writes each batch of sightings, and ends. */
export interface ExportWriter {
  contentType: string;
  extension: string;
  head: string;
  /**
   * A batch of sightings, each item starting with `itemSeparator`. Batches are written apart (on worker
   * threads, export-workers.ts), so none knows whether it is first: the export drops the file's first separator.
   */
  batch(sightings: readonly ExportedSighting[]): string;
  itemSeparator: string;
  tail: string;
}

/** Spreadsheets read UTF-8 CSV right only when the file says so with a byte order mark. */
const UTF8_BOM = '\uFEFF';
/** Text a spreadsheet would run as a formula (OWASP's CSV injection list): = + - @ tab and carriage return. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** A text cell a spreadsheet shows as the text it is: a leading apostrophe keeps it from becoming a formula. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.has(text.charAt(0)) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** What makes a text cell need care: a formula's first character, or a character that needs quotes. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

function csvValue(value: ExportedSighting[keyof ExportedSighting]): string {
  if (value === null) return '';
  // Most cells need neither a quote nor an apostrophe: one test of each, not two.
  if (typeof value === 'string') return NEEDS_CARE.test(value) ? csvField(spreadsheetText(value)) : value;
  if (Array.isArray(value)) return value.length === 0 ? '' : csvField(spreadsheetText(joinList(value)));
  return String(value);
}

/**
 * RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they must be. The licence is a column
 * of every row rather than a first line of its own, which spreadsheets would take for the header, and
 * which sorting or copying rows would leave behind.
 */
function csvWriter(licence: string): ExportWriter {
  const licenceCell = csvField(licence);
  return {
    contentType: 'text/csv; charset=utf-8; header=present',
    extension: 'csv',
    head: `${UTF8_BOM}${[...EXPORTED_FIELDS, 'licence'].join(',')}\r\n`,
    // Cells and rows joined, not appended one by one: appending made a string of some 30,000 pieces a
    // batch, which cost more to turn into bytes for the connection than to write.
    batch: (sightings) => {
      const lines = sightings.map((sighting) => {
        // Its values in EXPORTED_FIELDS' order, as exportedSighting writes them: read in one go, not by name.
        const cells = Object.values(sighting).map(csvValue);
        cells.push(licenceCell);
        return cells.join(',');
      });
      lines.push('');
      return lines.join('\r\n');
    },
    itemSeparator: '',
    tail: '',
  };
}

/** A JSON list written piece by piece: `[` in the head, a comma before every item, `]` in the tail. */
function jsonItems(sightings: readonly ExportedSighting[], item: (sighting: ExportedSighting) => unknown) {
  let text = '';
  for (const sighting of sightings) text += `,\n${JSON.stringify(item(sighting))}`;
  return text;
}

/** `{"licence": …, "sightings": [ … ]}`, a sighting per line. */
function jsonWriter(licence: string): ExportWriter {
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    head: `{"licence":${JSON.stringify(licence)},"sightings":[`,
    batch: (sightings) => jsonItems(sightings, (sighting) => sighting),
    itemSeparator: ',',
    tail: '\n]}\n',
  };
}

function feature(sighting: ExportedSighting) {
  const { latitude, longitude } = sighting;
  const geometry =
    latitude === null || longitude === null ? null : { type: 'Point', coordinates: [longitude, latitude] };
  return { type: 'Feature', id: sighting.id, geometry, properties: sighting };
}

/**
 * A GeoJSON FeatureCollection (RFC 7946), a Feature per sighting at its place (a null geometry when it
 * has none), with the licence as a foreign member of the collection.
 */
function geoJsonWriter(licence: string): ExportWriter {
  return {
    contentType: 'application/geo+json',
    extension: 'geojson',
    head: `{"type":"FeatureCollection","licence":${JSON.stringify(licence)},"features":[`,
    batch: (sightings) => jsonItems(sightings, feature),
    itemSeparator: ',',
    tail: '\n]}\n',
  };
}

const WRITERS: Record<ExportFormat, (licence: string) => ExportWriter> = {
  csv: csvWriter,
  json: jsonWriter,
  geojson: geoJsonWriter,
};

export function exportWriter(format: ExportFormat, licence: string): ExportWriter {
  return WRITERS[format](licence);
}
