/**
 * Writes .br and .gz beside each built text asset, which the server sends as they are
 * (`preCompressed`): no compression work per request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|map)$/;

function compressFolder(folder: string): number {
  let count = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) count += compressFolder(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      count += 1;
    }
  }
  return count;
}

console.log(`Compressed ${compressFolder(webRoot)} assets in dist/web.`);
