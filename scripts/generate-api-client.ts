import { writeFileSync } from 'node:fs';
import { GENERATED_TYPES_FILE, generatedTypes } from '../server/test/api-client/generate-types.ts';

// Writes the API's types, generated from the document the server serves, for the typed client's test.
writeFileSync(GENERATED_TYPES_FILE, await generatedTypes());
console.log(`Wrote ${GENERATED_TYPES_FILE.pathname}`);
