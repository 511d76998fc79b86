import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;
const dbFolder = path.dirname(folder);

/** Every module a file names in `import … from` or `export … from`, resolved from its folder. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(folder, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

describe('migrations', () => {
  // An applied migration must run the same way forever: code of the app it imported could change it.
  it('import nothing from outside server/db', () => {
    const outside = readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((source) => source.startsWith('.'))
          .filter((source) => path.relative(dbFolder, path.resolve(folder, source)).startsWith('..'))
          .map((source) => `${file}: ${source}`),
      );
    expect(outside).toEqual([]);
  });

  it('import only relative modules and kysely', () => {
    const packages = readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => importsOf(file).filter((source) => !source.startsWith('.') && !source.startsWith('node:')))
      .filter((source) => source !== 'kysely' && source !== 'vitest');
    expect(packages).toEqual([]);
  });
});
