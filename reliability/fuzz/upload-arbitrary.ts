/**
 * Uploads for POST /sightings/upload/{id}: real and fake media, hostile file names, missing, foreign
 * and junk upload tokens, wrong fields and bodies that are not multipart at all.
 */
import fc from 'fast-check';
import { jpegWithGps, windowsProgramBytes } from '../../server/test/media-fixtures.ts';
import { multipartForm } from '../../server/test/multipart-form.ts';
import { HOSTILE_STRINGS, RAW_SEGMENTS } from '../support/hostile-values.ts';

export interface UploadTarget {
  id: string;
  token: string;
}

export interface UploadSpec {
  id: string;
  token: string | undefined;
  file: { field: string; name: string; bytes: Uint8Array; type: string } | null;
  /** Sent instead of a multipart body. */
  rawBody: string | null;
}

const FILE_NAMES = [
  'photo.jpg',
  '../../../skywatch.sqlite',
  '..\\..\\originals\\x.jpg',
  '/etc/passwd',
  'a\u0000.jpg',
  '<script>alert(1)</script>.jpg',
  `${'x'.repeat(400)}.jpg`,
  '👽🛸.jpg',
  '.htaccess',
  '',
  'photo.jpg.exe',
  'CON.jpg',
  'photo.svg',
  'page.html',
];

/** File contents: what the bytes say decides the type, whatever the name and declared type say. */
export async function fileContents(): Promise<Record<string, Uint8Array>> {
  return {
    jpeg: await jpegWithGps(32, 24),
    windowsProgram: windowsProgramBytes(),
    html: Buffer.from('<!doctype html><script>window.__pwned = 1</script>'),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned = 1"></svg>'),
    text: Buffer.from('Just some notes about the lights.'),
    empty: Buffer.alloc(0),
  };
}

export function uploadsFor(
  targets: { open: UploadTarget; other: UploadTarget },
  contents: Record<string, Uint8Array>,
  ids: string[],
): fc.Arbitrary<UploadSpec> {
  const bytes = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...Object.values(contents)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }) },
  );
  const file = fc.record({
    field: fc.constantFrom('file', 'file', 'file', 'files', ''),
    name: fc.oneof(
      fc.constantFrom(...FILE_NAMES),
      fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 500)),
    ),
    bytes,
    type: fc.constantFrom('image/jpeg', 'application/octet-stream', 'text/html', 'image/svg+xml', ''),
  });
  return fc.record({
    id: fc.oneof(
      { weight: 5, arbitrary: fc.constant(targets.open.id) },
      { weight: 1, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    ),
    token: fc.oneof(
      { weight: 5, arbitrary: fc.constant(targets.open.token) },
      { weight: 1, arbitrary: fc.constant(targets.other.token) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(5000), ...HOSTILE_STRINGS.slice(0, 6)) },
    ),
    file: fc.oneof({ weight: 6, arbitrary: file }, { weight: 1, arbitrary: fc.constant(null) }),
    rawBody: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('{"file": "x"}', '--nope\r\n\r\n', '') },
    ),
  });
}

/** The request's headers and body, as a browser's FormData would send them. */
export async function uploadRequest(
  spec: UploadSpec,
): Promise<{ headers: Record<string, string>; payload: Buffer | string }> {
  const headers: Record<string, string> = {};
  // Header values cannot carry every character: what HTTP cannot send is not a case to test.
  if (spec.token !== undefined && /^[\t\x20-\x7e]*$/.test(spec.token)) headers['x-upload-token'] = spec.token;
  if (spec.rawBody !== null || spec.file === null) {
    return {
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=nope' },
      payload: spec.rawBody ?? '',
    };
  }
  const form = await multipartForm([
    { field: spec.file.field, name: spec.file.name, bytes: spec.file.bytes, type: spec.file.type },
  ]);
  return { headers: { ...headers, ...form.headers }, payload: form.payload };
}
