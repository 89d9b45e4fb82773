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
    // Type-aware rules for all TypeScript (each package's tsconfig through the project service).
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    ignores: ['vitest.config.ts'], // in no package's tsconfig: the untyped rules check it
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Fastify's plugin contract is an async function, and several interfaces promise a result
      // that one implementation has at hand: an async function without await is not a fault here.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers (any) and poke at them; the unsafe-any family would only add casts.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-*.ts', '**/test-fixtures.ts', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
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
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The layout of docs/ARCHITECTURE.md (module doors, platform below modules, features apart) and
    // its size limits, for every non-test source file (decision 013).
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support.ts', '**/test-fixtures.ts', '**/test-*.ts'],
    plugins: { hearth },
    rules: {
      'hearth/boundaries': 'error',
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/seed/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
