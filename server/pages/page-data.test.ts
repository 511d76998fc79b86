import { describe, expect, it } from 'vitest';
import { pageEncoding } from './page-compression.ts';
import { PAGE_DATA_ELEMENT_ID, pageDataScript, savedListPage } from './page-data.ts';

/** What a browser's JSON.parse reads from the data block's text. */
function readBack(script: string): unknown {
  const match = new RegExp(`^<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*)</script>$`, 's').exec(
    script,
  );
  return JSON.parse(match![1]!);
}

describe('page data block', () => {
  it('cannot be closed or commented out by user text, and reads back unchanged', () => {
    const answers = {
      '/sightings/by-id/x': {
        summary: "Lights</script><script>alert(1)</script> <!-- & </SCRIPT > $' $& \u2028",
      },
    };
    const script = pageDataScript(answers);
    const inner = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(readBack(script)).toEqual(answers);
  });

  it('is left out when there is nothing to serve', () => {
    expect(pageDataScript({})).toBe('');
  });
});

describe('saved list page', () => {
  it('follows the cookie the list writes, and the first page otherwise', () => {
    expect(savedListPage('{"page":3,"size":25}')).toEqual({ page: 3, size: 25 });
    expect(savedListPage(undefined)).toEqual({ page: 0, size: 10 });
    expect(savedListPage('not json')).toEqual({ page: 0, size: 10 });
    expect(savedListPage('{"page":3,"size":33}')).toEqual({ page: 0, size: 10 });
    expect(savedListPage('{"page":-1,"size":25}')).toEqual({ page: 0, size: 10 });
  });
});

describe('page encoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});
