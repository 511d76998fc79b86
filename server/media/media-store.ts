import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { candidateNames } from './safe-file-name.ts';

export const THUMBNAIL_SUFFIX = '.thumb.webp';

/** Where one sighting's files go: `{yyyy-MM-dd of submitted}/{id}` under each root. */
export interface MediaFolder {
  day: string;
  sightingId: string;
}

/** What to put in place for one upload; every path is a temporary file the store may move. */
export interface PreparedFiles {
  publicCopy: string;
  thumbnail: string | null;
  /** The upload as received, kept for staff when the public copy differs from it. */
  original: string | null;
}

export interface PlacedFiles {
  name: string;
  paths: string[];
}

/**
 * The media folders under DATA_DIR: `media/` is served as is (public copies and thumbnails),
 * `originals/` is never served (uploads as received, for staff), `tmp/uploads/` holds uploads in
 * flight on the same disk, so that placing a file is a rename.
 */
export class MediaStore {
  readonly publicRoot: string;
  readonly #originalsRoot: string;
  readonly #tempRoot: string;

  constructor(dataDir: string) {
    this.publicRoot = path.join(dataDir, 'media');
    this.#originalsRoot = path.join(dataDir, 'originals');
    this.#tempRoot = path.join(dataDir, 'tmp', 'uploads');
    mkdirSync(this.publicRoot, { recursive: true });
  }

  async tempPath(): Promise<string> {
    await mkdir(this.#tempRoot, { recursive: true });
    return path.join(this.#tempRoot, randomUUID());
  }

  /** Streams an upload to a temporary file; answers its path and size. */
  async receive(stream: Readable): Promise<{ path: string; size: number }> {
    const target = await this.tempPath();
    try {
      await pipeline(stream, createWriteStream(target, { flags: 'wx' }));
      return { path: target, size: (await stat(target)).size };
    } catch (error) {
      await this.remove([target]);
      throw error;
    }
  }

  /**
   * Moves prepared files to their places under the first free name: a name is taken by creating
   * its file exclusively, so two uploads at once never share one, and no file is ever overwritten.
   */
  async place(folder: MediaFolder, names: Iterable<string>, files: PreparedFiles): Promise<PlacedFiles> {
    const publicFolder = this.#folder(this.publicRoot, folder);
    await mkdir(publicFolder, { recursive: true });
    const name = await claim(publicFolder, names);
    const placed = [path.join(publicFolder, name)];
    try {
      await rename(files.publicCopy, placed[0]!);
      if (files.thumbnail) {
        placed.push(path.join(publicFolder, name + THUMBNAIL_SUFFIX));
        await rename(files.thumbnail, placed.at(-1)!);
      }
      if (files.original) {
        const originals = this.#folder(this.#originalsRoot, folder);
        await mkdir(originals, { recursive: true });
        placed.push(path.join(originals, name));
        await rename(files.original, placed.at(-1)!);
      }
      return { name, paths: placed };
    } catch (error) {
      await this.remove(placed);
      throw error;
    }
  }

  /**
   * Takes a sighting's public files out of `media/`, so they are served no more (a deleted sighting's
   * photos), into `originals/{day}/{id}/withheld/`: staff only, backed up, nothing lost. Answers how
   * many files it moved; a file already withheld under the same name is never overwritten. Should one
   * fail to move, those moved before it go back, and it throws.
   */
  async withhold(folder: MediaFolder): Promise<number> {
    const publicFolder = this.#folder(this.publicRoot, folder);
    let names: string[];
    try {
      names = await readdir(publicFolder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const withheld = path.join(this.#folder(this.#originalsRoot, folder), 'withheld');
    await mkdir(withheld, { recursive: true });
    const moved: Array<{ from: string; to: string }> = [];
    try {
      for (const name of names) {
        const extension = path.extname(name).slice(1);
        const base = extension ? name.slice(0, -(extension.length + 1)) : name;
        const from = path.join(publicFolder, name);
        const to = path.join(withheld, await claim(withheld, extension ? candidateNames(base, extension) : [name]));
        await rename(from, to).catch(async (error: unknown) => {
          await rm(to, { force: true }); // the empty file that claimed the name
          throw error;
        });
        moved.push({ from, to });
      }
    } catch (error) {
      for (const { from, to } of moved.reverse()) await rename(to, from).catch(() => {});
      throw error;
    }
    await rm(publicFolder, { recursive: true, force: true });
    return names.length;
  }

  async remove(paths: readonly string[]): Promise<void> {
    await Promise.all(paths.map((file) => rm(file, { force: true })));
  }

  /** The folder's path, which must stay inside the root whatever the day and id hold. */
  #folder(root: string, { day, sightingId }: MediaFolder): string {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^[0-9A-Za-z_-]{1,8}$/.test(sightingId)) {
      throw new Error(`unsafe media folder ${day}/${sightingId}`);
    }
    return path.join(root, day, sightingId);
  }
}

async function claim(folder: string, names: Iterable<string>): Promise<string> {
  for (const name of names) {
    if (name !== path.basename(name) || name.startsWith('.')) throw new Error(`unsafe media file name ${name}`);
    try {
      await (await open(path.join(folder, name), 'wx')).close();
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`no free file name in ${folder}`);
}
