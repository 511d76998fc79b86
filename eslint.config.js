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
