/**
 * `npm run bench`: prints the figures of DESIGN §7 with the machine they were measured on.
 * `npm run bench -- web` runs only the web figures.
 */
import os from 'node:os';
import { runWebBench } from './web-bench.ts';

const only = process.argv.slice(2).filter((argument) => !argument.startsWith('-'));
const wants = (part: string) => only.length === 0 || only.includes(part);

console.log(`Skywatch benchmark — ${new Date().toISOString()}`);
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`);

if (wants('web')) await runWebBench();
