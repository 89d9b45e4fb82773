import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import hearth from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The layout of docs/ARCHITECTURE.md (module doors, platform below modules, features apart).
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support.ts', '**/test-fixtures.ts', '**/test-*.ts'],
    plugins: { hearth },
    rules: { 'hearth/boundaries': 'warn' },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/seed/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
