import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { EventService } from '../sightings/events/event-service.ts';
import type { SightingService } from '../sightings/service.ts';
import { ATOM_CONTENT_TYPE, atomFeed, FEED_SIZE, feedLinkTag } from './atom-feed.ts';
import { compressPage, pageEncoding } from './page-compression.ts';
import { pageAnswers, pageDataScript, type FollowPageData, type PageAnswers } from './page-data.ts';
import { HttpError } from '../http/errors.ts';
import type { FollowService } from '../reports/follow-service.ts';
import { assemblePage } from './page-html.ts';
import {
  followTokenOfPath,
  alertTokenOfPath,
  INDEXABLE_PAGE_PATHS,
  isKnownPagePath,
  normalizedPagePath,
  sightingIdOfPath,
  sightingPagePath,
} from '../../common/pages/page-table.ts';
import { FEED_PATH } from '../../common/pages/feed.ts';
import { sightingPageTitle } from '../../common/pages/page-title.ts';
import { feedQuerySchema } from '../../common/schemas/alerts.ts';
import type { AlertFeedReads } from '../alerts/alert-feed-reads.ts';
import { routePreloads } from './route-preloads.ts';
import { siteSettings, siteSettingTags, shareMetaTags, sightingShareMeta } from './share-meta.ts';
import { robotsTxt, SITEMAP_PAGE_SIZE, sitemapIndex, urlSet } from './sitemap.ts';
import type { WebApp } from './web-app.ts';

export interface PageRouteOptions {
  config: AppConfig;
  sightings: SightingService;
  /** The events below a sighting on /event/{id}, served inside that page. */
  events: EventService;
  follows: FollowService;
  /** The public feed narrowed by `?bbox=&term=&shape=&country=` (the alerts' reads). */
  feeds: Pick<AlertFeedReads, 'newest'>;
  /** The folder of the built web app (dist/web), served as files. */
  webRoot: string;
  /** The built web app (web-app.ts); without it only the API, sitemap and robots are served. */
  webApp: WebApp | null;
}

const HTML = 'text/html; charset=utf-8';
const NOINDEX = 'noindex, nofollow';
// A page renders in milliseconds; one that takes longer is sent for the browser to render.
const RENDER_TIMEOUT_MS = 1000;

/**
 * Serves the React app: hashed assets with long caching, every SPA route with the built index.html
 * (sighting pages with share tags injected; the screens' code preloaded and their first data inside),
 * unknown paths with the same page and a 404 status, plus the sitemap, robots.txt and the Atom feed.
 */
export const pageRoutes: FastifyPluginAsync<PageRouteOptions> = async (
  app,
  { config, sightings, events, follows, feeds, webRoot, webApp },
) => {
  const settings = siteSettings(config);
  // Every page names the feed, so browsers and feed readers find it from any of them.
  const siteMeta = [siteSettingTags(settings), feedLinkTag(config.siteName)].filter(Boolean).join('\n    ');
  const preloadsFor = routePreloads(webRoot);
  const originOf = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  if (webApp) {
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

  /** The app rendered for the page, or null to leave it to the browser (as when rendering fails). */
  async function renderApp(request: FastifyRequest, answers: PageAnswers): Promise<string | null> {
    if (!webApp?.renderPage) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no page after ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    });
    try {
      const page = { url: request.url, origin: originOf(request), cookieHeader: request.headers.cookie ?? '' };
      return await Promise.race([webApp.renderPage({ ...page, siteSettings: settings, answers }), timeout]);
    } catch (error) {
      request.log.warn({ err: error }, 'page left to the browser: rendering it failed');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!webApp) {
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
    let title: string | undefined;
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
        title = sightingPageTitle(sighting, pathname.startsWith('/event/') ? 'event' : 'sighting');
      }
    }
    const followToken = followTokenOfPath(pathname);
    let followPage: FollowPageData | undefined;
    if (followToken !== null) {
      // A witness's private page: kept out of search engines and out of every cache on the way.
      reply.header('x-robots-tag', NOINDEX).header('cache-control', 'no-store');
      head = `<meta name="robots" content="${NOINDEX}" />`;
      try {
        followPage = { token: followToken, followed: await follows.follow(followToken, request.ip) };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        status = error.statusCode;
      }
    }
    if (alertTokenOfPath(pathname) !== null) {
      // An alert's private page: its link is the only credential, so no search engine or cache keeps it.
      reply.header('x-robots-tag', NOINDEX).header('cache-control', 'no-store');
      head = `<meta name="robots" content="${NOINDEX}" />`;
    }
    const answers =
      status === 200
        ? await pageAnswers(
            {
              pathname: normalizedPagePath(pathname),
              search: new URLSearchParams(request.url.slice(pathname.length)),
              cookies: request.cookies,
              sightingPage: sightingId && sighting ? { id: sightingId, sighting } : undefined,
              followPage,
            },
            { sightings, events },
            (error) => request.log.warn({ err: error }, 'page data left out: a read failed'),
          )
        : {};
    const appHtml = status === 200 ? await renderApp(request, answers) : null;
    const extraHead = [siteMeta, head, status === 200 ? preloadsFor(pathname, appHtml !== null) : '']
      .filter(Boolean)
      .join('\n    ');
    const html = assemblePage(webApp.template, { head: extraHead, appHtml, data: pageDataScript(answers), title });
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    reply.code(status).type(HTML).header('vary', 'accept-encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressPage(html, encoding));
  }

  app.get('/', { schema: { hide: true } }, sendPage);
  app.get('/*', { schema: { hide: true } }, sendPage);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );

  app.get(FEED_PATH, { schema: { hide: true } }, async (request, reply) => {
    const parsed = feedQuerySchema.safeParse(request.query);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join(' '));
    const { bbox, term, shape, country } = parsed.data;
    const filtered = Boolean(bbox || term || shape || country);
    const newest = filtered
      ? await feeds.newest({ box: bbox, term, shape, country }, FEED_SIZE)
      : await sightings.newestPublished(FEED_SIZE);
    const site = { origin: originOf(request), siteName: config.siteName, now: new Date(), publicUrl: config.publicUrl };
    const feed = filtered
      ? atomFeed(newest, site, { path: request.url, title: 'UFO sightings matching your filters' })
      : atomFeed(newest, site);
    // Feed readers poll; a few minutes' delay is nothing to them and spares the database.
    return reply.type(ATOM_CONTENT_TYPE).header('cache-control', 'public, max-age=300').send(feed);
  });

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
        .send(urlSet(ids.map(({ id, updated }) => ({ loc: `${origin}${sightingPagePath(id)}`, lastmod: updated }))));
    },
  );
};
