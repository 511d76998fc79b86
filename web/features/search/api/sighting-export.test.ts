import { describe, expect, it } from 'vitest';
import { attachmentName, rowCounter } from './sighting-export.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The rows counted when the text arrives in pieces of `size` bytes. */
function countInPieces(format: 'csv' | 'json' | 'geojson', text: string, size: number): number {
  const count = rowCounter(format);
  const all = bytes(text);
  let rows = 0;
  for (let start = 0; start < all.length; start += size) rows += count(all.subarray(start, start + size));
  return rows;
}

describe("counting an export's sightings as its bytes arrive", () => {
  it('counts CSV records after the header, line breaks inside quotes included', () => {
    const csv = '\uFEFFid,summary\r\na1,"two\r\nlines, ""quoted"""\r\nb2,plain\r\nc3,"x"\r\n';
    for (const size of [1, 2, 5, 1000]) expect(countInPieces('csv', csv, size), `by ${size}`).toBe(3);
    expect(countInPieces('csv', '\uFEFFid,summary\r\n', 3)).toBe(0);
  });

  it('counts a JSON or GeoJSON sighting per line', () => {
    const json = '{"licence":"CC","sightings":[\n{"id":"a","summary":"{ and \\n"},\n{"id":"b"}\n]}\n';
    for (const size of [1, 3, 1000]) expect(countInPieces('json', json, size), `by ${size}`).toBe(2);
    expect(countInPieces('json', '{"licence":"CC","sightings":[\n]}\n', 1)).toBe(0);
    const geojson = '{"type":"FeatureCollection","licence":"CC","features":[\n{"type":"Feature"}\n]}\n';
    expect(countInPieces('geojson', geojson, 4)).toBe(1);
  });

  it("takes the file's name from the server's header", () => {
    expect(attachmentName('attachment; filename="skywatch-sightings-lights.csv"', 'x.csv')).toBe(
      'skywatch-sightings-lights.csv',
    );
    expect(attachmentName(null, 'sightings.csv')).toBe('sightings.csv');
  });
});
