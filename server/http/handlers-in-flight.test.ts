import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trackHandlersInFlight } from './handlers-in-flight.ts';

describe('handlers in flight', () => {
  it('settles only once a handler whose client has gone has finished', async () => {
    const app = Fastify();
    const handlers = trackHandlersInFlight(app);
    const events: string[] = [];
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push('handler finished');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.get(`http://127.0.0.1:${port}/slow`);
    request.on('error', () => {});
    await handlerStarted;
    request.destroy();
    await app.close();
    await handlers.settled(5000);
    events.push('settled');
    expect(events).toEqual(['handler finished', 'settled']);
  });

  it('settles at once when nothing runs, and gives up after its time limit', async () => {
    const app = Fastify();
    const handlers = trackHandlersInFlight(app);
    app.get('/never', () => new Promise(() => {}));
    await app.ready();
    await handlers.settled(10);
    let answered = false;
    void app.inject('/never').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handlers.settled(50);
    expect(answered).toBe(false);
  });
});
