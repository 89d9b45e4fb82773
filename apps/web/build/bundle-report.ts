import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes `dist/bundle-report.json` when `BUNDLE_REPORT=1`: for each chunk, its modules by rendered
 * size (what survives tree-shaking, before minification), largest first. How to find what a route
 * carries when `npm run check:budgets` fails.
 */
export function bundleReport(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hearth-bundle-report',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      if (process.env.BUNDLE_REPORT !== '1') return;
      const report: Record<string, { imports: string[]; dynamicImports: string[]; modules: [string, number][] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = Object.entries(chunk.modules)
          .map(([id, info]): [string, number] => [
            id.replace(/^.*node_modules\//, '~/').replace(/^.*\/(apps|packages)\//, '$1/'),
            info.renderedLength,
          ])
          .filter(([, size]) => size > 0)
          .sort((a, b) => b[1] - a[1]);
        report[chunk.fileName] = { imports: chunk.imports, dynamicImports: chunk.dynamicImports, modules };
      }
      writeFileSync(`${outDir}/bundle-report.json`, JSON.stringify(report, null, 1));
    },
  };
}
