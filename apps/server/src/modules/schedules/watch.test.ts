// The per-minute watch with a moved clock: late once, missed once, each an EVV exception once, the
// admins told once (a failed send retried, never doubled); cancelled and fulfilled visits left alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { backgroundJobs } from '../../app.js';
import { rowsOf } from '../../db/rows.js';
import type { OutgoingMessage } from '../../platform/messaging/index.js';
import { CapturingMessenger, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { api, authorizationFor, staffMember, startBody } from '../work-entries/test-support.js';
import { planVisit, visitRow } from './fulfilment.test-support.js';
import { runScheduleWatch } from './watch.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signedInUser(t, { userType: UserType.Admin, firstName: 'Dana', lastName: 'Whitfield' });
  await signedInUser(t, { userType: UserType.SuperAdmin });
});
afterAll(() => t.close());

const db = () => t.database.db;
const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {} };
const watch = (messenger = t.messenger) => runScheduleWatch({ db: db(), clock: t.clock, messenger, log: quiet });
const fromNow = (minutes: number) => new Date(Math.floor((t.clock.now().getTime() + minutes * MINUTE) / 1000) * 1000);

/** Emails that name the visit, per recipient. */
function emailsAbout(sent: OutgoingMessage[], visitId: number, kind: 'Late' | 'Missed') {
  const perRecipient = new Map<string, number>();
  for (const m of sent) {
    if (
      m.channel !== 'email' ||
      !m.text.split('\n').some((l) => l.startsWith(`${kind}:`) && l.endsWith(`(visit ${visitId})`))
    )
      continue;
    perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
  }
  return perRecipient;
}

async function adminEmails(): Promise<string[]> {
  const rows = await rowsOf(db(), sql`SELECT email FROM users WHERE user_type IN (0, 1) AND status = 4 ORDER BY id`);
  return rows.map((r) => String(r.email));
}

async function exceptionsOf(visitId: number) {
  return rowsOf(
    db(),
    sql`SELECT type, resolved_at, auto_cleared, details FROM evv_exceptions WHERE scheduled_visit_id = ${visitId} ORDER BY id`,
  );
}

async function setUp() {
  const staff = await staffMember(t);
  const { client, cs } = await authorizationFor(t, [staff.id]);
  const plan = (startsAt: Date, staffId: number | null = staff.id, minutes = 60) =>
    planVisit(db(), { clientServiceId: cs.id, clientId: client.id, staffId, startsAt, minutes });
  return { staff, client, cs, plan };
}

describe('late and missed, each once', () => {
  it('marks late after the grace, missed at the planned end, raises each exception once and tells every admin once', async () => {
    const s = await setUp();
    const visit = await s.plan(fromNow(10));
    const sentBefore = t.messenger.sent.length;
    await watch();
    t.clock.advance(24 * MINUTE); // start + 14 min: within the 15-minute grace
    await watch();
    expect((await visitRow(db(), visit)).lateAt).toBeNull();

    t.clock.advance(2 * MINUTE); // start + 16 min
    const lateRun = await watch();
    expect(lateRun.late).toBeGreaterThanOrEqual(1);
    const late = await visitRow(db(), visit);
    expect(late.lateAt).not.toBeNull();
    expect(late.lateNotifiedAt).not.toBeNull();
    expect(late.missedAt).toBeNull();
    expect((await exceptionsOf(visit)).map((x) => x.type)).toEqual(['late']);
    const admins = await adminEmails();
    expect(emailsAbout(t.messenger.sent.slice(sentBefore), visit, 'Late')).toEqual(new Map(admins.map((a) => [a, 1])));
    expect(t.messenger.sent.slice(sentBefore).some((m) => m.channel === 'sms' && /1 late visit/.test(m.text))).toBe(
      true,
    );

    for (let i = 0; i < 3; i++) {
      t.clock.advance(MINUTE);
      await watch();
    }
    expect((await visitRow(db(), visit)).lateAt).toEqual(late.lateAt);
    expect(emailsAbout(t.messenger.sent.slice(sentBefore), visit, 'Late')).toEqual(new Map(admins.map((a) => [a, 1])));

    t.clock.advance(45 * MINUTE); // past the planned end
    await watch();
    await watch();
    const missed = await visitRow(db(), visit);
    expect(missed.missedAt).not.toBeNull();
    expect(missed.missedNotifiedAt).not.toBeNull();
    const exceptions = await exceptionsOf(visit);
    expect(exceptions.map((x) => [x.type, x.resolved_at === null, x.auto_cleared])).toEqual([
      ['late', false, true],
      ['missed', true, false],
    ]);
    expect(exceptions[1]!.details).toMatchObject({ startsAt: expect.any(String), endsAt: expect.any(String) });
    expect(emailsAbout(t.messenger.sent.slice(sentBefore), visit, 'Missed')).toEqual(
      new Map(admins.map((a) => [a, 1])),
    );
  });

  it('a failed send is tried again at the next run, and the visit is never alerted twice', async () => {
    const s = await setUp();
    const visit = await s.plan(fromNow(-20));
    const flaky = new (class extends CapturingMessenger {
      down = true;
      override async send(m: OutgoingMessage) {
        if (this.down) throw new Error('provider down');
        return super.send(m);
      }
    })();
    const failed = await watch(flaky);
    expect(failed.alerted).toBe(0);
    expect(failed.pending).toBeGreaterThanOrEqual(1);
    expect(await visitRow(db(), visit)).toMatchObject({ lateNotifiedAt: null });
    expect((await visitRow(db(), visit)).lateAt).not.toBeNull();

    flaky.down = false;
    t.clock.advance(MINUTE);
    await watch(flaky);
    await watch(flaky);
    const admins = await adminEmails();
    expect(emailsAbout(flaky.sent, visit, 'Late')).toEqual(new Map(admins.map((a) => [a, 1])));
    expect((await visitRow(db(), visit)).lateNotifiedAt).not.toBeNull();
    expect((await exceptionsOf(visit)).map((x) => x.type)).toEqual(['late']);
  });
});

describe('the job', () => {
  it('runs every minute on the job queue, once across instances, and does the watch', async () => {
    const deps = { database: t.database, messenger: t.messenger, clock: t.clock, jwtSecret: 'x', fieldKey: 'x' };
    const job = backgroundJobs(deps, { ...quiet, debug: () => {}, error: () => {} }).find(
      (j) => j.name === 'schedule-watch',
    );
    expect(job).toMatchObject({ cron: '* * * * *', retryLimit: 0 });
    const s = await setUp();
    const visit = await s.plan(fromNow(-20));
    await job!.run({});
    expect((await visitRow(db(), visit)).lateAt).not.toBeNull();
  });
});

describe('visits the watch leaves alone', () => {
  it('never flags a cancelled or fulfilled visit; one fulfilled after it was late keeps its late exception', async () => {
    const s = await setUp();
    const cancelled = await s.plan(fromNow(-30));
    await rowsOf(
      db(),
      sql`UPDATE scheduled_visits SET cancelled_at = now(), cancel_reason = 'staff_sick' WHERE id = ${cancelled}`,
    );
    const fulfilled = await s.plan(fromNow(-5));
    const start = await api(t, 'POST', '/visits/start', s.staff.token, startBody(s.client.id, s.cs.id));
    expect(start.status).toBe(200);
    expect((await visitRow(db(), fulfilled)).workEntryId).toBe(start.body.data.workEntryId);
    const done = await api(t, 'POST', '/visits/abandon', s.staff.token, { workEntryId: start.body.data.workEntryId });
    expect(done.status).toBe(200);
    // The abandoned visit gave it back: clock in again so it is fulfilled.
    const again = await api(t, 'POST', '/visits/start', s.staff.token, startBody(s.client.id, s.cs.id));
    expect((await visitRow(db(), fulfilled)).workEntryId).toBe(again.body.data.workEntryId);

    const other = await setUp();
    const lateThenWorked = await other.plan(fromNow(-30));
    await watch();
    expect((await visitRow(db(), lateThenWorked)).lateAt).not.toBeNull();
    const clockIn = await api(t, 'POST', '/visits/start', other.staff.token, startBody(other.client.id, other.cs.id));
    expect((await visitRow(db(), lateThenWorked)).workEntryId).toBe(clockIn.body.data.workEntryId);

    t.clock.advance(2 * 60 * MINUTE);
    await watch();
    for (const id of [cancelled, fulfilled]) {
      expect(await visitRow(db(), id)).toMatchObject({ lateAt: null, missedAt: null });
      expect(await exceptionsOf(id)).toEqual([]);
    }
    expect((await visitRow(db(), lateThenWorked)).missedAt).toBeNull();
    expect((await exceptionsOf(lateThenWorked)).map((x) => [x.type, x.resolved_at === null])).toEqual([['late', true]]);
  });

  it('a visit cancelled after it was found late or missed closes its open exceptions with the reason', async () => {
    const s = await setUp();
    const visit = await s.plan(fromNow(-20));
    await watch();
    expect((await exceptionsOf(visit)).map((x) => [x.type, x.resolved_at === null])).toEqual([['late', true]]);
    await rowsOf(
      db(),
      sql`UPDATE scheduled_visits SET cancelled_at = now(), cancel_reason = 'client_hospital' WHERE id = ${visit}`,
    );
    t.clock.advance(MINUTE);
    await watch();
    const [late] = await rowsOf(
      db(),
      sql`SELECT resolved_at, auto_cleared, resolution_note FROM evv_exceptions WHERE scheduled_visit_id = ${visit}`,
    );
    expect(late).toMatchObject({ auto_cleared: true, resolution_note: 'The visit was cancelled: Client in hospital' });
    expect(late!.resolved_at).not.toBeNull();
    t.clock.advance(60 * MINUTE);
    await watch();
    expect((await visitRow(db(), visit)).missedAt).toBeNull();
  });

  it('does not flag visits that ended more than 7 days ago (a new install is not flooded)', async () => {
    const s = await setUp();
    const old = await s.plan(fromNow(-8 * 24 * 60));
    await watch();
    expect(await visitRow(db(), old)).toMatchObject({ lateAt: null, missedAt: null });
  });
});

describe('cost at 500 staff', () => {
  it('runs over 28,000 planned visits (500 staff × 2 a day × 4 weeks) reading only its ranges', async () => {
    const s = await setUp();
    await rowsOf(
      db(),
      sql`INSERT INTO schedules (client_service_id, client_id, staff_id, start_date, start_time, duration_minutes, weekdays)
          SELECT ${s.cs.id}, ${s.client.id}, NULL, current_date - 14, '09:00', 60, '{1,2,3,4,5,6,7}' FROM generate_series(1, 1000)`,
    );
    const now = t.clock.now();
    // Two visits a day per staff member from 14 days ago to 14 days ahead; the past ones worked or
    // already found missed (what the watch leaves behind), the ones ahead waiting.
    await rowsOf(
      db(),
      sql`WITH sch AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM schedules ORDER BY id DESC LIMIT 1000)
          INSERT INTO scheduled_visits (schedule_id, client_service_id, client_id, staff_id, origin_date, service_date, starts_at, ends_at,
            missed_at, missed_notified_at)
          SELECT sch.id, ${s.cs.id}, ${s.client.id}, 1000000 + (sch.n % 500)::int, (${now}::timestamptz + d * interval '1 day')::date,
            (${now}::timestamptz + d * interval '1 day')::date, v.starts, v.starts + interval '1 hour',
            CASE WHEN v.starts + interval '1 hour' <= ${now}::timestamptz THEN v.starts + interval '1 hour' END,
            CASE WHEN v.starts + interval '1 hour' <= ${now}::timestamptz THEN v.starts + interval '1 hour' END
          FROM sch CROSS JOIN generate_series(-14, 13) d
          CROSS JOIN LATERAL (SELECT ${now}::timestamptz + d * interval '1 day' + (sch.n % 600) * interval '1 minute' - interval '5 hours' AS starts) v`,
    );
    await rowsOf(db(), sql`ANALYZE scheduled_visits`);
    const [count] = await rowsOf(db(), sql`SELECT count(*)::int AS n FROM scheduled_visits`);
    expect(Number(count!.n)).toBeGreaterThanOrEqual(28_000);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(MINUTE);
      const started = performance.now();
      await watch();
      times.push(Math.round((performance.now() - started) * 10) / 10);
    }
    process.stdout.write(
      `schedule watch over ${count!.n} planned visits: runs took ${times.join(', ')} ms (first run marks the day's late ones)\n`,
    );
    expect(times).toHaveLength(5);
  });
});
