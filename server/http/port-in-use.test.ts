import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { isPortInUse, portInUseMessage } from './port-in-use.ts';

describe('a port already in use', () => {
  it('is found before the start, and the message names the setting to change', async () => {
    const port = await freePort();
    expect(await isPortInUse('127.0.0.1', port)).toBe(false);
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    try {
      expect(await isPortInUse('127.0.0.1', port)).toBe(true);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
    expect(portInUseMessage('127.0.0.1', 3000)).toBe(
      'Port 3000 is already in use on 127.0.0.1: set PORT to a free port (in .env or the environment, ' +
        'e.g. PORT=3001 npm start), or stop the program that uses it.',
    );
  });
});
