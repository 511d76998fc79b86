import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { madeByHooks } from './made-by-hooks.ts';

/**
 * The app of a block of tests: built before its first test, closed after its last, so the block says
 * only what the app is started with.
 */
export function useTestApp(...started: Parameters<typeof buildTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(...started);
  });
  afterAll(() => built?.close());
  return madeByHooks(() => built, 'The test app is built before the first test of its block.');
}
