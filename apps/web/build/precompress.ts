import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/** Every file under `dir` (recursively), except dot-folders such as `.vite`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) next to each text file of the build, once,
 * at build time: the server sends them as they are (`@fastify/static` preCompressed) instead of
 * compressing on every request. A copy that is not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hearth-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        const br = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(content, { level: 9 });
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
