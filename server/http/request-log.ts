import type { FastifyRequest } from 'fastify';

/** A follow link's token in a page or API path: the link is the witness's only key to their report. */
const FOLLOW_TOKEN = /(\/follow\/)[^/?#]+/g;
/** An alert's tokens (its page, its confirmation, its private feed): each opens someone's alert. */
const ALERT_TOKEN = /(\/alerts\/(?:confirm\/)?)(?!options\b)[^/?#]+/g;

/** The address as the log may keep it: whoever reads the log must not be able to open a follow link. */
export function loggableUrl(url: string): string {
  return url.replace(FOLLOW_TOKEN, '$1…').replace(ALERT_TOKEN, '$1…');
}

/** Fastify's request line for the log, with secret path parts left out. */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
