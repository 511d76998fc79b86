/**
 * `npm start`: builds the web app when it is missing or older than its sources, then starts the
 * server. A fresh clone needs nothing else: SQLite and media files under DATA_DIR by default.
 */
import { buildWebIfStale } from './web-build.ts';

if (!buildWebIfStale()) process.exit(1);

await import('../server/main.ts');
