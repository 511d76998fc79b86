import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** A data file that fails its schema: names the file and the first problems, with where they are. */
export class DataFileError extends Error {}

/** Checks parsed JSON against its schema, naming `source` and the place of each problem when it does not fit. */
export function checkJsonData<T extends z.ZodType>(json: unknown, schema: T, source: string): z.output<T> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`)
    .join('; ');
  throw new DataFileError(`${source} does not hold valid data: ${problems}`);
}

/** Reads a JSON file that ships with the code (data kept as data) and checks it against its schema. */
export function readJsonData<T extends z.ZodType>(file: URL, schema: T): z.output<T> {
  const path = fileURLToPath(file);
  return checkJsonData(JSON.parse(readFileSync(path, 'utf8')), schema, path);
}
