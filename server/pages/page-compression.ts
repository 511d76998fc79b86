import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// A page is built per request (share tags, data), so it cannot be compressed ahead like the assets.
// Quality 5 takes about a millisecond for a page with data and keeps most of the gain of quality 11.
const BROTLI_QUALITY = 5;

export type PageEncoding = 'br' | 'gzip';

/** The encoding to send a page in: Brotli, else gzip, when the browser accepts it (q above 0). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (quality === undefined || Number(quality) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function compressPage(html: string, encoding: PageEncoding): Promise<Buffer> {
  const bytes = Buffer.from(html);
  if (encoding === 'gzip') return gzipAsync(bytes);
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
