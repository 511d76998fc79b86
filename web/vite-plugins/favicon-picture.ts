/**
 * The site's icon as a PNG drawn from its SVG when the app is built. Chromium fetches and decodes the
 * icon again each time the page's address changes, as the home map's does after every pan: an SVG icon
 * is a document it builds on the page's main thread each time (60–70 ms on a slow machine), a PNG only
 * a picture to decode.
 */
import type { Plugin } from 'vite';
import { pngAsIco } from './png-icon.ts';
import { svgAsPng } from './svg-picture.ts';

const FAVICON_FILE = 'favicon.png';
/** Asked for by clients that do not read the page's head; answered with the same picture. */
const FAVICON_ICO_FILE = 'favicon.ico';
/** Browsers show the icon at 16 CSS pixels; twice that for screens of two device pixels to one. */
const FAVICON_PIXELS = 32;

/**
 * `svgFile`: the icon as drawn; the PNG is served at /favicon.png and named in the page's head, and
 * the same picture at /favicon.ico.
 */
export function faviconPicture(svgFile: string): Plugin {
  const picture = () => svgAsPng(svgFile, FAVICON_PIXELS, FAVICON_PIXELS);
  return {
    name: 'skywatch-favicon-picture',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'icon',
          type: 'image/png',
          sizes: `${FAVICON_PIXELS}x${FAVICON_PIXELS}`,
          href: `/${FAVICON_FILE}`,
        },
        injectTo: 'head',
      },
    ],
    configureServer(server) {
      server.middlewares.use(`/${FAVICON_FILE}`, (_request, response, next) => {
        picture().then((png) => {
          response.setHeader('Content-Type', 'image/png');
          response.end(png);
        }, next);
      });
      server.middlewares.use(`/${FAVICON_ICO_FILE}`, (_request, response, next) => {
        picture().then((png) => {
          response.setHeader('Content-Type', 'image/x-icon');
          response.end(pngAsIco(png, FAVICON_PIXELS));
        }, next);
      });
    },
    async generateBundle() {
      // Once, beside the pages: the server's renderer is built without them.
      if (this.environment.config.consumer !== 'client') return;
      const png = await picture();
      this.emitFile({ type: 'asset', fileName: FAVICON_FILE, source: png });
      this.emitFile({ type: 'asset', fileName: FAVICON_ICO_FILE, source: pngAsIco(png, FAVICON_PIXELS) });
    },
  };
}
