// `npm start`: build what is out of date (shared code, server, web app: sources newer than their
// last build), then run the compiled server (API + web) with plain node in this process. After
// `npm run build`, a deploy needs only the runtime dependencies (`npm ci --omit=dev && npm start`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exitWithLauncher } from './launcher-watch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const parts = [
  {
    name: 'shared code',
    output: 'packages/shared/dist/index.js',
    sources: ['packages/shared/src', 'packages/shared/package.json', 'packages/shared/tsconfig.build.json'],
    tool: 'typescript/package.json',
    build: () => node('scripts/build-package.mjs', 'packages/shared'),
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.build.json'],
    tool: 'typescript/package.json',
    build: () => node('scripts/build-package.mjs', 'apps/server'),
  },
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    tool: 'vite/package.json',
    build: () => execFileSync('npm', ['run', 'build', '-w', '@hearth/web'], { cwd: root, stdio: 'inherit' }),
  },
];

function node(...args) {
  execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function canBuild(tool) {
  try {
    require.resolve(tool, { paths: [root, path.join(root, 'apps/web')] });
    return true;
  } catch {
    return false;
  }
}

for (const part of parts) {
  const output = path.join(root, part.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const sourceTime = Math.max(...part.sources.map((s) => newestMtime(path.join(root, s))));
  if (built >= sourceTime) continue;
  if (!canBuild(part.tool)) {
    // A deploy with runtime dependencies only (npm ci --omit=dev) cannot build: run what was built.
    if (built) {
      console.warn(`The ${part.name}'s sources are newer than its build; without dev dependencies, using the build.`);
      continue;
    }
    console.error(`The ${part.name} is not built (${part.output}): run \`npm ci && npm run build\` first.`);
    process.exit(1);
  }
  console.log(`Building the ${part.name}...`);
  part.build();
}

// `node scripts/start.mjs --build-only`: bring the builds up to date without starting the server.
if (!process.argv.includes('--build-only')) {
  exitWithLauncher();
  await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
}
