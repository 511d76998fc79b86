import type { Readable } from 'node:stream';
import { candidateNames } from './safe-file-name.ts';

export const THUMBNAIL_SUFFIX = '.thumb.webp';

/** Where one sighting's files go: `{yyyy-MM-dd of submitted}/{id}` under each root. */
export interface MediaFolder {
  day: string;
  sightingId: string;
  /**
   * True while the sighting is not public (a report awaiting review): the files visitors would see are
   * kept under `originals/{day}/{id}/pending/`, never served, until it is published.
   */
  pending?: boolean;
}

/** What to put in place for one upload; every path is a temporary file on local disk. */
export interface PreparedFiles {
  publicCopy: string;
  /** The public copy's type, stored with it where the store keeps types (a bucket serves it so). */
  contentType: string;
  thumbnail: string | null;
  /** The upload as received, kept for staff when the public copy differs from it. */
  original: string | null;
}

/** One upload's files once in place: its name, and each file's key (`media/…` or `originals/…`). */
export interface PlacedFiles {
  name: string;
  keys: string[];
}

/** One public file as GET /media sends it: the bytes asked for and what to say about them. */
export interface PublicObject {
  body: Readable;
  contentType: string;
  /** The bytes sent, and of how many; `range` is null when the whole file is sent. */
  length: number;
  range: { start: number; end: number; size: number } | null;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** One stored file copied to another sighting's folders: its new name, the keys written, the keys it came from. */
export interface CopiedFile extends PlacedFiles {
  sources: string[];
}

/** How GET /media reaches the public files: a folder to serve as is, or objects to stream. */
export type MediaServing =
  | { folder: string }
  | {
      /**
       * `key` is `{day}/{id}/{file}` under `media/`; `range` one `bytes=` range (else the whole file);
       * `ifNoneMatch` the browser's ETag. Null when there is no such file, `not-modified` when the ETag
       * still matches, `unsatisfiable` with the file's size when the range lies past its end.
       */
      open(
        key: string,
        conditions: { range?: string; ifNoneMatch?: string },
      ): Promise<PublicObject | { unsatisfiable: { size: number } } | 'not-modified' | null>;
    };

/**
 * Where uploads live (decision 0025): `media/{day}/{id}/` holds what visitors may see (public copies and
 * thumbnails), `originals/{day}/{id}/` what only staff may (uploads as received, and under `withheld/`
 * the public files of deleted sightings). A local folder and an S3-compatible bucket implement it with
 * the same guarantees: a name is never reused nor a file overwritten, and withholding moves all of a
 * sighting's files or none.
 */
export interface MediaStore {
  readonly serving: MediaServing;
  /**
   * Puts the prepared files in place under the first of `names` that is free, claimed so that two
   * uploads at once never share one and no file is ever overwritten.
   */
  place(folder: MediaFolder, names: Iterable<string>, files: PreparedFiles): Promise<PlacedFiles>;
  /** Takes placed files away again (their database write failed). */
  discard(placed: PlacedFiles): Promise<void>;
  /**
   * Takes a sighting's public files out of `media/` into `originals/{day}/{id}/withheld/`, so they are
   * served no more and kept for staff; answers how many moved. A withheld file is never overwritten;
   * should one fail to move, those moved before it go back, and it throws.
   */
  withhold(folder: MediaFolder): Promise<number>;
  /**
   * Copies one stored file of a sighting (its public copy, thumbnail and original, those that exist)
   * into another sighting's folders under the first of `names` that is free, claimed as `place` claims
   * it: nothing is overwritten. Staff merging a resent report into its original move its files so
   * (decision 0028): copied first, the sources deleted (`discard`) once the database says so.
   */
  copyFile(from: MediaFolder, name: string, to: MediaFolder, names: Iterable<string>): Promise<CopiedFile>;
  /** A public file's bytes (the perceptual hashes' backfill reads photos so); null when there is none. */
  readPublic(folder: MediaFolder, name: string): Promise<Buffer | null>;
  /**
   * Moves a pending sighting's files (`originals/{day}/{id}/pending/`) to `media/{day}/{id}/`, where they
   * are served, when staff approve it; `unpublish` moves them back when staff take the approval back.
   * Answers how many moved. Nothing is overwritten; should one fail to move, those moved go back.
   */
  publish(folder: MediaFolder): Promise<number>;
  unpublish(folder: MediaFolder): Promise<number>;
  /**
   * One of a pending sighting's files, for staff and the witness only: the whole file, or null when there
   * is no such file.
   */
  openPending(folder: MediaFolder, name: string): Promise<PublicObject | null>;
  /** Checked once before the server starts: throws, saying what to fix, when the store cannot be used. */
  check(): Promise<void>;
}

export const PUBLIC_ROOT = 'media';
export const ORIGINALS_ROOT = 'originals';
/** Under a sighting's originals folder: the files visitors will see once it is published. */
const PENDING_FOLDER = 'pending';

/** The folder's key under a root, which must stay inside it whatever the day and id hold. */
export function folderKey(root: string, { day, sightingId }: MediaFolder): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^[0-9A-Za-z_-]{1,8}$/.test(sightingId)) {
    throw new Error(`unsafe media folder ${day}/${sightingId}`);
  }
  return `${root}/${day}/${sightingId}`;
}

/** Where a sighting's visible files are: `media/{day}/{id}` once public, `originals/{day}/{id}/pending` before. */
export function visibleFolderKey(folder: MediaFolder): string {
  return folder.pending ? `${folderKey(ORIGINALS_ROOT, folder)}/${PENDING_FOLDER}` : folderKey(PUBLIC_ROOT, folder);
}

/** The same sighting's folder, published or pending. */
export function asPending(folder: MediaFolder, pending: boolean): MediaFolder {
  return { day: folder.day, sightingId: folder.sightingId, pending };
}

/** A file name is one segment, never hidden: refused before any store touches it. */
export function checkedFileName(name: string): string {
  if (!name || /[/\\]/.test(name) || name.startsWith('.') || name === '..') {
    throw new Error(`unsafe media file name ${name}`);
  }
  return name;
}

/** The parts one stored file may have: its public copy, a thumbnail, the original as received. */
export const FILE_PARTS = ['public', 'thumbnail', 'original'] as const;
export type FileKeys = Record<(typeof FILE_PARTS)[number], string>;

/** The keys one stored file may have, public copy first: those that exist are the file. */
export function fileKeys(folder: MediaFolder, name: string): FileKeys {
  const publicKey = `${visibleFolderKey(folder)}/${checkedFileName(name)}`;
  return {
    public: publicKey,
    thumbnail: `${publicKey}${THUMBNAIL_SUFFIX}`,
    original: `${folderKey(ORIGINALS_ROOT, folder)}/${name}`,
  };
}

/** Which parts of a stored file exist, in the order they are copied. */
export async function partsThatExist(
  keys: FileKeys,
  exists: (key: string) => Promise<boolean>,
): Promise<Array<(typeof FILE_PARTS)[number]>> {
  const found = await Promise.all(FILE_PARTS.map((part) => exists(keys[part])));
  return FILE_PARTS.filter((_, index) => found[index]);
}

/**
 * A stored file's keys where its visible copy is (in its folder as given, else in the other: published
 * or pending), and which of its parts exist there.
 */
export async function whereStored(
  exists: (key: string) => Promise<boolean>,
  folder: MediaFolder,
  name: string,
): Promise<{ source: FileKeys; parts: Array<(typeof FILE_PARTS)[number]> }> {
  const given = fileKeys(folder, name);
  const givenParts = await partsThatExist(given, exists);
  if (givenParts.includes('public')) return { source: given, parts: givenParts };
  const other = fileKeys(asPending(folder, !folder.pending), name);
  const otherParts = await partsThatExist(other, exists);
  return otherParts.includes('public') ? { source: other, parts: otherParts } : { source: given, parts: givenParts };
}

const sameName = (name: string) => [name];

/**
 * What both stores do alike to a sighting's folders, each with its own way of moving a folder's files
 * (renames in the local folders, copies then deletes in a bucket).
 */
export abstract class FolderMovingStore {
  /** A sighting's files taken out of view, from `media/` and from its pending folder, into `withheld/`. */
  async withhold(folder: MediaFolder): Promise<number> {
    const withheld = `${folderKey(ORIGINALS_ROOT, folder)}/withheld`;
    let moved = 0;
    for (const from of [folderKey(PUBLIC_ROOT, folder), visibleFolderKey(asPending(folder, true))]) {
      moved += await this.moveFolder(from, withheld, withheldNames);
    }
    return moved;
  }

  publish(folder: MediaFolder): Promise<number> {
    return this.moveFolder(visibleFolderKey(asPending(folder, true)), folderKey(PUBLIC_ROOT, folder), sameName);
  }

  unpublish(folder: MediaFolder): Promise<number> {
    return this.moveFolder(folderKey(PUBLIC_ROOT, folder), visibleFolderKey(asPending(folder, true)), sameName);
  }

  /**
   * Moves every file of one folder (not its subfolders) into another, each under the first free name
   * `namesFor` gives, all or none; answers how many moved.
   */
  protected abstract moveFolder(
    from: string,
    to: string,
    namesFor: (name: string) => Iterable<string>,
  ): Promise<number>;
}

/** The names a withheld file may take: its own, then 'sky-2.jpg'… should a file of that name be withheld already. */
export function withheldNames(name: string): Iterable<string> {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return [name];
  return candidateNames(name.slice(0, dot), name.slice(dot + 1));
}
