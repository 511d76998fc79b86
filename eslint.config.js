import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: web → common, server → common, never web ↔ server. */
const layerRules = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

/** Each feature of the web app may import only itself (besides lib and common): never another feature. */
const features = readdirSync('web/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const featureZones = features.map(({ name }) => ({
  target: `./web/features/${name}`,
  from: './web/features',
  except: [`./${name}`],
  message: 'Features import lib and common, never another feature: move what they share into web/lib.',
}));

const SQL_PLACES = 'SQL belongs in a *-repository.ts or *-reads.ts module of its domain (or server/db, or an engine).';

/** Besides repositories and reads, the modules that write SQL: the engines' own and the shared pieces. */
const SQL_MODULES = [
  'server/db/**',
  'server/test/**',
  'server/sightings/engine/**',
  // Each engine's search and SQLite's words index (architecture.md: search/).
  'server/sightings/search/sqlite-key-search.ts',
  'server/sightings/search/postgres-key-search.ts',
  'server/sightings/search/sqlite-words-index.ts',
  // Pieces of statements the repositories share: the select of a whole sighting, the map's cell.
  'server/sightings/sighting-hydration.ts',
  'server/sightings/map/map-cells.ts',
  // The explorer's kept counts and the timeline's keys and version, which its repositories build on.
  'server/sightings/explore/explore-cells.ts',
  'server/sightings/explore/explore-shape-years.ts',
  'server/sightings/explore/counted-rows.ts',
  'server/sightings/explore/explore-sql-parts.ts',
  'server/sightings/explore/kept-view-pieces.ts',
  'server/sightings/explore/remembered-year-rows.ts',
  'server/sightings/explore/seq-ids.ts',
  'server/sightings/explore/view-rows.ts',
  'server/sightings/timeline/free-timeline-keys.ts',
  'server/sightings/timeline/timeline-version.ts',
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'bench/.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**', 'common/**', 'web/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Value imports; scripts/import-cycles.ts (in `npm run lint`) also follows type imports.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './web', message: 'The server never imports the web app.' },
            { target: './web', from: './server', message: 'The web app never imports server code.' },
            { target: './common', from: ['./server', './web'], message: 'common/ is shared: no server or web code.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['common/**'],
    rules: layerRules(['**/server/**', '**/web/**', 'node:*'], 'common/ is shared: no server, web or Node code.'),
  },
  { files: ['server/**'], rules: layerRules(['**/web/**'], 'The server never imports the web app.') },
  {
    // Statements are written only where their names say so: repositories, reads and the engines.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/*-repository.ts', 'server/**/*-reads.ts', ...SQL_MODULES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/web/**'], message: 'The server never imports the web app.' }],
          paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_PLACES }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|insertInto|updateTable|deleteFrom|executeQuery)$/]',
          message: SQL_PLACES,
        },
      ],
    },
  },
  {
    files: ['web/**'],
    ignores: ['web/vite.config.ts', 'web/vite-plugins/**'],
    rules: layerRules(['**/server/**', 'node:*'], 'The web app never imports server code.'),
  },
  // The renderer runs in Node (decision 0017): Node's modules, still never the server's code.
  { files: ['web/entry-server.tsx'], rules: layerRules(['**/server/**'], 'The web app never imports server code.') },
  {
    files: ['web/features/**'],
    rules: layerRules(
      ['**/server/**', 'node:*', '**/app/**'],
      'Features import lib and common, never app or another feature.',
    ),
  },
);
