import { describe, expect, it } from 'vitest';
import { MEDIA_EXTENSIONS } from '../../common/vocabulary/media-extensions.ts';
import { storedExtensions } from './media-kinds.ts';
import { candidateNames, extensionOf, safeBaseName } from './safe-file-name.ts';

describe('safe file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\evil.dll', 'evil'],
    ['/abs/path/IMG_0042.JPG', 'IMG_0042'],
    ['Über Köln bei Nacht!.jpeg', 'Uber-Koln-bei-Nacht'],
    ['.hidden.jpg', 'hidden'],
    ['..', 'file'],
    ['', 'file'],
    [undefined, 'file'],
    ['a...b---c.txt', 'a.b-c'],
    ['%2e%2e%2fetc.txt', '2e-2e-2fetc'],
    ['<img src=x onerror=alert(1)>.png', 'img-src-x-onerror-alert-1'],
    ['x'.repeat(200) + '.jpg', 'x'.repeat(80)],
  ])('%s → %s', (name, base) => {
    expect(safeBaseName(name)).toBe(base);
  });

  it('reads extensions from the last path segment only', () => {
    expect(extensionOf('dir.jpg/file')).toBeUndefined();
    expect(extensionOf('photo.JPEG')).toBe('jpeg');
    expect(extensionOf(undefined)).toBeUndefined();
  });

  it('numbers duplicates', () => {
    expect([...candidateNames('sky', 'jpg')].slice(0, 3)).toEqual(['sky.jpg', 'sky-2.jpg', 'sky-3.jpg']);
  });

  it('stores files only under extensions MEDIA_EXTENSIONS lists for their kind', () => {
    for (const { kind, extension } of storedExtensions()) {
      expect(
        MEDIA_EXTENSIONS[kind === 'photo' ? 'photo' : kind] as readonly string[],
        `${kind} ${extension}`,
      ).toContain(extension);
    }
  });
});
