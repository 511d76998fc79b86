import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { attachmentDisposition, MEDIA_CACHE_CONTROL } from './media-headers.ts';
import { HttpError } from '../http/errors.ts';
import type { MediaServing, PublicObject } from './media-store.ts';

/** `/{yyyy-MM-dd}/{id}/{file}` and nothing else: no folders, no dot files, no deeper paths. */
const MEDIA_PATH = /^\/\d{4}-\d{2}-\d{2}\/[0-9A-Za-z_-]{1,8}\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const UNSATISFIABLE = 'The range asked for lies past the end of the file.';

/** One range of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`); any other Range is ignored, as HTTP allows. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/** A file of a report awaiting review: for the one who asked, never kept by a shared cache. */
const PENDING_CACHE_CONTROL = 'private, no-store';

function setMediaHeaders(
  reply: Pick<FastifyReply, 'header'>,
  fileName: string,
  cacheControl = MEDIA_CACHE_CONTROL,
): void {
  reply.header('cache-control', cacheControl);
  reply.header('x-content-type-options', 'nosniff');
  // Media may be shown by a CDN host or another page; it can never run as a page of ours.
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  const disposition = attachmentDisposition(fileName);
  if (disposition) reply.header('content-disposition', disposition);
}

/**
 * Sends one file of a report awaiting review (to staff, or to its witness): the headers of a public
 * file, but never cached by anyone else.
 */
export function sendPendingFile(request: FastifyRequest, reply: FastifyReply, file: PublicObject, fileName: string) {
  setMediaHeaders(reply, fileName, PENDING_CACHE_CONTROL);
  reply.header('content-type', file.contentType).header('content-length', file.length);
  if (request.method === 'HEAD') {
    file.body.destroy();
    return reply.send(Readable.from([]));
  }
  // A stream is sent as it is, past the JSON schemas the route's typed answers are held to.
  return reply.send(file.body as never);
}

/**
 * GET /media/{yyyy-MM-dd}/{id}/{file}: the public copies, from DATA_DIR's media folder or streamed
 * from the bucket, with the same path check, headers and range requests either way.
 */
export const mediaRoutes: FastifyPluginAsync<{ serving: MediaServing }> = async (app, { serving }) => {
  if ('folder' in serving) {
    await app.register(fastifyStatic, {
      root: serving.folder,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      redirect: false,
      cacheControl: false,
      allowedPath: (pathName) => MEDIA_PATH.test(pathName),
      setHeaders: (reply, filePath) => setMediaHeaders(reply, filePath),
    });
    // @fastify/static hands a range past the end over as an error carrying its Content-Range: kept, as the
    // bucket's answer has it, and the rest left to the app's error handler.
    app.setErrorHandler((error: Error & { statusCode?: number; headers?: Record<string, string> }, _request, reply) => {
      const contentRange = error.headers?.['Content-Range'];
      if (error.statusCode !== 416 || !contentRange) throw error;
      reply.header('content-range', contentRange);
      throw new HttpError(416, UNSATISFIABLE);
    });
    return;
  }
  app.get('/media/*', async (request, reply) => {
    // The path as sent, not decoded: an escaped dot or slash never matches, so it can never climb out.
    const pathName = request.url.split('?')[0]!.slice('/media'.length);
    if (!MEDIA_PATH.test(pathName)) return reply.callNotFound();
    const range = request.headers.range?.replace(/\s+/g, '');
    const found = await serving.open(pathName.slice(1), {
      range: range && SINGLE_RANGE.test(range) ? range : undefined,
      ifNoneMatch: request.headers['if-none-match'],
    });
    if (!found) return reply.callNotFound();
    reply.header('accept-ranges', 'bytes');
    if (found === 'not-modified') {
      setMediaHeaders(reply, pathName);
      return reply.code(304).send();
    }
    if ('unsatisfiable' in found) {
      reply.header('content-range', `bytes */${found.unsatisfiable.size}`);
      throw new HttpError(416, UNSATISFIABLE);
    }
    setMediaHeaders(reply, pathName);
    reply.header('content-type', found.contentType).header('content-length', found.length);
    if (found.etag) reply.header('etag', found.etag);
    if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
    if (found.range) {
      const { start, end, size } = found.range;
      reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    }
    if (request.method === 'HEAD') {
      // Fastify would read a HEAD answer's stream to its end: the object's body is dropped at once instead.
      found.body.destroy();
      return reply.send(Readable.from([]));
    }
    return reply.send(found.body);
  });
};
