import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploads in flight, in `DATA_DIR/tmp/uploads/` whatever the media store: the type check, the public
 * copy and the thumbnail read and write files; the local store then moves them on the same disk.
 */
export class TemporaryUploads {
  readonly #root: string;

  constructor(dataDir: string) {
    this.#root = path.join(dataDir, 'tmp', 'uploads');
  }

  async newPath(): Promise<string> {
    await mkdir(this.#root, { recursive: true });
    return path.join(this.#root, randomUUID());
  }

  /** Streams an upload to a temporary file; answers its path and size. */
  async receive(stream: Readable): Promise<{ path: string; size: number }> {
    const target = await this.newPath();
    try {
      await pipeline(stream, createWriteStream(target, { flags: 'wx' }));
      return { path: target, size: (await stat(target)).size };
    } catch (error) {
      await this.remove([target]);
      throw error;
    }
  }

  /** Removes temporary files; those a store moved away are gone already, which is fine. */
  async remove(paths: readonly string[]): Promise<void> {
    await Promise.all(paths.map((file) => rm(file, { force: true })));
  }
}
