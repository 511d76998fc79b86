import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, with a strict Content-Security-Policy. Helmet's
 * middleware is built once here: the Fastify plugin rebuilt it (parsing every directive) per request.
 */
export function installSecurityHeaders(app: FastifyInstance, inlineScriptHashes: readonly string[] = []): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The page's own inline scripts by their hashes (server/pages/web-app.ts); no others.
        scriptSrc: ["'self'", ...inlineScriptHashes],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same refusal as frame-ancestors 'none', for browsers that read only this header.
    frameguard: { action: 'deny' },
    // Sent below, and only over HTTPS: over plain HTTP it means nothing and misleads.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // HTTPS here, or, with TRUST_PROXY, at the proxy that says so in X-Forwarded-Proto.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
