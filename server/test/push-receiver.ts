import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { globalAgent, createServer } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReceivedPush {
  /** The VAPID public key the message was signed with (the `k` of its Authorization). */
  vapidKey: string;
  /** The JWT's claims, after its ES256 signature was checked. */
  claims: { aud: string; exp: number; sub: string };
  /** The payload, decrypted with the subscription's keys. */
  payload: unknown;
}

export interface PushReceiver {
  /** A browser's subscription to this receiver: its endpoint and keys, as PushManager.subscribe gives it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Refusals the receiver makes: a status code for every next message (410: the subscription is gone). */
  answer(status: number): void;
  close(): Promise<void>;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8292: checks `vapid t=…, k=…` (an ES256 JWT signed by the key k) and answers its claims. */
function checkVapid(header: string | undefined): { vapidKey: string; claims: ReceivedPush['claims'] } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header0.alg !== 'ES256') throw new Error(`VAPID alg ${header0.alg}`);
  return { vapidKey: key, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) };
}

/** RFC 8291 with RFC 8188's aes128gcm: the user agent's side, from its private key and auth secret. */
function decrypt(body: Buffer, receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = receiver.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(receiver.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
  return padded.subarray(0, end);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on loopback, as a browser's would be: it refuses a message whose VAPID signature does
 * not verify or that is not aes128gcm, and decrypts the payload with the subscription's own keys.
 */
/**
 * A certificate for 127.0.0.1, made by the openssl command, which this process then trusts: push
 * services are reached over https only, and `web-push` uses Node's global agent.
 */
function loopbackCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(path.join(tmpdir(), 'push-receiver-'));
  try {
    const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const tls = loopbackCertificate();
  const trusted = globalAgent.options.ca;
  globalAgent.options.ca = [...(Array.isArray(trusted) ? trusted : trusted ? [trusted] : []), tls.cert];
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer(tls, (request, response) => {
    void bodyOf(request).then((body) => {
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const { vapidKey, claims } = checkVapid(request.headers.authorization);
        const payload = JSON.parse(decrypt(body, { ecdh, auth }).toString('utf8'));
        if (status === 201) received.push({ vapidKey, claims, payload });
        response.writeHead(status).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: {
      endpoint: `https://127.0.0.1:${port}/push/subscription-1`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    received,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
