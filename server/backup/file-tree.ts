import { createHash } from 'node:crypto';
import { constants, createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface CopiedTree {
  files: number;
  bytes: number;
}

/**
 * Copies every file under `source` to `target`, folders included, never overwriting. Media files
 * are written once and never changed (names are never reused), so a copy taken while the app runs is consistent.
 */
export async function copyTree(source: string, target: string): Promise<CopiedTree> {
  const copied = { files: 0, bytes: 0 };
  await mkdir(target, { recursive: true });
  if (!existsSync(source)) return copied;
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyTree(from, to);
      copied.files += inner.files;
      copied.bytes += inner.bytes;
    } else if (entry.isFile()) {
      await copyFile(from, to, constants.COPYFILE_EXCL);
      copied.files += 1;
      copied.bytes += (await stat(to)).size;
    }
  }
  return copied;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
