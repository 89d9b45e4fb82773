// `node scripts/build-package.mjs <packages/shared | apps/server>`: compiles a package's TypeScript
// to plain JavaScript in its dist/ (tsconfig.build.json), copies the files the compiled code reads
// at run time, then checks that every package the compiled code imports is one of the package's
// `dependencies`: `npm ci --omit=dev` installs only those, so a runtime import of a devDependency
// would start in development and fail in a deploy.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files read at run time that tsc does not emit, relative to src/ (copied to the same place in dist/). */
const assets = {
  'packages/shared': [],
  // db/migrate.ts reads the SQL next to itself: src/db/migrations in development, dist/db/migrations here.
  'apps/server': ['db/migrations/*.sql', 'db/migrations/meta/_journal.json'],
};

const pkgDir = process.argv[2]?.replace(/[\\/]+$/, '');
if (!pkgDir || !(pkgDir in assets)) {
  console.error(`usage: node scripts/build-package.mjs <${Object.keys(assets).join(' | ')}>`);
  process.exit(2);
}
const dir = path.join(root, pkgDir);
const dist = path.join(dir, 'dist');

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });

for (const pattern of assets[pkgDir]) {
  const from = path.join(dir, 'src', path.dirname(pattern));
  const match = globToRegExp(path.basename(pattern));
  for (const name of readdirSync(from).filter((n) => match.test(n))) {
    cpSync(path.join(from, name), path.join(dist, path.dirname(pattern), name));
  }
}

const missing = checkRuntimeDependencies(dir, dist);
if (missing.length > 0) {
  console.error(
    `${pkgDir}: the compiled code imports packages that are not in its package.json "dependencies" ` +
      `(a deploy with npm ci --omit=dev would not have them):\n` +
      missing.map(({ name, file }) => `  ${name} (${path.relative(root, file)})`).join('\n'),
  );
  rmSync(dist, { recursive: true, force: true });
  process.exit(1);
}
console.log(`${pkgDir}: built to ${path.relative(root, dist)}`);

function globToRegExp(glob) {
  return new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
}

/** Bare specifiers imported by the compiled JavaScript (static and dynamic) missing from the runtime dependencies. */
function checkRuntimeDependencies(pkg, out) {
  const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  const allowed = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const builtins = new Set(builtinModules);
  const importPatterns = [
    /^\s*(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"\n]+)['"]/gm, // import x from 'a'; export * from 'a'
    /^\s*import\s*['"]([^'"\n]+)['"]/gm, // import 'a'
    /\b(?:import|require)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g, // import('a'), require('a')
  ];
  const missing = [];
  for (const file of jsFiles(out)) {
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of importPatterns.flatMap((pattern) => [...code.matchAll(pattern)])) {
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier.split('/')[0])) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (name !== manifest.name && !allowed.has(name) && !missing.some((m) => m.name === name)) {
        missing.push({ name, file });
      }
    }
  }
  return missing;
}

function* jsFiles(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) yield* jsFiles(full);
    else if (entry.endsWith('.js')) yield full;
  }
}
