/**
 * Builds the web app when it is missing or older than its sources, so that `npm start` and
 * `npm run bench` work on a fresh clone with nothing else run first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtFiles = [path.join(root, 'dist/web/index.html'), path.join(root, 'dist/web-render/entry-server.js')];

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Returns false when the build was needed and failed (its output is already on the terminal). */
export function buildWebIfStale(): boolean {
  const sourcesChanged = Math.max(newestChange(path.join(root, 'web')), newestChange(path.join(root, 'common')));
  if (builtFiles.every((file) => existsSync(file) && statSync(file).mtimeMs >= sourcesChanged)) return true;
  console.log('Building the web app…');
  return spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' }).status === 0;
}
