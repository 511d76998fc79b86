import { availableParallelism, loadavg } from 'node:os';
import { defineConfig } from 'vitest/config';

// Timeouts catch a test that hangs; they never measure speed. On a machine already busy with other work
// every step takes longer, so the waits grow with the load the run starts under (up to ten times: at a
// load average of 30 on two cores a test of 12 s took 207 s).
const cores = availableParallelism();
const patience = Math.min(10, Math.max(1, (loadavg()[0] ?? 0) / cores));

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    pool: 'forks',
    // The API tests wait on PostgreSQL and on servers of their own about half the time: two more files
    // than cores keeps the cores busy (on two cores, the run took 3.4 minutes instead of 5.3).
    maxWorkers: Math.min(cores + 2, 8),
    testTimeout: Math.round(30_000 * patience),
    hookTimeout: Math.round(60_000 * patience),
    env: { TEST_PATIENCE: patience.toFixed(2) },
    setupFiles: ['web/lib/testing/patient-queries.ts'],
  },
});
