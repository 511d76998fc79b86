/** One CSV record: its fields and the line it starts on (1-based), for error messages. */
export interface CsvRecord {
  fields: string[];
  line: number;
  /** The file ended inside a quoted field: the last field holds everything after its opening quote. */
  unterminatedQuote: boolean;
}

/** A quoted field longer than this means a closing quote is missing; stop instead of eating the file. */
const MAX_FIELD_LENGTH = 1 << 20;

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

export class CsvFormatError extends Error {}

/**
 * An incremental RFC 4180 parser: feed it chunks of any size, it hands back whole records. Quoted fields
 * may hold commas, doubled quotes and line breaks; records end with LF, CRLF or CR. It is lenient where
 * real exports are sloppy: a quote inside an unquoted field, or text after a closing quote, is kept as
 * text. Blank lines are skipped.
 */
export class CsvParser {
  #fields: string[] = [];
  #field = '';
  /** The current field opened with a quote (so `""` is an empty field, not a missing one). */
  #quoted = false;
  #inQuotes = false;
  /** Inside quotes, a quote was just read: it closes the field unless another quote follows. */
  #afterQuote = false;
  /** A CR ended the last record; an LF right after it belongs to the same line break. */
  #skipLf = false;
  #line = 1;
  #recordLine = 1;
  #atFileStart = true;

  /** Parses a chunk and appends the records it completes to `out`. */
  push(chunk: string, out: CsvRecord[]): void {
    let i = 0;
    if (this.#atFileStart) {
      this.#atFileStart = false;
      if (chunk.charCodeAt(0) === 0xfeff) i = 1; // a UTF-8 byte order mark is not part of the header
    }
    const length = chunk.length;
    while (i < length) {
      if (this.#skipLf) {
        this.#skipLf = false;
        if (chunk.charCodeAt(i) === LF) {
          i += 1;
          continue;
        }
      }
      if (this.#inQuotes) {
        if (this.#afterQuote) {
          this.#afterQuote = false;
          if (chunk.charCodeAt(i) === QUOTE) {
            this.#field += '"';
            i += 1;
            continue;
          }
          this.#inQuotes = false; // that quote closed the field; read this character as unquoted
        } else {
          const close = chunk.indexOf('"', i);
          const end = close === -1 ? length : close;
          const text = chunk.slice(i, end);
          this.#line += countLineFeeds(text);
          this.#field += text;
          if (this.#field.length > MAX_FIELD_LENGTH) {
            throw new CsvFormatError(
              `line ${this.#recordLine}: a quoted field runs past ${MAX_FIELD_LENGTH} characters; is a closing quote missing?`,
            );
          }
          if (close !== -1) this.#afterQuote = true;
          i = end + 1;
          continue;
        }
      }
      // Unquoted: copy the run of ordinary characters in one slice.
      let end = i;
      let code = chunk.charCodeAt(end);
      while (end < length && code !== COMMA && code !== QUOTE && code !== LF && code !== CR) {
        end += 1;
        code = chunk.charCodeAt(end);
      }
      if (end > i) this.#field += chunk.slice(i, end);
      if (end === length) break;
      i = end + 1;
      if (code === COMMA) {
        this.#endField();
      } else if (code === QUOTE) {
        if (!this.#quoted && this.#field === '') {
          this.#quoted = true;
          this.#inQuotes = true;
        } else {
          this.#field += '"';
        }
      } else {
        this.#skipLf = code === CR;
        this.#line += 1;
        this.#endRecord(out, false);
      }
    }
  }

  /** Call once after the last chunk: hands back a final record that had no line break after it. */
  end(out: CsvRecord[]): void {
    const unterminated = this.#inQuotes && !this.#afterQuote;
    this.#inQuotes = false;
    this.#afterQuote = false;
    this.#endRecord(out, unterminated);
  }

  #endField(): void {
    this.#fields.push(this.#field);
    this.#field = '';
    this.#quoted = false;
  }

  #endRecord(out: CsvRecord[], unterminatedQuote: boolean): void {
    const blank = this.#fields.length === 0 && this.#field === '' && !this.#quoted;
    if (!blank) {
      this.#endField();
      out.push({ fields: this.#fields, line: this.#recordLine, unterminatedQuote });
    }
    this.#fields = [];
    this.#field = '';
    this.#quoted = false;
    this.#recordLine = this.#line;
  }
}

function countLineFeeds(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

/** Reads records from a stream of text chunks (e.g. a file read stream with utf8 encoding). */
export async function* readCsvRecords(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser();
  const records: CsvRecord[] = [];
  for await (const chunk of chunks) {
    parser.push(chunk, records);
    yield* records;
    records.length = 0;
  }
  parser.end(records);
  yield* records;
}

/** Parses a whole text at once (tests, small inputs). */
export function parseCsv(text: string): CsvRecord[] {
  const parser = new CsvParser();
  const records: CsvRecord[] = [];
  parser.push(text, records);
  parser.end(records);
  return records;
}

/** One field as CSV: quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
