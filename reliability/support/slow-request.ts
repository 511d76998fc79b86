/** Requests sent bit by bit, so they are still in flight when the test does something to the server. */
import { request } from 'node:http';
import { connect } from 'node:net';

export interface SlowRequest {
  /** Sends the next `bytes` of the body (all that is left when omitted). */
  send(bytes?: number): void;
  sent(): number;
  total: number;
  /** The answer's status and body, once the whole body has been sent and answered. */
  answer: Promise<{ status: number; body: string }>;
}

/** Opens its own connection (no keep-alive pool), sends the headers and holds the body back. */
export function slowRequest(
  origin: string,
  options: { method: string; path: string; headers: Record<string, string>; body: Buffer },
): SlowRequest {
  const { hostname, port } = new URL(origin);
  let offset = 0;
  const outgoing = request({
    host: hostname,
    port,
    method: options.method,
    path: options.path,
    agent: false,
    headers: { ...options.headers, 'content-length': String(options.body.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
  });
  outgoing.flushHeaders();
  return {
    total: options.body.length,
    sent: () => offset,
    send(bytes = options.body.length - offset) {
      const end = Math.min(options.body.length, offset + bytes);
      outgoing.write(options.body.subarray(offset, end));
      offset = end;
      if (offset === options.body.length) outgoing.end();
    },
    answer,
  };
}

/** Whether a new TCP connection to the port is refused right now. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A multipart/form-data body with one file in the field 'file', as a browser sends it. */
export function multipartBody(file: { name: string; type: string; bytes: Buffer }): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----reliability${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, file.bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
