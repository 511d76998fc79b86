import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { alertPagePath } from '../../common/schemas/alerts.ts';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { ATOM_CONTENT_TYPE, atomFeed, FEED_SIZE } from '../pages/atom-feed.ts';
import { escapeHtml } from '../pages/html-escape.ts';
import { areaHolds } from './alert-area.ts';
import type { AlertFeedReads } from './alert-feed-reads.ts';
import type { AlertService } from './alert-service.ts';

/** A private feed reads more rows than it lists: a circle's corners fall outside it. */
const FEED_ROWS = FEED_SIZE * 4;

function smallPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">` +
        `<h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

/**
 * The links alert messages carry, outside the API (a mail reader opens them): the confirmation link,
 * the one-click unsubscribe (GET shows one button; POST, from it or from a mail reader by
 * List-Unsubscribe-Post, deletes the alert), and the alert's private Atom feed. Their secrets are in
 * the path, which is why they need no anti-forgery token; the request log hides them.
 */
export const alertLinkRoutes: FastifyPluginAsync<{
  alerts: AlertService;
  feeds: AlertFeedReads;
  config: AppConfig;
}> = async (app, { alerts, feeds, config }) => {
  // RFC 8058's one-click POST is a form body: List-Unsubscribe=One-Click.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const originOf = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get<{ Params: { token: string } }>(
    '/alerts/confirm/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      try {
        const token = await alerts.confirm(request.params.token, request.ip);
        return reply.header('cache-control', 'no-store').redirect(`${alertPagePath(token)}?confirmed=1`, 303);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        return smallPage(reply, 404, 'Link expired', `<p>${escapeHtml(error.message)}</p>`);
      }
    },
  );

  app.get<{ Params: { token: string } }>(
    '/alerts/:token/unsubscribe',
    { schema: { hide: true } },
    async (request, reply) => {
      await alerts.get(request.params.token, request.ip);
      return smallPage(
        reply,
        200,
        'Unsubscribe',
        `<form method="post"><p>Stop this alert and delete everything kept about it?</p>` +
          `<button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post<{ Params: { token: string } }>(
    '/alerts/:token/unsubscribe',
    { schema: { hide: true } },
    async (request, reply) => {
      await alerts.delete(request.params.token, request.ip);
      return smallPage(reply, 200, 'Unsubscribed', '<p>The alert is deleted, and everything kept about it.</p>');
    },
  );

  app.get<{ Params: { file: string } }>('/feed/alerts/:file', { schema: { hide: true } }, async (request, reply) => {
    const feedToken = request.params.file.replace(/\.xml$/, '');
    const alert = await alerts.byFeedToken(feedToken, request.ip);
    if (!alert) throw new HttpError(404, 'No such feed.');
    const rows = await feeds.newest({ box: alert.area, ...alert.filters }, FEED_ROWS);
    const inArea = rows
      .filter(({ sighting }) => sighting.latitude !== null && sighting.longitude !== null)
      .filter(({ sighting }) => areaHolds(alert.area, sighting.latitude!, sighting.longitude!))
      .slice(0, FEED_SIZE);
    const feed = atomFeed(
      inArea,
      { origin: originOf(request), siteName: config.siteName, now: new Date(), publicUrl: config.publicUrl },
      { path: `/feed/alerts/${feedToken}.xml`, title: 'UFO sightings in the area you follow' },
    );
    return reply
      .type(ATOM_CONTENT_TYPE)
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .send(feed);
  });
};
