import type { FastifyReply } from 'fastify';

/** What Fastify itself sends a serialised answer as. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Writes an answer as it is sent: the route's own serialiser, which checks it against its contract under test. */
export type AnswerWriter<Answer> = (answer: Answer) => Buffer;

/**
 * Writes an answer as the route would send it, with the route's own serialiser (which checks it
 * against the route's response contract when responses are checked), as bytes to keep and send again.
 */
export function answerWriter(reply: FastifyReply): AnswerWriter<unknown> {
  return (answer) => {
    const written = reply.serialize(answer);
    return typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
  };
}

/** Sends an answer written already, as it is. */
export function sendJsonBody(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body);
}
