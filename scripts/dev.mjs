// `npm run dev`: API with reload on port 3001 (tsx watch) and the Vite dev server with hot
// reload on port 3000, which proxies /api to the API. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nodeOptions = [process.env.NODE_OPTIONS, '--conditions=@hearth/source'].filter(Boolean).join(' ');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // @hearth/shared from its TypeScript sources (the "@hearth/source" export condition), not dist/.
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', HOST: '127.0.0.1', NODE_OPTIONS: nodeOptions },
  }),
  spawn('npm', ['run', 'dev', '-w', '@hearth/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && stop()));
