import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { SightingService } from '../sightings/service.ts';
import { compressPage, pageEncoding } from './page-compression.ts';
import { pageAnswers, pageDataScript } from './page-data.ts';
import { INDEXABLE_PAGE_PATHS, isKnownPagePath, normalizedPagePath, sightingIdOfPath } from './page-paths.ts';
import { routePreloads } from './route-preloads.ts';
import { siteSettingTags, shareMetaTags, sightingShareMeta } from './share-meta.ts';
import { robotsTxt, SITEMAP_PAGE_SIZE, sitemapIndex, urlSet } from './sitemap.ts';

export interface PageRouteOptions {
  config: AppConfig;
  sightings: SightingService;
  /** The built web app (dist/web); without it only the API, sitemap and robots are served. */
  webRoot: string;
}

const HTML = 'text/html; charset=utf-8';

/**
 * Serves the React app: hashed assets with long caching, every SPA route with the built index.html
 * (sighting pages with share tags injected; the screens' code preloaded and their first data inside),
 * unknown paths with the same page and a 404 status, plus the sitemap and robots.txt.
 */
export const pageRoutes: FastifyPluginAsync<PageRouteOptions> = async (app, { config, sightings, webRoot }) => {
  const indexFile = path.join(webRoot, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const siteMeta = siteSettingTags(config);
  const preloadsFor = routePreloads(webRoot);
  const originOf = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  if (template) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!template) {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      return reply
        .code(503)
        .type(HTML)
        .send('<p>The web app is not built yet: run <code>npm run build:web</code>.</p>');
    }
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) return reply.callNotFound();
    let status = isKnownPagePath(pathname) ? 200 : 404;
    let head = '';
    const sightingId = sightingIdOfPath(pathname);
    let sighting: Sighting | null | undefined;
    if (sightingId) {
      sighting = await sightings.findPublic(sightingId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'share tags left out: sighting lookup failed');
        return undefined;
      });
      if (sighting === null) status = 404;
      if (sighting) {
        const origin = originOf(request);
        const meta = sightingShareMeta(sighting, {
          siteName: config.siteName,
          pageUrl: `${origin}${pathname}`,
          origin,
          mediaBaseUrl: config.mediaBaseUrl,
        });
        head = shareMetaTags(meta, config.siteName);
      }
    }
    const answers =
      status === 200
        ? await pageAnswers(
            {
              pathname: normalizedPagePath(pathname),
              cookies: request.cookies,
              sightingPage: sightingId && sighting ? { id: sightingId, sighting } : undefined,
            },
            sightings,
            (error) => request.log.warn({ err: error }, 'page data left out: a read failed'),
          )
        : {};
    const extraHead = [siteMeta, head, status === 200 ? preloadsFor(pathname) : ''].filter(Boolean).join('\n    ');
    // Replaced by functions: a '$' in user text must not be read as a replacement pattern.
    let html = extraHead ? template.replace('</head>', () => `    ${extraHead}\n  </head>`) : template;
    const data = pageDataScript(answers);
    if (data) html = html.replace('</body>', () => `    ${data}\n  </body>`);
    reply.code(status).type(HTML).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressPage(html, encoding));
  }

  app.get('/', { schema: { hide: true } }, sendPage);
  app.get('/*', { schema: { hide: true } }, sendPage);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const pageCount = Math.ceil((await sightings.total()) / SITEMAP_PAGE_SIZE);
    return reply.type('application/xml').send(sitemapIndex(originOf(request), pageCount));
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    return reply.type('application/xml').send(urlSet(INDEXABLE_PAGE_PATHS.map((page) => ({ loc: origin + page }))));
  });

  app.get<{ Params: { page: string } }>(
    '/sitemap-sightings-:page.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const page = Number(request.params.page);
      if (!Number.isInteger(page) || page < 0 || page > 10_000) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such sitemap.' });
      }
      const origin = originOf(request);
      const ids = await sightings.publicIds(page * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE);
      return reply
        .type('application/xml')
        .send(
          urlSet(
            ids.map(({ id, updated }) => ({ loc: `${origin}/sighting/${encodeURIComponent(id)}`, lastmod: updated })),
          ),
        );
    },
  );
};
