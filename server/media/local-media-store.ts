import { constants, createReadStream, mkdirSync } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { storedContentType } from './media-kinds.ts';
import {
  asPending,
  checkedFileName,
  fileKeys,
  folderKey,
  whereStored,
  ORIGINALS_ROOT,
  PUBLIC_ROOT,
  THUMBNAIL_SUFFIX,
  FolderMovingStore,
  type CopiedFile,
  type MediaFolder,
  type MediaServing,
  type MediaStore,
  type PlacedFiles,
  type PreparedFiles,
  type PublicObject,
  visibleFolderKey,
} from './media-store.ts';

/**
 * The media folders under DATA_DIR (`media/` served as is, `originals/` never served). Temporary
 * files are on the same disk, so placing a file is a rename.
 */
export class LocalMediaStore extends FolderMovingStore implements MediaStore {
  readonly serving: MediaServing;
  readonly #dataDir: string;

  constructor(dataDir: string) {
    super();
    this.#dataDir = dataDir;
    const publicRoot = path.join(dataDir, PUBLIC_ROOT);
    mkdirSync(publicRoot, { recursive: true });
    this.serving = { folder: publicRoot };
  }

  /**
   * Moves prepared files to their places under the first free name: a name is taken by creating
   * its file exclusively, so two uploads at once never share one, and no file is ever overwritten.
   */
  async place(folder: MediaFolder, names: Iterable<string>, files: PreparedFiles): Promise<PlacedFiles> {
    const publicFolder = visibleFolderKey(folder);
    await mkdir(this.#path(publicFolder), { recursive: true });
    const name = await this.#claim(publicFolder, names);
    const keys = [`${publicFolder}/${name}`];
    try {
      await rename(files.publicCopy, this.#path(keys[0]!));
      if (files.thumbnail) {
        keys.push(`${publicFolder}/${name}${THUMBNAIL_SUFFIX}`);
        await rename(files.thumbnail, this.#path(keys.at(-1)!));
      }
      if (files.original) {
        const originals = folderKey(ORIGINALS_ROOT, folder);
        await mkdir(this.#path(originals), { recursive: true });
        keys.push(`${originals}/${name}`);
        await rename(files.original, this.#path(keys.at(-1)!));
      }
      return { name, keys };
    } catch (error) {
      await this.discard({ name, keys });
      throw error;
    }
  }

  async discard(placed: PlacedFiles): Promise<void> {
    await Promise.all(placed.keys.map((key) => rm(this.#path(key), { force: true })));
  }

  async openPending(folder: MediaFolder, name: string): Promise<PublicObject | null> {
    const file = this.#path(fileKeys(asPending(folder, true), name).public);
    try {
      const { size, mtime } = await stat(file);
      return {
        body: createReadStream(file),
        contentType: storedContentType(name),
        length: size,
        range: null,
        etag: undefined,
        lastModified: mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Moves every file of one folder into another, each under the first free name `namesFor` gives; the
   * emptied folder goes. Should one fail to move, those moved before it go back, and it throws.
   */
  protected async moveFolder(
    fromKey: string,
    toKey: string,
    namesFor: (name: string) => Iterable<string>,
  ): Promise<number> {
    const fromFolder = this.#path(fromKey);
    let names: string[];
    try {
      // Files only: a sighting's originals folder holds its pending/ and withheld/ folders.
      names = (await readdir(fromFolder, { withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    if (names.length === 0) return 0;
    await mkdir(this.#path(toKey), { recursive: true });
    const moved: Array<{ from: string; to: string }> = [];
    try {
      for (const name of names) {
        const from = path.join(fromFolder, name);
        const to = this.#path(`${toKey}/${await this.#claim(toKey, namesFor(name))}`);
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
    await rmdir(fromFolder).catch(() => {}); // left when anything else is still in it
    return names.length;
  }

  /** Each part that exists is copied exclusively (COPYFILE_EXCL): a name taken by any part is passed over. */
  async copyFile(from: MediaFolder, name: string, to: MediaFolder, names: Iterable<string>): Promise<CopiedFile> {
    const { source, parts } = await whereStored((key) => this.#exists(key), from, name);
    for (const candidate of names) {
      const target = fileKeys(to, candidate);
      const keys: string[] = [];
      try {
        for (const part of parts) {
          await mkdir(path.dirname(this.#path(target[part])), { recursive: true });
          await copyFile(this.#path(source[part]), this.#path(target[part]), constants.COPYFILE_EXCL);
          keys.push(target[part]);
        }
        return { name: candidate, keys, sources: parts.map((part) => source[part]) };
      } catch (error) {
        await this.discard({ name: candidate, keys });
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    throw new Error(`no free file name in ${folderKey(PUBLIC_ROOT, to)}`);
  }

  /** Read wherever the file is, published or pending. */
  async readPublic(folder: MediaFolder, name: string): Promise<Buffer | null> {
    const { source, parts } = await whereStored((key) => this.#exists(key), folder, name);
    return parts.includes('public') ? readFile(this.#path(source.public)) : null;
  }

  /** The folder was made in the constructor: a folder that cannot be made stops the start there. */
  async check(): Promise<void> {}

  /** A key's file; keys are built by folderKey and checkedFileName only, so they stay under DATA_DIR. */
  #path(key: string): string {
    return path.join(this.#dataDir, ...key.split('/'));
  }

  async #exists(key: string): Promise<boolean> {
    return access(this.#path(key)).then(
      () => true,
      () => false,
    );
  }

  /** The first free name of the folder, taken by creating its file exclusively. */
  async #claim(folder: string, names: Iterable<string>): Promise<string> {
    for (const name of names) {
      try {
        await (await open(this.#path(`${folder}/${checkedFileName(name)}`), 'wx')).close();
        return name;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    throw new Error(`no free file name in ${folder}`);
  }
}
