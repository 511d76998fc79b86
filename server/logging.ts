import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT if set; otherwise lines for a person in a terminal, and JSON for log collectors. */
export function logFormatOf(setting: LogFormat | undefined, output: { isTTY?: boolean } = process.stdout): LogFormat {
  return setting ?? (output.isTTY ? 'pretty' : 'json');
}

/**
 * Where log lines go: standard output as JSON, or through pino-pretty as one short line each. It runs
 * in the process itself (sync), not pino's worker thread: each server process would start one.
 */
export function logStream(format: LogFormat): DestinationStream | undefined {
  if (format === 'json') return undefined;
  return pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

/** The log of a process that serves no requests (the start, the supervisor of server processes). */
export function processLogger(config: { logLevel: string; logFormat: LogFormat }): Logger {
  const stream = logStream(config.logFormat);
  return stream ? pino({ level: config.logLevel }, stream) : pino({ level: config.logLevel });
}

/** The address to open in a browser: 'localhost' for the loopback and every-interface addresses. */
export function runningAt(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const shown = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
