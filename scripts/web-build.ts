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

/**
 * Returns false when the build was needed and failed. A build says one line; its hundreds of lines of
 * files and sizes are printed only when it fails, to show why.
 */
export function buildWebIfStale(): boolean {
  const sourcesChanged = Math.max(newestChange(path.join(root, 'web')), newestChange(path.join(root, 'common')));
  if (builtFiles.every((file) => existsSync(file) && statSync(file).mtimeMs >= sourcesChanged)) return true;
  console.log('Building the web app (once, and after its sources change)…');
  const started = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('The web app could not be built (above: why).');
    return false;
  }
  console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
