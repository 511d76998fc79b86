import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildTestApp } from '../build-test-app.ts';

export const GENERATED_TYPES_FILE = new URL('./openapi-types.ts', import.meta.url);
const HEADER = [
  '// Generated from the served OpenAPI document by openapi-typescript (arrayLength on): `npm run api-client` writes it again.',
  '// Do not edit by hand; generated-client.test.ts fails when it no longer matches the document.',
  '',
].join('\n');

/** The TypeScript types of the API as a program outside would generate them from /api/docs/json. */
export async function generatedTypes(): Promise<string> {
  const test = await buildTestApp('sqlite');
  try {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json();
    const source = HEADER + astToString(await openapiTS(document, { arrayLength: true }));
    const options = await resolveConfig(GENERATED_TYPES_FILE);
    return await format(source, { ...options, parser: 'typescript' });
  } finally {
    await test.close();
  }
}
