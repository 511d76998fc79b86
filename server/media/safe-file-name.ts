/** Longest base name kept, so paths stay short on every file system and CDN. */
const MAX_BASE_LENGTH = 80;
const MAX_DUPLICATES = 1000;

/** The lower-case extension of a file name, if it has one. */
export function extensionOf(fileName: string | undefined): string | undefined {
  return /\.([A-Za-z0-9]{1,10})$/.exec(lastSegment(fileName ?? ''))?.[1]?.toLowerCase();
}

function lastSegment(fileName: string): string {
  return fileName.split(/[/\\]/).pop() ?? '';
}

/**
 * The name a visitor gave, made safe to store and to put in a URL: directories dropped (so
 * '../../etc/passwd' is just 'passwd'), its extension dropped (the caller adds the detected one),
 * accents folded, anything but letters, digits, '.', '-' and '_' turned to '-', no leading dot.
 */
export function safeBaseName(fileName: string | undefined): string {
  const base = lastSegment(fileName ?? '').replace(/\.[A-Za-z0-9]{1,10}$/, '');
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/[-_.]{2,}/g, (run) => run[0]!)
    .replace(/^[-_.]+/, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[-_.]+$/, '');
  return cleaned || 'file';
}

/** 'sky.jpg', then 'sky-2.jpg', 'sky-3.jpg'… for when a name is already taken. */
export function* candidateNames(base: string, extension: string): Generator<string> {
  yield `${base}.${extension}`;
  for (let number = 2; number <= MAX_DUPLICATES; number += 1) yield `${base}-${number}.${extension}`;
}
