import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `node server/main.ts` as a log collector runs it (output not a terminal), until `until` is printed or it exits. */
function startServer(port: number, until: RegExp) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      WORKERS: '2',
      GEOCODER: 'offline',
      TILE_URL: 'none',
      SATELLITES_URL: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const done = new Promise<{ output: string; code: number | null }>((resolve) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ output, code: null });
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => resolve({ output, code }));
  });
  return { child, done };
}

describe('the start, as printed', () => {
  it('says where Skywatch runs in JSON lines off a terminal, and a taken port names the setting to change', async () => {
    const port = await freePort();
    const first = startServer(port, /is running at/);
    try {
      const { output } = await first.done;
      const lines = output.trim().split('\n');
      const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toContain(`Skywatch is running at http://localhost:${port}`);

      const second = startServer(port, /$^/);
      const refused = await second.done;
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Port ${port} is already in use on 127.0.0.1: set PORT to a free port`);
    } finally {
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.once('exit', resolve));
    }
    // Two server processes start, migrate and index the gazetteer: long on a busy machine.
  }, 180_000);
});
