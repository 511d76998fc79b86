import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizedPagePath, sightingIdOfPath } from './page-paths.ts';

/** An entry of Vite's build manifest (build.manifest in web/vite.config.ts), keyed by source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// The screen module each route loads lazily (web/app/routes.tsx), relative to web/. The home map's
// Leaflet is not among its chunks: the map loads it once the page has painted.
const SCREEN_MODULES: Record<string, string> = {
  '/': 'features/map/home-map-page.tsx',
  '/ufo-sighting-list': 'features/list/sighting-list-page.tsx',
  '/search': 'features/search/search-page.tsx',
  '/privacy-policy': 'features/legal/privacy-policy-page.tsx',
  '/terms-of-service': 'features/legal/terms-of-service-page.tsx',
  '/report-a-ufo-sighting': 'features/report/report-page.tsx',
  '/login': 'features/login/login-page.tsx',
};
const SIGHTING_SCREEN_MODULE = 'features/sighting-detail/page/sighting-page.tsx';

/** A module's chunk and every chunk it imports statically, in load order, with their stylesheets. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>, files: { js: string[]; css: string[] }) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen, files);
  files.js.push(chunk.file);
  files.css.push(...(chunk.css ?? []));
}

/**
 * Head links that fetch a route's screen code with the app's own (the router would ask for it only
 * once the app has run). On a page the server rendered, the screen's stylesheets are linked (its HTML
 * paints with them); otherwise they are only preloaded, so they do not hold up the first paint of the
 * shell. Without a manifest (a development build) there are none.
 */
export function routePreloads(webRoot: string): (pathname: string, rendered: boolean) => string {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const screens = [...Object.values(SCREEN_MODULES), SIGHTING_SCREEN_MODULE];
  // What index.html loads already.
  const shell = new Set<string>();
  chunkFiles(manifest, 'index.html', shell, { js: [], css: [] });

  const filesByModule = new Map<string, { js: string[]; css: string[] }>();
  for (const screen of screens) {
    const files = { js: [] as string[], css: [] as string[] };
    chunkFiles(manifest, screen, new Set(shell), files);
    filesByModule.set(screen, files);
  }

  return (pathname, rendered) => {
    const screen =
      sightingIdOfPath(pathname) !== null ? SIGHTING_SCREEN_MODULE : SCREEN_MODULES[normalizedPagePath(pathname)];
    const files = screen && filesByModule.get(screen);
    if (!files) return '';
    const style = rendered ? 'rel="stylesheet"' : 'rel="preload" as="style"';
    return [
      ...files.css.map((file) => `<link ${style} crossorigin href="/${file}" />`),
      ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ].join('\n    ');
  };
}
