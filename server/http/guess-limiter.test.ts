import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { RetryLaterError } from './errors.ts';
import { GuessLimiter } from './guess-limiter.ts';
import { RateLimitRepository } from './rate-limit-repository.ts';

describe.each(testDialects())('wrong guesses counted in the database on %s', (dialect) => {
  let database: TestDatabase;
  let now = 1_000_000;
  const limit = { max: 3, windowMs: 60_000, what: 'wrong links', key: 'test-guess' };
  let limiter: GuessLimiter;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    limiter = new GuessLimiter(new RateLimitRepository(database.handle.db), limit, () => now);
  });
  afterAll(() => database?.destroy());

  it('lets an address guess wrong up to the limit, then asks it to wait until the window ends', async () => {
    for (let miss = 0; miss < limit.max; miss += 1) {
      await limiter.check('10.0.0.1');
      await limiter.missed('10.0.0.1');
    }
    now += 15_000;
    const refusal = await limiter.check('10.0.0.1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RetryLaterError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 45,
      message: 'Too many wrong links from your address. Please try again in 1 minute.',
    });
    await expect(limiter.check('10.0.0.2')).resolves.toBeUndefined();
    now += 45_000;
    await expect(limiter.check('10.0.0.1')).resolves.toBeUndefined();
  });
});
