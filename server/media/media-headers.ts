import path from 'node:path';

/** Served as downloads, never rendered in the browser under our origin. */
const ATTACHMENT_EXTENSIONS = new Set(['.pdf', '.doc', '.docx', '.txt', '.m3u']);

/** A file's address never changes its content (names are never reused), so it may be cached for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The Content-Disposition of a public file offered as a download rather than shown, if it is one. */
export function attachmentDisposition(fileName: string): string | undefined {
  const name = path.basename(fileName);
  return ATTACHMENT_EXTENSIONS.has(path.extname(name).toLowerCase()) ? `attachment; filename="${name}"` : undefined;
}
