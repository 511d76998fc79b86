import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvFormatError, CsvParser, csvLine, parseCsv, readCsvRecords, type CsvRecord } from './csv-parser.ts';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);

describe('CSV parser', () => {
  it.each<[string, string, string[][]]>([
    [
      'splits plain records on LF, CRLF and CR',
      'a,b\nc,d\r\ne,f\rg,h',
      [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
        ['g', 'h'],
      ],
    ],
    [
      'reads quoted fields with commas, doubled quotes and line breaks',
      'id,text\r\n1,"a, b"\r\n2,"say ""hi"""\r\n3,"two\r\nlines"\r\n4,""\r\n',
      [
        ['id', 'text'],
        ['1', 'a, b'],
        ['2', 'say "hi"'],
        ['3', 'two\r\nlines'],
        ['4', ''],
      ],
    ],
    [
      'keeps empty fields, skips blank lines and a final line break',
      'a,,c\n\n,\n\n',
      [
        ['a', '', 'c'],
        ['', ''],
      ],
    ],
    ['strips a byte order mark', '\ufeffdatetime,city\n', [['datetime', 'city']]],
    [
      'keeps stray quotes inside unquoted fields and text after a closing quote',
      '5" wide,"a"b,x\n',
      [['5" wide', 'ab', 'x']],
    ],
  ])('%s', (_name, text, fields) => {
    expect(fieldsOf(text)).toEqual(fields);
  });

  it('numbers records by the line they start on', () => {
    const records = parseCsv('h\n"one\nmore\nline"\nnext\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5]);
  });

  it('flags a file that ends inside a quoted field', () => {
    const records = parseCsv('a,b\n1,"never closed\n2,3\n');
    expect(records[1]).toEqual({ fields: ['1', 'never closed\n2,3\n'], line: 2, unterminatedQuote: true });
  });

  it('refuses a quoted field that runs on for a megabyte', () => {
    const parser = new CsvParser();
    expect(() => parser.push(`a,"${'x'.repeat(1 << 20)}x`, [])).toThrow(CsvFormatError);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const text = 'h1,h2\r\n"a ""q"", b","line\r\nbreak"\r\nplain,last\r\n"",x';
    const whole = parseCsv(text);
    for (let size = 1; size <= 7; size += 1) {
      const parser = new CsvParser();
      const records: CsvRecord[] = [];
      for (let start = 0; start < text.length; start += size) parser.push(text.slice(start, start + size), records);
      parser.end(records);
      expect(records).toEqual(whole);
    }
  });

  it('streams records from a readable of chunks', async () => {
    const records: string[][] = [];
    for await (const record of readCsvRecords(Readable.from(['a,"b\n', 'c"\n1,2']))) records.push(record.fields);
    expect(records).toEqual([
      ['a', 'b\nc'],
      ['1', '2'],
    ]);
  });

  it('writes fields that round-trip', () => {
    const fields = ['plain', 'with, comma', 'with "quote"', 'two\nlines', ''];
    expect(csvLine(fields)).toBe('plain,"with, comma","with ""quote""","two\nlines",\r\n');
    expect(fieldsOf(csvLine(fields))).toEqual([fields]);
  });
});
