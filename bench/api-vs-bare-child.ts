// The two servers of bench/api-vs-bare.ts each run in a process of their own (so neither shares an
// event loop with the load generator or the other), driven over Node's IPC channel: the child says
// on which port it listens, and starts or stops a CPU profile or itself when told.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Not report-harness's `root`: that module would load Hearth's code into the bare server too.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type ToChild = { type: 'profile-start' } | { type: 'profile-stop'; file: string } | { type: 'stop' };
type FromChild = { type: 'ready'; port: number; info: Record<string, unknown> } | { type: 'profiled' };

/** Child side: starts the server, reports its port, then obeys the parent until told to stop. */
export function serveInChild(
  start: () => Promise<{ port: number; info?: Record<string, unknown>; close: () => Promise<void> }>,
): void {
  const send = (message: FromChild) => process.send!(message);
  const session = new Session();
  void (async () => {
    const server = await start();
    process.on('message', (message: ToChild) => {
      void (async () => {
        if (message.type === 'profile-start') {
          session.connect();
          await session.post('Profiler.enable');
          await session.post('Profiler.start');
        } else if (message.type === 'profile-stop') {
          const { profile } = await session.post('Profiler.stop');
          session.disconnect();
          writeFileSync(message.file, JSON.stringify(profile));
          send({ type: 'profiled' });
        } else {
          await server.close();
          process.exit(0);
        }
      })();
    });
    // Stop with the parent, however it ends.
    process.on('disconnect', () => process.exit(0));
    send({ type: 'ready', port: server.port, info: server.info ?? {} });
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

export type Child = {
  pid: number;
  base: string;
  info: Record<string, unknown>;
  startProfile: () => void;
  stopProfile: (file: string) => Promise<void>;
  stop: () => Promise<void>;
};

/** Parent side: runs `script` (a file of bench/) under node + tsx and waits until it listens. */
export function startChild(script: string, env: Record<string, string>): Promise<Child> {
  // node itself (not the tsx wrapper), so /proc/<pid> is the server's own CPU and memory.
  const child = spawn(process.execPath, ['--conditions=@hearth/source', '--import', 'tsx', `bench/${script}`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = (type: FromChild['type']) =>
    new Promise<FromChild>((resolve, reject) => {
      const onExit = () => reject(new Error(`${script} exited`));
      child.once('exit', onExit);
      const onMessage = (message: FromChild) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      child.on('message', onMessage);
    });
  const tell = (message: ToChild) => child.send(message);
  return next('ready').then((ready) => {
    if (ready.type !== 'ready') throw new Error('unexpected message');
    return {
      pid: child.pid!,
      base: `http://127.0.0.1:${ready.port}`,
      info: ready.info,
      startProfile: () => tell({ type: 'profile-start' }),
      stopProfile: async (file) => {
        const done = next('profiled');
        tell({ type: 'profile-stop', file });
        await done;
      },
      stop: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        tell({ type: 'stop' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      },
    };
  });
}
