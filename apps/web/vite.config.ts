import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the dev server sends /api (the Hearth server's default development port). */
const apiTarget = process.env.HEARTH_API_URL ?? 'http://127.0.0.1:3001';
const apiProxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Vendor code changes less often than the app: separate chunks cache better between releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
