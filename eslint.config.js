// One lint configuration for every workspace.
import js from '@eslint/js';
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
    files: ['infra/**', '**/scripts/**', '**/e2e/**', '**/*.test.ts', '**/test/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
