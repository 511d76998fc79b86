import openapiTS, { astToString } from 'openapi-typescript';
import { buildTestApp } from '../build-test-app.ts';

export const GENERATED_TYPES_FILE = new URL('./openapi-types.ts', import.meta.url);
const HEADER = [
  '// Generated from the served OpenAPI document (its public reads below) by openapi-typescript (arrayLength',
  '// on): `npm run api-client` writes it again.',
  '// Do not edit by hand (nor format it: .prettierignore); generated-client.test.ts fails when it no',
  '// longer matches the document.',
  '',
].join('\n');

/** The calls a researcher's client makes, whose types are generated (the whole document lints in its own test). */
const CLIENT_PATHS = [
  '/api/v1/sightings/search',
  '/api/v1/sightings/by-id/{id}',
  '/api/v1/sightings/clusters',
  '/api/v1/events/{id}',
  '/api/v1/sky',
];

/** The TypeScript types of the API's public reads as a program outside would generate them from /api/docs/json. */
export async function generatedTypes(): Promise<string> {
  const test = await buildTestApp('sqlite');
  try {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json();
    document.paths = Object.fromEntries(CLIENT_PATHS.map((path) => [path, document.paths[path]]));
    const used = JSON.stringify(document.paths);
    for (const name of Object.keys(document.components.responses)) {
      if (!used.includes(`"#/components/responses/${name}"`)) delete document.components.responses[name];
    }
    return HEADER + astToString(await openapiTS(document, { arrayLength: true }));
  } finally {
    await test.close();
  }
}
