import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HyperparameterService } from '../admin/hyperparameter-service.ts';
import { SettingsRepository } from '../admin/settings-repository.ts';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { testDialects } from '../test/test-database.ts';
import { LlmSummarizer } from '../summaries/llm-summarizer.ts';

const DESCRIPTION =
  'Around 10 pm we were walking along the shore. Three bright orange lights in a triangle hovered silently above the water for about five minutes. Then they shot north and were gone.';

interface Recorded {
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/** A real OpenAI-compatible chat-completions server on 127.0.0.1 that records what it is asked. */
async function startFakeLlm(
  answer: (response: ServerResponse) => void,
): Promise<{ server: Server; url: string; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(text || 'null') });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests };
}

const completion = (content: string) => (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'x',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    }),
  );

let nextAddress = 1;
const newAddress = () => `10.3.0.${nextAddress++}`;

function summarize(test: TestApp, payload: unknown, contentType = 'application/json') {
  return injectAsBrowser(test.app, {
    method: 'POST',
    url: `${API_BASE}/sightings/summarize`,
    payload: typeof payload === 'string' && contentType !== 'application/json' ? payload : JSON.stringify(payload),
    headers: { 'content-type': contentType },
    remoteAddress: newAddress(),
  });
}

describe.each(testDialects())('summaries from an OpenAI-compatible service on %s', (dialect) => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let test: TestApp;
  let reply: (response: ServerResponse) => void = completion(
    '"Three orange lights hovered in a triangle over the lake, then shot north."',
  );

  beforeAll(async () => {
    llm = await startFakeLlm((response) => reply(response));
    test = await buildTestApp(dialect, { LLM_BASE_URL: llm.url, LLM_API_KEY: 'test-key' });
    // Stored as staff store them through administration.
    await new HyperparameterService(new SettingsRepository(test.database.handle.db)).update({
      model: 'local-model',
      temperature: 0.3,
      topP: 0.5,
      maxTokens: 300,
    });
  });
  afterAll(async () => {
    await test?.close();
    llm?.server.close();
  });
  afterEach(() => {
    llm.requests.length = 0;
    reply = completion('"Three orange lights hovered in a triangle over the lake, then shot north."');
  });

  it('asks the service with the stored hyperparameters and answers its summary as plain text', async () => {
    const response = await summarize(test, { detailedDescription: DESCRIPTION });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Three orange lights hovered in a triangle over the lake, then shot north.');
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({ model: 'local-model', temperature: 0.3, top_p: 0.5, max_tokens: 300 });
    expect(request!.body.messages.at(-1)).toEqual({ role: 'user', content: DESCRIPTION });
  });

  it('takes the description as a bare JSON string or as plain text too', async () => {
    expect((await summarize(test, DESCRIPTION)).statusCode).toBe(200);
    expect((await summarize(test, DESCRIPTION, 'text/plain')).statusCode).toBe(200);
    expect(llm.requests.map((request) => request.body.messages.at(-1).content)).toEqual([DESCRIPTION, DESCRIPTION]);
  });

  it('cuts a long answer to 256 characters at a word boundary', async () => {
    reply = completion(`A light ${'moved slowly '.repeat(40)}away.`);
    const response = await summarize(test, { detailedDescription: DESCRIPTION });
    expect(response.body.length).toBeLessThanOrEqual(256);
    expect(response.body).toMatch(/slowly…$/);
  });

  it('answers 502 when the service fails, and 503 when it is busy', async () => {
    reply = (response) =>
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    const failed = await summarize(test, { detailedDescription: DESCRIPTION });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('The summary service answered with an error (HTTP 500).');
    reply = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
    expect((await summarize(test, { detailedDescription: DESCRIPTION })).statusCode).toBe(502);
    reply = (response) => response.writeHead(429).end();
    const busy = await summarize(test, { detailedDescription: DESCRIPTION });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toContain('busy');
  });

  it('refuses an empty description without asking the service', async () => {
    for (const body of [{ detailedDescription: '  ' }, {}, '']) {
      const response = await summarize(test, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('You must first enter a detailed description to generate a summary.');
    }
    expect(llm.requests).toHaveLength(0);
  });
});

describe('summaries before staff have stored any settings', () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let test: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlm(completion('Lights over the lake.'));
    test = await buildTestApp('sqlite', { LLM_BASE_URL: llm.url });
  });
  afterAll(async () => {
    await test?.close();
    llm?.server.close();
  });

  it('asks with the default hyperparameters and no Authorization header', async () => {
    expect((await summarize(test, { detailedDescription: DESCRIPTION })).body).toBe('Lights over the lake.');
    expect(llm.requests[0]!.body).toMatchObject({ model: 'gpt-4o', temperature: 0.9, top_p: 0.8, max_tokens: 2500 });
    expect(llm.requests[0]!.headers.authorization).toBeUndefined();
  });
});

describe('summaries without a service', () => {
  const test = useTestApp('sqlite');

  it('summarizes with the built-in extractive summarizer', async () => {
    const response = await summarize(test, { detailedDescription: DESCRIPTION });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      'Three bright orange lights in a triangle hovered silently above the water for about five minutes.',
    );
  });

  it('limits summary requests per address', async () => {
    const address = '10.3.1.1';
    const ask = () =>
      injectAsBrowser(test.app, {
        method: 'POST',
        url: `${API_BASE}/sightings/summarize`,
        payload: { detailedDescription: DESCRIPTION },
        remoteAddress: address,
      });
    for (let index = 0; index < 20; index += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Too many summary requests');
  });
});

describe('the service client', () => {
  const hyperparameters = { current: async () => ({ model: 'm', temperature: 0.9, topP: 0.8, maxTokens: 2500 }) };

  it('gives up after its timeout with 503', async () => {
    const slow = await startFakeLlm(() => undefined);
    try {
      const client = new LlmSummarizer({ baseUrl: slow.url, apiKey: undefined, hyperparameters, timeoutMs: 200 });
      await expect(client.summarize(DESCRIPTION)).rejects.toMatchObject({ statusCode: 503 });
      expect(slow.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      slow.server.closeAllConnections();
      slow.server.close();
    }
  });

  it('answers 503 when the service cannot be reached', async () => {
    const gone = await startFakeLlm(() => undefined);
    gone.server.close();
    const client = new LlmSummarizer({ baseUrl: gone.url, apiKey: undefined, hyperparameters });
    await expect(client.summarize(DESCRIPTION)).rejects.toMatchObject({
      statusCode: 503,
      message: 'The summary service cannot be reached. Please try again later.',
    });
  });
});
