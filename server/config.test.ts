import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs one server process per core unless WORKERS says otherwise', () => {
    expect(loadConfig({}).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
  });

  it('stops the start with every wrong variable named', () => {
    expect(() => loadConfig({ WORKERS: '0', PORT: 'x' })).toThrow(/WORKERS[\s\S]*PORT|PORT[\s\S]*WORKERS/);
  });
});
