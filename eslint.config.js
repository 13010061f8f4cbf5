// One lint configuration for every workspace.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.tmp/**',
      'proto/gen/**',
      'services/*/src/graphql/gen/**',
      'packages/web-kit/src/gen/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import cycles (issue 12 item 3): a module and what it imports never import each other back, directly or
    // through others. Scoped to source, and to our own modules, so lint stays fast; type-only imports are erased at
    // build and do not count.
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The rules packages and money run on the server and in the browser alike: no Node module, no browser global.
    files: [
      'packages/account-rules/src/**/*.ts',
      'packages/admin-rules/src/**/*.ts',
      'packages/listing-rules/src/**/*.ts',
      'packages/money/src/**/*.ts',
      'packages/stay-rules/src/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'The rules packages are pure.' }] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'File', 'Blob', 'FileReader'],
    },
  },
  {
    files: ['infra/**', '**/scripts/**', '**/e2e/**', '**/*.test.ts', '**/test/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
