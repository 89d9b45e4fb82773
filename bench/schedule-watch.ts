// The per-minute late/missed watch of bench/schedule.ts: `runScheduleWatch` itself, in this
// process, on the seeded database, with a clock set to chosen minutes and a messenger that only
// counts (the alerts' transport is not what is measured).
import { shiftDay, zonedInstant } from '@hearth/shared';
import type { Db } from '../apps/server/src/db/client.js';
import { runScheduleWatch, type WatchRun } from '../apps/server/src/modules/schedules/index.js';
import type { OutgoingMessage } from '../apps/server/src/platform/messaging/index.js';

type Line = (label: string, xs: number[], target: number) => void;

/**
 * Times the watch at three kinds of minute: a quiet one (nothing turns late), the minute every
 * staff member's 08:00 visit turns late (08:16, grace 15), and the minute they are all missed
 * (10:00), day after day of the seeded weeks, so each run finds new work.
 */
export async function timeWatch(db: Db, monday: string, zone: string, runs: number, line: Line): Promise<void> {
  let messages = 0;
  const messenger = { send: async (_m: OutgoingMessage) => void (messages += 1) };
  const log = { info: () => undefined, warn: () => undefined };
  const at = (day: string, time: string) => zonedInstant(day, time, zone)!;
  const run = async (now: Date): Promise<{ ms: number; out: WatchRun }> => {
    const t0 = performance.now();
    const out = await runScheduleWatch({ db, clock: { now: () => now }, messenger, log });
    return { ms: performance.now() - t0, out };
  };
  // Warm up once at a quiet minute before the first visit.
  await run(at(monday, '07:00'));
  const quiet: number[] = [];
  for (let i = 0; i < runs; i++) quiet.push((await run(at(monday, '07:30'))).ms);
  line('a minute with nothing new', quiet, 100);
  const late: number[] = [];
  const missed: number[] = [];
  let marked = { late: 0, missed: 0 };
  for (let d = 0; d < 7; d++) {
    const day = shiftDay(monday, d);
    const l = await run(at(day, '08:16'));
    late.push(l.ms);
    const m = await run(at(day, '10:00'));
    missed.push(m.ms);
    marked = { late: marked.late + l.out.late, missed: marked.missed + m.out.missed };
  }
  line(`the minute the 08:00 visits turn late (and the day before's 13:00 ones are missed)`, late, 100);
  line('the minute the 08:00 visits are missed', missed, 100);
  console.log(`  over 7 days: ${marked.late} marked late, ${marked.missed} missed; ${messages} messages sent`);
}
