import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bootstrapIcons } from './vite-plugins/bootstrap-icons.ts';
import { faviconPicture } from './vite-plugins/favicon-picture.ts';
import { flagPictures, isFlagPicture } from './vite-plugins/flag-pictures.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    bootstrapIcons(root),
    flagPictures(),
    faviconPicture(fileURLToPath(new URL('public/favicon.svg', import.meta.url))),
  ],
  // The server renderer (`--ssr entry-server.tsx`) is a file the server loads, beside the app it serves.
  publicDir: isSsrBuild ? false : 'public',
  // The renderer carries its own production React, whatever NODE_ENV the server runs with: React's
  // development build renders several times slower.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? '../dist/web-render' : '../dist/web',
    emptyOutDir: true,
    // The server reads which chunks each route's screen needs, to preload them with the page.
    manifest: true,
    // Hundreds of flag pictures would otherwise be inlined into the one render-blocking stylesheet;
    // as files, a page fetches only the flags it shows.
    assetsInlineLimit: (file) => (isFlagPicture(file) ? false : undefined),
    // Non-map pages must stay under 150 KB of gzipped JavaScript: Leaflet gets a chunk
    // of its own that only the lazily loaded map and detail pages import.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only Leaflet itself: its dependencies (React) must stay in the shared chunks.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
            // Zod with the setting that keeps it from eval: in one chunk, the setting is made before
            // any other chunk builds a schema (a setting in the app's own chunk came after them).
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|zod-without-eval/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
}));
