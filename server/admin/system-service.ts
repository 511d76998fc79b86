import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { DialectName } from '../db/dialect.ts';
import type { StaffSightingRepository } from '../sightings/staff-repository.ts';
import type { SystemRepository } from './system-repository.ts';
import { uptimeText } from './uptime-text.ts';

const APP_VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
const DIALECT_NAMES: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const number = (value: number) => value.toLocaleString('en-US');

function bytes(value: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${size} bytes` : `${size.toFixed(1)} ${units[unit]}`;
}

/** The System Details panel's texts: server uptime and server information. */
export class SystemService {
  readonly #system: SystemRepository;
  readonly #sightings: Pick<StaffSightingRepository, 'counts'>;
  readonly #dialect: DialectName;
  readonly #siteName: string;

  constructor(
    system: SystemRepository,
    sightings: Pick<StaffSightingRepository, 'counts'>,
    dialect: DialectName,
    siteName: string,
  ) {
    this.#system = system;
    this.#sightings = sightings;
    this.#dialect = dialect;
    this.#siteName = siteName;
  }

  uptime(): string {
    return uptimeText(process.uptime());
  }

  async information(): Promise<string> {
    const [databaseBytes, sightings, staff] = await Promise.all([
      this.#system.databaseBytes(),
      this.#sightings.counts(),
      this.#system.counts(),
    ]);
    const cpus = os.cpus();
    const memory = process.memoryUsage();
    return [
      `${this.#siteName} ${APP_VERSION}`,
      `Node.js ${process.version} on ${os.type()} ${os.release()} (${process.platform} ${process.arch})`,
      `CPUs: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}; load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
      `Memory: ${bytes(memory.rss)} used by the server (${bytes(memory.heapUsed)} heap); ${bytes(os.freemem())} free of ${bytes(os.totalmem())}`,
      `Database: ${DIALECT_NAMES[this.#dialect]}, ${bytes(databaseBytes)}`,
      `Sightings: ${number(sightings.sightings)} (${number(sightings.public)} public, ${number(sightings.pending)} pending, ${number(sightings.deleted)} deleted)`,
      `Staff: ${number(staff.users)}; logged activities: ${number(staff.activities)}`,
      `Server uptime: ${this.uptime()}`,
    ].join('\n');
  }
}
