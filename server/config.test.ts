import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs one server process per core unless WORKERS says otherwise', () => {
    expect(loadConfig({}).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
  });

  it('groups reports within 50 km and 45 minutes into events unless told otherwise', () => {
    expect(loadConfig({}).events).toEqual({ distanceKm: 50, minutes: 45 });
    expect(loadConfig({ EVENT_DISTANCE_KM: '12.5', EVENT_MINUTES: '90' }).events).toEqual({
      distanceKm: 12.5,
      minutes: 90,
    });
    for (const environment of [{ EVENT_DISTANCE_KM: '0' }, { EVENT_DISTANCE_KM: 'far' }, { EVENT_MINUTES: '1.5' }]) {
      expect(() => loadConfig(environment)).toThrow(/EVENT_(DISTANCE_KM|MINUTES)/);
    }
  });

  it('stops the start with every wrong variable named', () => {
    expect(() => loadConfig({ WORKERS: '0', PORT: 'x' })).toThrow(/WORKERS[\s\S]*PORT|PORT[\s\S]*WORKERS/);
  });
});
