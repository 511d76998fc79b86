/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the
 * server. A fresh clone needs nothing else (DESIGN §1).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderer = path.join(root, 'dist/web-render/entry-server.js');

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = Math.max(newestChange(path.join(root, 'web')), newestChange(path.join(root, 'common')));
const built = [builtIndex, builtRenderer];
if (built.some((file) => !existsSync(file) || statSync(file).mtimeMs < sourcesChanged)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/main.ts');
