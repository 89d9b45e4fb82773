import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Tests import @hearth/shared's TypeScript sources (its package.json "exports"), never a build.
// Vitest's own conditions follow (Vite's server ones without "module", which would load a second
// copy of packages such as @emotion/react).
const conditions = ['@hearth/source', ...defaultServerConditions.filter((c) => c !== 'module')];
const resolve = { conditions };
const ssr = { resolve: { conditions } };

export default defineConfig({
  test: {
    // Two cores: a few files at a time keeps argon2-heavy suites from starving each other.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve,
        ssr,
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Form journeys type into a dozen MUI fields; generous so load never fails them.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tooling',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
