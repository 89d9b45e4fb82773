// Pennsylvania's EVV aggregator through HTTP, every send going to the local stand-in that enforces
// Sandata's published rules (src/test/aggregator-stand-in): order, SequenceIDs, calls, changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shiftDay, UserType } from '@hearth/shared';
import { SAMPLE_CLAIM_SETTINGS } from '../../test/claim-settings.js';
import { rowsOf } from '../../db/rows.js';
import { createTestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { api, SIGNATURE, startBody, TZ, wire } from '../work-entries/test-support.js';
import {
  aggregatorWorld,
  record,
  staffAndClient,
  sync,
  syncUntilSettled,
  type AggregatorWorld,
} from './test-support.js';

let w: AggregatorWorld;
beforeAll(async () => {
  w = await aggregatorWorld();
});
afterAll(() => w.close());

const HOUR = 3_600_000;

/** A visit the staff member clocks on the phone with GPS, signed by the client; answers its id. */
async function clockedVisit(staff: { token: string }, clientId: number, csId: number): Promise<number> {
  const started = await api(w.t, 'POST', '/visits/start', staff.token, startBody(clientId, csId));
  expect(started.status).toBe(200);
  const id = started.body.data.workEntryId as number;
  w.t.clock.advance(HOUR);
  const done = await api(w.t, 'POST', '/visits/complete', staff.token, {
    workEntryId: id,
    progress: 2,
    signature: SIGNATURE,
    serviceEndLatitude: 39.95,
    serviceEndLongitude: -75.16,
  });
  expect(done.status).toBe(200);
  return id;
}

const entryOf = async (id: number) => {
  const result = (await w.t.database.db.execute(sql`SELECT * FROM work_entries WHERE id = ${id}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows[0]!;
};

describe('a visit clocked on the phone', () => {
  let visitId: number;
  let people: Awaited<ReturnType<typeof staffAndClient>>;

  beforeAll(async () => {
    people = await staffAndClient(w);
    visitId = await clockedVisit(people.staff, people.client.id, people.cs.id);
  });

  it('waits for its client and staff member, who go first; then it is sent with its GPS calls and accepted', async () => {
    const first = await sync(w);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ sent: { client: 1, employee: 1, visit: 0 }, transactions: 2, error: null });
    const waiting = await record(w, 'visit', visitId);
    expect(waiting.body.data).toMatchObject({
      state: 'waiting',
      waitingOn: 'Waits for its client to be accepted by the aggregator.',
    });

    const runs = await syncUntilSettled(w);
    expect(
      runs.some((r) => r.sent.visit === 1),
      JSON.stringify({
        runs,
        rej: w.standIn.rejections,
        rec: (await record(w, 'visit', visitId)).body.data,
        c: (await record(w, 'client', people.client.id)).body.data,
      }),
    ).toBe(true);
    const accepted = await record(w, 'visit', visitId);
    expect(accepted.body.data).toMatchObject({ state: 'accepted', errorCode: null });
    expect(accepted.body.data.transactionId).toMatch(/^[0-9a-f-]{36}$/);

    const sent = w.standIn.current('visit', String(visitId))!;
    const entry = await entryOf(visitId);
    expect(sent).toMatchObject({
      VisitOtherID: String(visitId),
      EmployeeQualifier: 'EmployeeSSN',
      EmployeeIdentifier: '000056789',
      ClientIdentifier: '310000001',
      ClientID: '310000001',
      PayerID: 'PADHS',
      PayerProgram: 'ODP',
      ProcedureCode: 'W1726',
      VisitTimeZone: 'US/Eastern',
      BillVisit: 'true',
      ClientSignatureAvailable: 'true',
      ClientVerifiedTimes: 'true',
    });
    expect(sent.VisitChanges).toBeUndefined();
    expect(sent.Calls).toEqual([
      expect.objectContaining({
        CallAssignment: 'Time In',
        CallType: 'Mobile',
        CallDateTime: `${new Date(entry.start_time as string).toISOString().slice(0, 19)}Z`,
        CallLatitude: 39.95,
        CallLongitude: -75.16,
      }),
      expect.objectContaining({ CallAssignment: 'Time Out', CallType: 'Mobile' }),
    ]);
    expect(w.standIn.current('employee', '000056789')).toMatchObject({
      EmployeeSSN: '000056789',
      EmployeeFirstName: 'Maria',
    });
    // Only what the interface needs leaves Hearth: no notes, no phone, no date of birth.
    expect(JSON.stringify(w.standIn.current('client', '310000001'))).not.toMatch(/Worked|phone|dob/i);
    expect(w.standIn.rejections).toEqual([]);
    const reads = await auditFor(w.t.database.db, 'work_entry', visitId);
    expect(reads.map((r) => r.action)).toContain('aggregator.read');
    const overview = await api(w.t, 'GET', '/overview', w.owner.token);
    expect(overview.body.data.aggregator).toEqual({ rejectedVisits: 0, waitingVisits: 0 });
  });

  it('an admin edit is sent as an adjusted time with a change record; the calls stay as sent', async () => {
    const admin = await signedInUser(w.t, { userType: UserType.Admin });
    const before = w.standIn.current('visit', String(visitId))!;
    const entry = await entryOf(visitId);
    const end = new Date(new Date(entry.end_time as string).getTime() - 15 * 60_000);
    const edit = await api(w.t, 'PUT', '/work_entry', admin.token, {
      workEntryId: visitId,
      userId: people.staff.id,
      clientId: people.client.id,
      serviceRequestId: people.cs.id,
      serviceStartTime: wire(new Date(entry.start_time as string)),
      serviceEndTime: wire(end),
      signature: SIGNATURE,
      progress: 2,
      adminVerification: true,
      timeZone: TZ,
      editReason: 'forgot_clock_out',
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await record(w, 'visit', visitId)).body.data.state).toBe('waiting');
    await syncUntilSettled(w);
    expect((await record(w, 'visit', visitId)).body.data.state).toBe('accepted');
    const after = w.standIn.current('visit', String(visitId))!;
    expect(after.Calls).toEqual(before.Calls);
    expect(after.AdjOutDateTime).toBe(`${end.toISOString().slice(0, 19)}Z`);
    expect(after.SequenceID as number).toBeGreaterThan(before.SequenceID as number);
    expect(after.VisitChanges).toEqual([
      expect.objectContaining({
        ReasonCode: '04',
        ChangeMadeBy: `hearth-user-${admin.id}`,
        SequenceID: String(after.SequenceID),
      }),
    ]);
  });

  it('claims hold the visit back until the aggregator accepted it as it is now, and still balance', async () => {
    const settings = await api(w.t, 'PUT', '/settings', w.owner.token, { timeZone: TZ, ...SAMPLE_CLAIM_SETTINGS });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const range = `fromDate=${shiftDay(today, -40)}&toDate=${shiftDay(today, 40)}`;
    type Preview = {
      heldEntries: { workEntryId: number; reasons: { code: string; message: string }[] }[];
      billable: { charge: number };
      held: { charge: number };
      report: { charge: number };
    };
    const preview = async () => {
      const res = await api(w.t, 'GET', `/claims/preview?${range}`, w.owner.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as Preview;
    };
    const reasonsOf = (p: Preview) =>
      p.heldEntries.find((e) => e.workEntryId === visitId)?.reasons.map((r) => r.code) ?? [];
    const balances = (p: Preview) =>
      expect(Math.round(p.billable.charge * 100) + Math.round(p.held.charge * 100)).toBe(
        Math.round(p.report.charge * 100),
      );

    const accepted = await preview();
    expect(reasonsOf(accepted)).not.toContain('aggregator_not_accepted');
    balances(accepted);

    // Changed since it was accepted (a rejection of the new version looks the same to claims).
    const db = w.t.database.db;
    await db.execute(
      sql`UPDATE aggregator_records SET state = 'rejected' WHERE kind = 'visit' AND record_id = ${visitId}`,
    );
    const rejected = await preview();
    expect(reasonsOf(rejected)).toContain('aggregator_not_accepted');
    expect(rejected.heldEntries.find((e) => e.workEntryId === visitId)?.reasons).toContainEqual({
      code: 'aggregator_not_accepted',
      message: 'Not accepted by the EVV aggregator',
    });
    balances(rejected);
    expect(rejected.billable.charge).toBeLessThan(accepted.billable.charge + 0.001);
    await db.execute(
      sql`UPDATE aggregator_records SET state = 'accepted' WHERE kind = 'visit' AND record_id = ${visitId}`,
    );
  });
});

describe('what people fix', () => {
  it('a rejected client shows the aggregator message and a fix; corrected, it is sent again and accepted', async () => {
    w.standIn.rejectMedicaidId('310000077');
    const { client } = await staffAndClient(w, '987654321', '310000077');
    await sync(w);
    await syncUntilSettled(w, 3);
    const rejected = await api(w.t, 'GET', '/aggregator/records?kind=client&state=rejected', w.owner.token);
    const row = (rejected.body.data as { recordId: number; errorMessage: string; fix: string }[]).find(
      (r) => r.recordId === client.id,
    );
    expect(row, JSON.stringify({ r: rejected.body, rej: w.standIn.rejections })).toBeDefined();
    expect(row!.errorMessage).toMatch(/not found/i);
    expect(row!.fix).toMatch(/Correct the client's MCI/);

    const got = await api(w.t, 'GET', `/clientbyId?client_id=${client.id}`, w.owner.token);
    const c = got.body.data;
    const put = await api(w.t, 'PUT', '/client', w.owner.token, { ...c, clientId: client.id, mci: '310000078' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await record(w, 'client', client.id)).body.data.state).toBe('waiting');
    await syncUntilSettled(w);
    expect((await record(w, 'client', client.id)).body.data.state).toBe('accepted');
    expect(w.standIn.current('client', '310000078')).toMatchObject({ ClientOtherID: String(client.id) });
  });

  it('a staff member without an SSN waits with the reason; nothing of theirs is sent', async () => {
    const noSsn = await signedInUser(w.t, { userType: UserType.Staff, firstName: 'Noel', lastName: 'Park' });
    const admin = await signedInUser(w.t, { userType: UserType.Admin });
    const got = await api(w.t, 'GET', `/userById?user_id=${noSsn.id}`, admin.token);
    expect(got.status).toBe(200);
    await w.t.database.db.execute(
      sql`INSERT INTO aggregator_outbox (kind, record_id, changed_at) VALUES ('employee', ${noSsn.id}, now())`,
    );
    await w.t.database.db.execute(
      sql`INSERT INTO aggregator_records (kind, record_id, state) VALUES ('employee', ${noSsn.id}, 'waiting') ON CONFLICT DO NOTHING`,
    );
    await sync(w);
    expect((await record(w, 'employee', noSsn.id)).body.data).toMatchObject({
      state: 'waiting',
      waitingOn: 'No SSN on file: the aggregator knows staff by their SSN.',
      fix: 'Edit the staff member.',
    });
  });
});

describe('never lost, never doubled', () => {
  it('an aggregator that fails keeps every change; the next run sends them with new SequenceIDs', async () => {
    const { client } = await staffAndClient(w, '111223333', '310000123');
    w.standIn.failNext(1, 503);
    const failed = await sync(w);
    expect(failed.body.data.error, JSON.stringify(failed.body.data)).toMatch(/HTTP 503/);
    const waiting = await record(w, 'client', client.id);
    expect(waiting.body.data.state).toBe('waiting');
    const firstSeq = waiting.body.data.sequenceId as number;
    const summary = await api(w.t, 'GET', '/aggregator/summary', w.owner.token);
    expect(summary.body.data.lastError).toMatch(/HTTP 503/);

    await syncUntilSettled(w);
    const accepted = await record(w, 'client', client.id);
    expect(accepted.body.data.state).toBe('accepted');
    expect(accepted.body.data.sequenceId).toBeGreaterThan(firstSeq);
    expect(w.standIn.rejections.filter((r) => /duplicated/.test(r.message))).toEqual([]);
  });

  it('more than 5,000 waiting records go in several calls, none over 5,000', async () => {
    const db = w.t.database.db;
    await db.execute(sql`
      WITH c AS (
        INSERT INTO clients (first_name, last_name, mci, county, phone, billing_street, billing_city, billing_state, billing_zip)
        SELECT 'Bulk', 'Client', lpad((400000000 + g)::text, 9, '0'), 'Dauphin', '7175550100', '1 Main St', 'Harrisburg', 'PA', '17101'
        FROM generate_series(1, 5001) g RETURNING id)
      INSERT INTO aggregator_outbox (kind, record_id, changed_at) SELECT 'client', id, now() FROM c`);
    await db.execute(sql`INSERT INTO aggregator_records (kind, record_id, state)
      SELECT 'client', record_id, 'waiting' FROM aggregator_outbox ON CONFLICT DO NOTHING`);
    const postsBefore = w.standIn.posts.length;
    const res = await sync(w);
    expect(res.body.data.sent.client, JSON.stringify(res.body.data)).toBe(5001);
    const counts = w.standIn.posts
      .slice(postsBefore)
      .filter((p) => p.kind === 'clients')
      .map((p) => p.count);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5001);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5000);
    expect(counts.length).toBeGreaterThan(1);
  });

  it('a visit whose first send went unanswered goes again as an update with a change record', async () => {
    const { staff, client, cs } = await staffAndClient(w, '555443333', '310000555');
    await syncUntilSettled(w);
    const id = await clockedVisit(staff, client.id, cs.id);
    // A sender killed after writing the visit as sending (its POST may have arrived): the next run
    // sends it again with a new number, as an update.
    const db = w.t.database.db;
    await db.execute(sql`UPDATE aggregator_records SET state = 'sending', sequence_id = 1, first_sent_at = now(),
      calls = NULL WHERE kind = 'visit' AND record_id = ${id}`);
    await db.execute(sql`DELETE FROM aggregator_outbox WHERE kind = 'visit' AND record_id = ${id}`);
    await syncUntilSettled(w);
    const sent = w.standIn.current('visit', String(id))!;
    expect(sent.VisitChanges).toEqual([expect.objectContaining({ ReasonCode: '22' })]);
    expect((await record(w, 'visit', id)).body.data.state).toBe('accepted');
  });
  it('a transaction whose outcome is not read within 48 hours is expired and its records go again', async () => {
    const { client } = await staffAndClient(w, '666554444', '310000666');
    const first = await sync(w);
    expect(first.body.data.sent).toMatchObject({ client: 1, employee: 1 });
    const sent = await record(w, 'client', client.id);
    expect(sent.body.data.state).toBe('sent');
    const { transactionId, sequenceId } = sent.body.data as { transactionId: string; sequenceId: number };
    const posts = () => w.standIn.posts.filter((p) => p.kind === 'clients').length;
    const postsBefore = posts();

    // No outcome read for two days (the aggregator kept failing or saying "not ready"): it is gone.
    w.t.clock.advance(48 * HOUR + 60_000);
    // Two days on, the Super Admin signs in again (sessions end).
    w.owner = await signedInUser(w.t, { userType: UserType.SuperAdmin });
    const again = await sync(w);
    expect(again.body.data.sent, JSON.stringify(again.body.data)).toMatchObject({ client: 1, employee: 1 });
    expect(posts()).toBe(postsBefore + 1);
    const [t] = await rowsOf<{ state: string; summary: string }>(
      w.t.database.db,
      sql`SELECT state, summary FROM aggregator_transactions WHERE id = ${transactionId}`,
    );
    expect(t).toMatchObject({ state: 'expired', summary: expect.stringMatching(/48 hours/) });
    await syncUntilSettled(w);
    const accepted = await record(w, 'client', client.id);
    expect(accepted.body.data.state).toBe('accepted');
    expect(accepted.body.data.transactionId).not.toBe(transactionId);
    expect(accepted.body.data.sequenceId).toBeGreaterThan(sequenceId);
    expect(w.standIn.rejections.filter((r) => /duplicated/.test(r.message))).toEqual([]);
  });
});

describe('switched off', () => {
  it('says so, sends nothing and claims do not wait for it', async () => {
    const t = await createTestApp();
    try {
      const admin = await signedInUser(t, { userType: UserType.Admin });
      const summary = await api(t, 'GET', '/aggregator/summary', admin.token);
      expect(summary.body.data.enabled).toBe(false);
      const syncOff = await api(t, 'POST', '/aggregator/sync', admin.token);
      expect(syncOff.status).toBe(409);
      expect(syncOff.body.error).toBe('AGGREGATOR_OFF');
      const overview = await api(t, 'GET', '/overview', admin.token);
      expect(overview.body.data.aggregator ?? null).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('staff cannot read or send', async () => {
    const staff = await signedInUser(w.t, { userType: UserType.Staff });
    expect((await sync(w, staff.token)).status).toBe(403);
    expect((await api(w.t, 'GET', '/aggregator/records', staff.token)).status).toBe(403);
  });
});
