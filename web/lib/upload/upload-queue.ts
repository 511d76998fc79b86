import { UPLOAD_MAX_FILE_BYTES, UPLOAD_QUEUE_LIMIT } from '../../../common/schemas/upload-queue.ts';
import { MEDIA_EXTENSIONS } from '../../../common/vocabulary/media-extensions.ts';
import { mediaTypeOf } from '../../../common/display/media-type.ts';
import type { UploadStatus } from '../../../common/schemas/upload-queue.ts';

const UPLOAD_UI_TRIM_ABOVE = 5;

/** What the queue needs to know of a file (a browser File has these). */
export interface FileLike {
  name: string;
  size: number;
}

export interface QueuedFile<F extends FileLike = File> {
  id: string;
  file: F;
  status: UploadStatus;
  /** Percent of the file sent, 0 to 100. */
  progress: number;
}

/** The kinds a report may carry: images, videos and documents. */
const ACCEPTED_EXTENSIONS: readonly string[] = [
  ...MEDIA_EXTENSIONS.photo,
  ...MEDIA_EXTENSIONS.video,
  ...MEDIA_EXTENSIONS.document,
];

/** For the file input's accept attribute, so the picker offers the accepted kinds first. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function isAcceptedType(fileName: string): boolean {
  const type = mediaTypeOf(fileName);
  return type === 'photo' || type === 'video' || type === 'document';
}

/** What became of a selection: the new queue and the names of files left out, by reason. */
export interface QueueSelection<F extends FileLike> {
  queue: QueuedFile<F>[];
  tooLarge: string[];
  overLimit: string[];
  /** The file dropped because the queue went above 5 after this selection, if any. */
  trimmed: string | null;
}

/**
 * Adds a selection of files to the queue: files of other types are silently left out,
 * files over 10485760 bytes and files past the queue limit of 10 are left out, and when the queue
 * then holds more than 5 files the last one is dropped. `limit` is lower when the report holds
 * files already (the follow page adds to a stored report).
 */
export function queueSelection<F extends FileLike>(
  queue: readonly QueuedFile<F>[],
  files: readonly F[],
  newId: () => string,
  limit: number = UPLOAD_QUEUE_LIMIT,
): QueueSelection<F> {
  const next = [...queue];
  const tooLarge: string[] = [];
  const overLimit: string[] = [];
  for (const file of files) {
    if (!isAcceptedType(file.name)) continue;
    if (file.size > UPLOAD_MAX_FILE_BYTES) tooLarge.push(file.name);
    else if (next.length >= limit) overLimit.push(file.name);
    else next.push({ id: newId(), file, status: 'ready', progress: 0 });
  }
  const trimmed = next.length > UPLOAD_UI_TRIM_ABOVE ? next.pop()!.file.name : null;
  return { queue: next, tooLarge, overLimit, trimmed };
}

/** Why files of a selection were left out (other types are left out silently). */
export function leftOutNotes(
  selection: QueueSelection<FileLike>,
  whyOverLimit = `the queue already holds ${UPLOAD_QUEUE_LIMIT} files`,
): string[] {
  const notes: string[] = [];
  if (selection.tooLarge.length) notes.push(`Not added, larger than 10 MB: ${selection.tooLarge.join(', ')}.`);
  if (selection.overLimit.length) notes.push(`Not added, ${whyOverLimit}: ${selection.overLimit.join(', ')}.`);
  if (selection.trimmed) notes.push(`Not added, more than 5 files were queued: ${selection.trimmed}.`);
  return notes;
}

export function removeQueued<F extends FileLike>(queue: readonly QueuedFile<F>[], id: string): QueuedFile<F>[] {
  return queue.filter((item) => item.id !== id);
}

export function updateQueued<F extends FileLike>(
  queue: readonly QueuedFile<F>[],
  id: string,
  change: Partial<Pick<QueuedFile<F>, 'status' | 'progress'>>,
): QueuedFile<F>[] {
  return queue.map((item) => (item.id === id ? { ...item, ...change } : item));
}

/** File sizes as people read them: 1 byte, 512 bytes, 3.4 KB, 2.1 MB. */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
