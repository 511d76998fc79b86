import { describe, expect, it } from 'vitest';
import { logFormatOf, logStream, runningAt } from './logging.ts';

describe('the log', () => {
  it('is readable lines in a terminal, JSON otherwise, and JSON whenever LOG_FORMAT says so', () => {
    expect(logFormatOf(undefined, { isTTY: true })).toBe('pretty');
    expect(logFormatOf(undefined, { isTTY: false })).toBe('json');
    expect(logFormatOf(undefined, {})).toBe('json');
    expect(logFormatOf('json', { isTTY: true })).toBe('json');
    expect(logFormatOf('pretty', { isTTY: false })).toBe('pretty');
    expect(logStream('json')).toBeUndefined();
    expect(logStream('pretty')).toBeDefined();
  });

  it('names the address to open in a browser', () => {
    expect(runningAt('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(runningAt('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(runningAt('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(runningAt('fe80::1', 3000)).toBe('http://[fe80::1]:3000');
  });
});
