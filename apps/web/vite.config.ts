import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleReport } from './build/bundle-report.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

/** Where the dev server sends /api (the Hearth server's default development port). */
const apiTarget = process.env.HEARTH_API_URL ?? 'http://127.0.0.1:3001';
const apiProxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), pwa('dist'), precompress(), bundleReport()],
  // @hearth/shared's TypeScript sources (its package.json "exports"), not its compiled dist/.
  resolve: { conditions: ['@hearth/source', ...defaultClientConditions] },
  server: {
    port: 3000,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 3000,
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen loads, for scripts/check-budgets.mjs.
    manifest: true,
    // No list of each lazy chunk's dependencies in the entry (Vite's __vite__mapDeps, 2.3 KB brotli
    // on sign-in): a screen's chunks load when it imports them, one round trip later, and the
    // service worker serves the staff screens' chunks from the phone (docs/decisions/012).
    modulePreload: { resolveDependencies: () => [] },
    // Schemas a screen does not use are dropped: zod's builders (z.object(...)) have no side effects.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
