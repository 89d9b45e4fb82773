// Reads a V8 CPU profile (.cpuprofile, as written by Profiler.stop or --cpu-prof) and lists where
// the time went: self time per function, the idle share included, for bench/api-vs-bare.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a function lives, short: the package or the file under the repository. */
function place(url: string, root: string): string {
  if (!url) return '';
  const file = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (pkg) return `${pkg[1]}/${path.basename(pkg[2]!)}`;
  if (file.startsWith('node:')) return file;
  return path.relative(root, file);
}

/** The `top` functions by self time, as lines of text with their share of the profile. */
export function topSelfTime(file: string, root: string, top = 10): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const where = place(frame.url, root);
    const key = `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
    const us = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + us);
    total += us;
  });
  const idle = self.get('(idle)') ?? 0;
  const busy = total - idle;
  const lines = [`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms profiled; self time:`];
  for (const [key, us] of [...self]
    .filter(([k]) => k !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    lines.push(`  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
  return lines;
}

/** Busy time per package (or repository folder), the biggest first: a coarser view than `topSelfTime`. */
export function selfTimeByPackage(file: string, root: string, top = 8): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const where = place(frame.url, root);
    const key = !where
      ? frame.functionName || '(native)'
      : where.startsWith('node:')
        ? 'node internals'
        : where
            .split('/')
            .slice(0, where.startsWith('apps/') ? 4 : where.startsWith('@') || where.startsWith('packages/') ? 2 : 1)
            .join('/');
    const us = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + us);
    busy += us;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${key}`);
}
