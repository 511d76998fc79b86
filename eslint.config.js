import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: web → common, server → common, never web ↔ server. */
const layerRules = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

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
  { files: ['common/**'], rules: layerRules(['**/server/**', '**/web/**', 'node:*'], 'common/ is shared: no server, web or Node code.') },
  { files: ['server/**'], rules: layerRules(['**/web/**'], 'The server never imports the web app.') },
  { files: ['web/**'], ignores: ['web/vite.config.ts', 'web/vite-plugins/**'], rules: layerRules(['**/server/**', 'node:*'], 'The web app never imports server code.') },
  // The renderer runs in Node (decision 0017): Node's modules, still never the server's code.
  { files: ['web/entry-server.tsx'], rules: layerRules(['**/server/**'], 'The web app never imports server code.') },
  {
    files: ['web/features/**'],
    rules: layerRules(['**/server/**', 'node:*', '**/app/**'], 'Features import lib and common, never app or another feature.'),
  },
);
