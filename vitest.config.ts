import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    pool: 'forks',
    // The API tests wait on PostgreSQL and on servers of their own about half the time: two more files
    // than cores keeps the cores busy (on two cores, the run took 3.4 minutes instead of 5.3).
    maxWorkers: Math.min(availableParallelism() + 2, 8),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
