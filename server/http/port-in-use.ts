import { createServer } from 'node:net';

/** Whether another program already listens on the port, asked before anything is started. */
export function isPortInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/** What a newcomer needs to read when the port is taken: which setting to change, and where. */
export function portInUseMessage(host: string, port: number): string {
  return (
    `Port ${port} is already in use on ${host}: set PORT to a free port (in .env or the environment, ` +
    `e.g. PORT=${port + 1} npm start), or stop the program that uses it.`
  );
}

export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}
