import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

async function appAnswering(checkResponses: boolean, answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(checkResponses));
  app.get(
    '/thing',
    { schema: { response: { 200: z.object({ name: z.string(), size: z.number() }) } } },
    () => answer as never,
  );
  await app.ready();
  return app;
}

describe('writing responses', () => {
  it('checks a response and lets it through when it holds just its schema, keys in any order', async () => {
    const app = await appAnswering(true, { size: 2, name: 'orb' });
    const response = await app.inject('/thing');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'orb', size: 2 });
  });

  it('fails a checked response that carries a field its schema does not name', async () => {
    const app = await appAnswering(true, { name: 'orb', size: 2, passwordHash: 'x' });
    const response = await app.inject('/thing');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('passwordHash');
  });

  it('writes what the code built, unchecked, in service', async () => {
    const app = await appAnswering(false, { size: 2, name: 'orb' });
    expect((await app.inject('/thing')).body).toBe('{"size":2,"name":"orb"}');
  });
});
