import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/dialect.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { storeStaffTokens } from './staff-factory.ts';

/**
 * One app for all tests of the calling `describe`, with an admin, a moderator and their tokens (see
 * `storeStaffTokens`); `prepare` adds what else the file needs. The returned object is filled before the
 * first test, and `tokens` takes whatever tokens `prepare` adds.
 */
export function withStaffApp(
  dialect: DialectName,
  prepare: (test: TestApp, staff: { adminSeq: number }) => Promise<void> = async () => {},
): { test: TestApp; tokens: Record<string, string> } {
  const state = { tokens: {} } as { test: TestApp; tokens: Record<string, string> };
  beforeAll(async () => {
    state.test = await buildTestApp(dialect);
    const staff = await storeStaffTokens(state.test.database.handle);
    Object.assign(state.tokens, staff.tokens);
    await prepare(state.test, staff);
  });
  afterAll(() => state.test?.close());
  return state;
}
