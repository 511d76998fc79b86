/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the
 * server. A fresh clone needs nothing else: SQLite and media files under DATA_DIR by default.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { buildWebIfStale } from './web-build.ts';

// Read here rather than with node's --env-file-if-exists, which each server process would repeat,
// saying every time that the optional file is missing. Set variables win over the file's.
if (existsSync('.env')) process.loadEnvFile('.env');

if (cluster.isPrimary && !buildWebIfStale()) process.exit(1);

await import('../server/main.ts');
