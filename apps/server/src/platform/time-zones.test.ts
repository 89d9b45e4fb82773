// Issue 24: a zone Node's Intl accepts but PostgreSQL does not is refused at every input that takes
// a zone, and a record already holding one is closed in the agency's zone instead of failing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isKnownTimeZone, REPORT_TYPES, UserType, WorkEntryStatus } from '@hearth/shared';
import { agencySettings, auditEvents, workEntries } from '../db/schema/index.js';
import {
  api,
  authorizationFor,
  dayAt,
  historyRows,
  minutesAfter,
  SIGNATURE,
  staffMember,
  startBody,
  wire,
} from '../modules/work-entries/test-support.js';
import { createCompletedEntry } from '../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { loadAgencyZone } from './agency-zone.js';
import { savedTimeZone } from '../modules/settings/index.js';

/** Node's Intl takes it (an old alias); PostgreSQL 15 and 18 do not. */
const NOT_IN_DB = 'US/Pacific-New';
const VALID = 'America/Los_Angeles';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('the zones a call may name', () => {
  it('are those the database knows: an Intl-only name is unknown once the server has started', async () => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: NOT_IN_DB })).not.toThrow();
    const inDb = await db().execute(sql`SELECT count(*)::int AS n FROM pg_timezone_names WHERE name = ${NOT_IN_DB}`);
    expect((inDb as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(isKnownTimeZone(NOT_IN_DB)).toBe(false);
    expect(isKnownTimeZone(VALID)).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
  });

  it('refuses the name on a visit start with 400 on timeZone, storing nothing; a valid zone starts', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const refused = await api(
      t,
      'POST',
      '/visits/start',
      staff.token,
      startBody(client.id, cs.id, { timeZone: NOT_IN_DB }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'VALIDATION_ERROR', field: 'timeZone', message: 'Unknown time zone' });
    expect(await db().select().from(workEntries).where(eq(workEntries.userId, staff.id))).toEqual([]);

    const started = await api(
      t,
      'POST',
      '/visits/start',
      staff.token,
      startBody(client.id, cs.id, { timeZone: VALID }),
    );
    expect(started.status).toBe(200);
    expect(started.body.data.timeZone).toBe(VALID);
  });

  it('refuses it as the agency zone, keeping the setting', async () => {
    const res = await api(t, 'PUT', '/settings', owner, { timeZone: NOT_IN_DB });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('timeZone');
    expect((await api(t, 'GET', '/agency', owner)).body.data.timeZone).toBe(DEFAULT_TIME_ZONE);
  });

  it('refuses it on timesheets and the work entry list', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const start = dayAt(t, -1, 9);
    const timesheet = await api(t, 'POST', '/work_entry', owner, {
      userId: staff.id,
      clientId: client.id,
      serviceRequestId: cs.id,
      serviceStartTime: wire(start),
      serviceEndTime: wire(minutesAfter(start, 60)),
      timeZone: NOT_IN_DB,
    });
    expect(timesheet.status).toBe(400);
    expect(timesheet.body.field).toBe('timeZone');
    expect(await db().select().from(workEntries).where(eq(workEntries.userId, staff.id))).toEqual([]);
    const list = await api(t, 'GET', `/work_entry?timeZone=${encodeURIComponent(NOT_IN_DB)}`, owner);
    expect(list.status).toBe(400);
    expect(list.body.field).toBe('timeZone');
  });

  it('refuses it on every report, the summary and the export (400, never 500); a valid zone runs', async () => {
    for (const type of REPORT_TYPES) {
      for (const field of ['timeZone', 'timezone']) {
        const res = await api(t, 'GET', `/reports/${type}?${field}=${encodeURIComponent(NOT_IN_DB)}`, owner);
        expect(res.status, `${type} ${field}`).toBe(400);
        expect(res.body.field, type).toBe(field);
      }
      const ok = await api(t, 'GET', `/reports/${type}?timeZone=${encodeURIComponent(VALID)}`, owner);
      expect(ok.status, type).toBe(200);
    }
    const summary = await api(t, 'GET', `/reports/service_summary?timezone=${encodeURIComponent(NOT_IN_DB)}`, owner);
    expect(summary.status).toBe(400);
    expect(summary.body.field).toBe('timezone');
    const exported = await api(t, 'POST', '/reports/export/notes', owner, { timeZone: NOT_IN_DB });
    expect(exported.status).toBe(400);
    expect(exported.body.field).toBe('timeZone');
  });
});

describe('a record already holding a zone the database does not know', () => {
  it('completes the visit in the agency zone, with the change in its history and audit row', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const started = await api(t, 'POST', '/visits/start', staff.token, startBody(client.id, cs.id));
    const id = started.body.data.workEntryId as number;
    // Stored before zones were checked against the database.
    await db().update(workEntries).set({ timeZone: NOT_IN_DB }).where(eq(workEntries.id, id));
    t.clock.advance(30 * 60_000);

    const done = await api(t, 'POST', '/visits/complete', staff.token, {
      workEntryId: id,
      progress: 1,
      signature: SIGNATURE,
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: WorkEntryStatus.Completed, timeZone: DEFAULT_TIME_ZONE });
    const completed = (await historyRows(db(), id)).find((h) => h.action === 'completed');
    expect(completed?.changes).toMatchObject({ timeZone: [NOT_IN_DB, DEFAULT_TIME_ZONE] });
    const [audit] = await db()
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'visit.complete' AND ${auditEvents.targetId} = ${String(id)}`);
    expect(audit?.details).toMatchObject({ timeZone: [NOT_IN_DB, DEFAULT_TIME_ZONE] });
  });

  it('abandons such a visit in the agency zone too', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const id = (await api(t, 'POST', '/visits/start', staff.token, startBody(client.id, cs.id))).body.data.workEntryId;
    await db().update(workEntries).set({ timeZone: NOT_IN_DB }).where(eq(workEntries.id, id));
    const res = await api(t, 'POST', '/visits/abandon', staff.token, { workEntryId: id });
    expect(res.status).toBe(200);
    expect(res.body.data.timeZone).toBe(DEFAULT_TIME_ZONE);
  });

  it("lets an admin edit such an entry: it is saved in the agency's zone, the change in its history", async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const start = dayAt(t, -1, 10);
    const entry = await createCompletedEntry(db(), { clientServiceId: cs.id, userId: staff.id, start, minutes: 60 });
    await db().update(workEntries).set({ timeZone: NOT_IN_DB }).where(eq(workEntries.id, entry.id));
    const res = await api(t, 'PUT', '/work_entry', owner, {
      workEntryId: entry.id,
      clientId: client.id,
      serviceRequestId: cs.id,
      serviceStartTime: wire(start),
      serviceEndTime: wire(minutesAfter(start, 75)),
      notes: 'Stayed 15 minutes longer',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ timeZone: DEFAULT_TIME_ZONE, notes: 'Stayed 15 minutes longer' });
    const updated = (await historyRows(db(), entry.id)).find((h) => h.action === 'updated');
    expect(updated?.changes).toMatchObject({ timeZone: [NOT_IN_DB, DEFAULT_TIME_ZONE] });
  });

  it('reads an agency setting holding one as the default zone', async () => {
    await db().update(agencySettings).set({ timeZone: NOT_IN_DB }).where(eq(agencySettings.id, 1));
    try {
      expect((await loadAgencyZone(db(), () => savedTimeZone(db()))).timeZone()).toBe(DEFAULT_TIME_ZONE);
    } finally {
      await db().update(agencySettings).set({ timeZone: DEFAULT_TIME_ZONE }).where(eq(agencySettings.id, 1));
    }
  });
});
