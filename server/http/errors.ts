/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** A 429 (or a 503) that says when to come back: the error handler sends it as Retry-After. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number, statusCode: 429 | 503 = 429) {
    super(statusCode, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
