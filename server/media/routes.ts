import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import path from 'node:path';

/** `/{yyyy-MM-dd}/{id}/{file}` and nothing else: no folders, no dot files, no deeper paths. */
const MEDIA_PATH = /^\/\d{4}-\d{2}-\d{2}\/[0-9A-Za-z_-]{1,8}\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Served as downloads, never rendered in the browser under our origin. */
const ATTACHMENT_EXTENSIONS = new Set(['.pdf', '.doc', '.docx', '.txt', '.m3u']);

/**
 * GET /media/{yyyy-MM-dd}/{id}/{file}: the public copies. A file's address never changes
 * its content (names are never reused), so it may be cached for a year.
 */
export const mediaRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    redirect: false,
    cacheControl: false,
    allowedPath: (pathName) => MEDIA_PATH.test(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      // Media may be shown by a CDN host or another page; it can never run as a page of ours.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (ATTACHMENT_EXTENSIONS.has(path.extname(filePath).toLowerCase())) {
        reply.header('content-disposition', `attachment; filename="${path.basename(filePath)}"`);
      }
    },
  });
};
