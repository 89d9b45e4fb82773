import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUsDate, shiftDay, Status, UserType, WorkEntryStatus } from '@hearth/shared';
import { clients, workEntries } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import {
  api,
  auditActions,
  authorizationFor,
  entryRow,
  historyRows,
  minutesAfter,
  nowMinute,
  SIGNATURE,
  staffMember,
  startBody,
  today,
  wire,
} from '../work-entries/test-support.js';

let t: TestApp;
let admin: string;
let maria: { id: number; token: string };
let james: { id: number; token: string };
let pat: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  maria = await staffMember(t);
  james = await staffMember(t, { firstName: 'James', lastName: 'Okafor', hasRelevantDegree: false });
  pat = await staffMember(t, { firstName: 'Pat', lastName: 'Quinn' });
});
afterAll(() => t.close());

const post = (url: string, token: string, body: unknown) => api(t, 'POST', url, token, body);
const get = (url: string, token: string) => api(t, 'GET', url, token);
const entriesOf = (userId: number) => t.database.db.select().from(workEntries).where(eq(workEntries.userId, userId));

describe('a visit from start to completion', () => {
  let entryId: number;
  let start: Date;

  it('starts on an allocated, active authorization with the clock-in place', async () => {
    const { client, cs } = await authorizationFor(t, [maria.id]);
    start = nowMinute(t);
    const res = await post(
      '/visits/start',
      maria.token,
      startBody(client.id, cs.id, { serviceStartTime: wire(start) }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: 'Visit started' });
    entryId = res.body.data.workEntryId;
    expect(res.body.data).toMatchObject({
      entryId,
      entryName: `W1726 - Lopez, Maria - ${toUsDate(today(t))}`,
      userId: maria.id,
      userName: 'Lopez, Maria',
      clientName: 'Baker, Ann',
      serviceRequestId: cs.id,
      serviceStartTime: wire(start),
      serviceEndTime: null,
      serviceStartLatitude: 39.95,
      serviceStartLongitude: -75.16,
      startLocationMissing: null,
      status: WorkEntryStatus.InProgress,
      unitsUsed: null,
      grossAmount: null,
      timeZone: 'America/New_York',
      createdBy: 'Lopez, Maria',
    });
    expect(await auditActions(t.database.db, entryId)).toEqual(['visit.start']);

    const open = await get('/visits/inprogress', maria.token);
    expect(open.status).toBe(200);
    expect(open.body.data.workEntryId).toBe(entryId);
    expect((await get('/visits/inprogress', james.token)).body).toEqual({ data: null });
  });

  it('refuses a second visit while one is in progress', async () => {
    const { client, cs } = await authorizationFor(t, [maria.id]);
    const res = await post('/visits/start', maria.token, startBody(client.id, cs.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You have a visit in progress');
    expect(await entriesOf(maria.id)).toHaveLength(1);
  });

  it('autosaves notes cheaply: the entry holds the latest notes, history one row per 5-minute burst', async () => {
    for (const notes of ['Arrived', 'Arrived, made', 'Arrived, made lunch']) {
      const res = await post('/visits/update', maria.token, { workEntryId: entryId, notes });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, message: 'Visit updated', data: { notes } });
    }
    expect((await entryRow(t.database.db, entryId)).notes).toBe('Arrived, made lunch');
    let history = await historyRows(t.database.db, entryId);
    expect(history.map((h) => h.action)).toEqual(['started', 'notes_updated']);
    expect(history[1]!.changes).toEqual({ notes: [null, 'Arrived, made lunch'] });
    expect(await auditActions(t.database.db, entryId)).toEqual(['visit.start', 'work_entry.read', 'visit.update']);

    t.clock.advance(6 * 60_000);
    await post('/visits/update', maria.token, { workEntryId: entryId, notes: 'Arrived, made lunch, walked' });
    await post('/visits/update', maria.token, { workEntryId: entryId, progress: 2 });
    await post('/visits/update', maria.token, { workEntryId: entryId, notes: 'Arrived, made lunch, walked.' });
    history = await historyRows(t.database.db, entryId);
    expect(history.map((h) => [h.action, h.changes])).toEqual([
      ['started', expect.anything()],
      ['notes_updated', { notes: [null, 'Arrived, made lunch'] }],
      ['notes_updated', { notes: ['Arrived, made lunch', 'Arrived, made lunch, walked'] }],
      ['updated', { progress: [0, 2] }],
      ['notes_updated', { notes: ['Arrived, made lunch, walked', 'Arrived, made lunch, walked.'] }],
    ]);
  });

  it('refuses a stale version and bad notes, progress or signatures without writing anything', async () => {
    const before = await entryRow(t.database.db, entryId);
    const stale = await post('/visits/update', maria.token, { workEntryId: entryId, notes: 'x', version: 1 });
    expect(stale.status).toBe(409);
    const cases: [Record<string, unknown>, string][] = [
      [{ notes: 'n'.repeat(10_001) }, 'Notes cannot be longer than 10,000 characters.'],
      [{ progress: 4 }, 'Choose Increased, Maintained or Decreased'],
      [{ signature: 'data:image/jpeg;base64,/9j/4AAQ' }, 'The signature must be a PNG image.'],
      [{ signature: 'data:image/png;base64,AAAA' }, 'The signature must be a PNG image.'],
      [
        { signature: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(700_000)}` },
        'The signature image is too large (500 KB at most).',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post('/visits/update', maria.token, { workEntryId: entryId, ...body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const after = await entryRow(t.database.db, entryId);
    expect(after).toEqual(before);

    const ok = await post('/visits/update', maria.token, { workEntryId: entryId, version: before.version });
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(before.version + 1);
  });

  it('needs progress and a signature to complete', async () => {
    const noSignature = await post('/visits/complete', maria.token, { workEntryId: entryId, progress: 2 });
    expect(noSignature.status).toBe(400);
    expect(noSignature.body.message).toBe('A signature is required to complete the visit.');
    const noProgress = await post('/visits/complete', maria.token, {
      workEntryId: entryId,
      progress: 0,
      signature: SIGNATURE,
    });
    expect(noProgress.status).toBe(400);
    expect(noProgress.body.field).toBe('progress');
    const badPlace = await post('/visits/complete', maria.token, {
      workEntryId: entryId,
      signature: SIGNATURE,
      serviceEndLatitude: 91,
      serviceEndLongitude: 0,
    });
    expect(badPlace.status).toBe(400);
    expect(badPlace.body.message).toBe('Latitude must be between -90 and 90.');
    expect((await entryRow(t.database.db, entryId)).status).toBe(WorkEntryStatus.InProgress);
  });

  it('completes with the billed amounts: 09:00–10:07 style 67 minutes → 4 units, $18.48 gross, $11.55 net', async () => {
    const end = minutesAfter(start, 67);
    t.clock.advance(end.getTime() - t.clock.now().getTime() + 20_000);
    const res = await post('/visits/complete', maria.token, {
      workEntryId: entryId,
      progress: 1,
      signature: SIGNATURE,
      serviceEndTime: wire(end),
      endLocationMissing: 'timeout',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Visit completed');
    expect(res.body.data).toMatchObject({
      status: WorkEntryStatus.Completed,
      serviceEndTime: wire(end),
      elapsedTime: 1.12,
      serviceElapsedTime: 1.12,
      unitsUsed: 4,
      grossAmount: 18.48,
      netAmount: 11.55,
      progress: 1,
      signature: SIGNATURE,
      endLocationMissing: 'timeout',
      serviceEndLatitude: null,
    });
    const row = await entryRow(t.database.db, entryId);
    expect([row.grossCents, row.netCents, row.unitsUsed]).toEqual([1848, 1155, 4]);
    const history = await historyRows(t.database.db, entryId);
    expect(history.at(-1)).toMatchObject({ action: 'completed', isManualEdit: false });
    expect(history.at(-1)!.changes).toMatchObject({
      status: [6, 8],
      serviceEndTime: [null, wire(end)],
      unitsUsed: [null, 4],
      grossAmount: [null, 18.48],
      netAmount: [null, 11.55],
    });
    expect((await auditActions(t.database.db, entryId)).at(-1)).toBe('visit.complete');
  });

  it('completing a completed visit answers 409 and changes nothing', async () => {
    const before = await entryRow(t.database.db, entryId);
    const again = await post('/visits/complete', maria.token, {
      workEntryId: entryId,
      progress: 3,
      signature: SIGNATURE,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This visit is already completed.');
    expect(await entryRow(t.database.db, entryId)).toEqual(before);
    const abandon = await post('/visits/abandon', maria.token, { workEntryId: entryId });
    expect(abandon.status).toBe(409);
  });

  it('lets the owner edit the notes of a completed visit, but not remove its signature', async () => {
    const res = await post('/visits/update', maria.token, { workEntryId: entryId, notes: 'Edited after', progress: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ notes: 'Edited after', progress: 2, unitsUsed: 4 });
    const cleared = await post('/visits/update', maria.token, { workEntryId: entryId, signature: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe('A completed visit must keep its signature.');
    expect((await entryRow(t.database.db, entryId)).signature).toBe(SIGNATURE);
  });

  it('lists the staff member’s own visits, searchable by client name, without signatures', async () => {
    const list = await get('/visits?offset=0&limit=10', maria.token);
    expect(list.status).toBe(200);
    expect(list.body.recordCount).toBe(1);
    expect(list.body.data[0]).toMatchObject({ workEntryId: entryId, signature: null, hasSignature: true });
    expect((await get('/visits?name=bak', maria.token)).body.recordCount).toBe(1);
    expect((await get('/visits?name=zzz', maria.token)).body.recordCount).toBe(0);
    expect((await get('/visits', james.token)).body.data.map((v: { userId: number }) => v.userId)).not.toContain(
      maria.id,
    );
    expect((await get('/visits?limit=200', admin)).body.data.map((v: { userId: number }) => v.userId)).toContain(
      maria.id,
    );
  });

  it('shows a visit to its owner and admins; to other staff it does not exist', async () => {
    const own = await get(`/visits/byId?entry_id=${entryId}`, maria.token);
    expect(own.status).toBe(200);
    expect(own.body.data.signature).toBe(SIGNATURE);
    expect((await get(`/visits/byId?entry_id=${entryId}`, admin)).status).toBe(200);
    const unknown = await get('/visits/byId?entry_id=999999', james.token);
    for (const url of [
      `/visits/byId?entry_id=${entryId}`,
      `/WorkEntryById?entry_id=${entryId}`,
      `/work_entry/history?entry_id=${entryId}`,
    ]) {
      const other = await get(url, james.token);
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Not found' });
      expect(other.body).toEqual(unknown.body);
    }
    for (const [url, body] of [
      ['/visits/update', { workEntryId: entryId, notes: 'not mine' }],
      ['/visits/complete', { workEntryId: entryId, progress: 1, signature: SIGNATURE }],
      ['/visits/abandon', { workEntryId: entryId }],
    ] as const) {
      const res = await post(url, james.token, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect((await entryRow(t.database.db, entryId)).notes).toBe('Edited after');
    const reads = (await auditActions(t.database.db, entryId)).filter((a) => a === 'work_entry.read');
    expect(reads.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps visits to staff: admins and other user types get 403 on clocking calls, nobody without a token', async () => {
    const { client, cs } = await authorizationFor(t, [maria.id]);
    expect((await post('/visits/start', admin, startBody(client.id, cs.id))).status).toBe(403);
    expect((await get('/visits/inprogress', admin)).status).toBe(403);
    const specialist = await signedInUser(t, { userType: UserType.BehavioralSpecialist });
    expect((await get('/visits', specialist.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/visits/inprogress')).status).toBe(401);
  });
});

describe('starting refusals (nothing is written)', () => {
  it('answers one 404 for anything the caller cannot use, so a start reveals nothing about other records', async () => {
    const mine = await authorizationFor(t, [james.id]);
    const notMine = await authorizationFor(t, [maria.id]);
    const inactive = await authorizationFor(t, [james.id], { status: Status.Inactive });
    const ended = await authorizationFor(t, [james.id], { endDate: shiftDay(today(t), -1) });
    const inactiveClient = await authorizationFor(t, [james.id]);
    await t.database.db
      .update(clients)
      .set({ status: Status.Inactive })
      .where(eq(clients.id, inactiveClient.client.id));
    const refused = {
      'no such client': startBody(999_999, mine.cs.id),
      'no such authorization': startBody(mine.client.id, 999_999),
      "another client's authorization": startBody(notMine.client.id, mine.cs.id),
      'not allocated to the caller': startBody(notMine.client.id, notMine.cs.id),
      'inactive authorization': startBody(inactive.client.id, inactive.cs.id),
      'ended authorization': startBody(ended.client.id, ended.cs.id),
      'inactive client': startBody(inactiveClient.client.id, inactiveClient.cs.id),
    };
    for (const [what, body] of Object.entries(refused)) {
      const res = await post('/visits/start', james.token, body);
      expect(res.status, what).toBe(404);
      expect(res.body, what).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Client service not found' });
    }
    expect(await entriesOf(james.id)).toEqual([]);
  });

  it('refuses out-of-window, degree-required and badly placed starts with the reason', async () => {
    const mine = await authorizationFor(t, [james.id]);
    const later = await authorizationFor(t, [james.id], {
      startDate: shiftDay(today(t), 1),
      endDate: shiftDay(today(t), 60),
    });
    const degree = await authorizationFor(t, [james.id], { isDegreeRequired: true });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        startBody(later.client.id, later.cs.id),
        400,
        `This service authorization is not valid on ${toUsDate(today(t))} (it runs from ${toUsDate(
          shiftDay(today(t), 1),
        )} to ${toUsDate(shiftDay(today(t), 60))}).`,
      ],
      [startBody(degree.client.id, degree.cs.id), 403, 'This service requires a relevant degree.'],
      [
        startBody(mine.client.id, mine.cs.id, { serviceStartLatitude: 91 }),
        400,
        'Latitude must be between -90 and 90.',
      ],
      [
        startBody(mine.client.id, mine.cs.id, { serviceStartLongitude: -181 }),
        400,
        'Longitude must be between -180 and 180.',
      ],
      [
        startBody(mine.client.id, mine.cs.id, { serviceStartLongitude: null }),
        400,
        'Send both latitude and longitude, or neither.',
      ],
      [
        startBody(mine.client.id, mine.cs.id, { notes: 'n'.repeat(10_001) }),
        400,
        'Notes cannot be longer than 10,000 characters.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('/visits/start', james.token, body);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await entriesOf(james.id)).toEqual([]);
  });

  it('starts without a location, recording why, then abandons it', async () => {
    const { client, cs } = await authorizationFor(t, [james.id]);
    const res = await post('/visits/start', james.token, {
      clientId: client.id,
      serviceRequestId: cs.id,
      startLocationMissing: 'denied',
      notes: 'Phone refused location',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      startLocationMissing: 'denied',
      serviceStartLatitude: null,
      serviceStartLongitude: null,
    });
    const id = res.body.data.workEntryId;

    const abandoned = await post('/visits/abandon', james.token, {
      workEntryId: id,
      endLocationMissing: 'unavailable',
    });
    expect(abandoned.status).toBe(200);
    expect(abandoned.body.message).toBe('Visit Abandoned');
    expect(abandoned.body.data).toMatchObject({
      status: WorkEntryStatus.Abandoned,
      unitsUsed: null,
      grossAmount: null,
      netAmount: null,
      elapsedTime: null,
    });
    expect(Date.parse(`${abandoned.body.data.serviceEndTime}Z`)).toBeGreaterThanOrEqual(
      Date.parse(`${res.body.data.serviceStartTime}Z`),
    );
    const row = await entryRow(t.database.db, id);
    expect([row.status, row.unitsUsed, row.grossCents]).toEqual([7, null, null]);
    expect(await auditActions(t.database.db, id)).toEqual(['visit.start', 'visit.abandon']);

    const again = await post('/visits/abandon', james.token, { workEntryId: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This visit was abandoned.');
    expect(
      (await post('/visits/complete', james.token, { workEntryId: id, progress: 1, signature: SIGNATURE })).status,
    ).toBe(409);
    expect((await post('/visits/update', james.token, { workEntryId: id, notes: 'late' })).status).toBe(409);
    expect((await get('/visits/inprogress', james.token)).body.data).toBeNull();
  });

  it('refuses a clock-out before the clock-in', async () => {
    const { client, cs } = await authorizationFor(t, [james.id]);
    const start = nowMinute(t);
    const res = await post(
      '/visits/start',
      james.token,
      startBody(client.id, cs.id, { serviceStartTime: wire(start) }),
    );
    const id = res.body.data.workEntryId;
    const early = await post('/visits/complete', james.token, {
      workEntryId: id,
      progress: 1,
      signature: SIGNATURE,
      serviceEndTime: wire(minutesAfter(start, -2)),
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The end time cannot be before the start time.');
    expect((await entryRow(t.database.db, id)).status).toBe(WorkEntryStatus.InProgress);
    const abandonEarly = await post('/visits/abandon', james.token, {
      workEntryId: id,
      serviceEndTime: wire(minutesAfter(start, -2)),
    });
    expect(abandonEarly.status).toBe(400);
    expect((await post('/visits/abandon', james.token, { workEntryId: id })).status).toBe(200);
  });

  it('uses the server clock when the phone’s clock is more than five minutes off', async () => {
    const { client, cs } = await authorizationFor(t, [james.id]);
    const res = await post(
      '/visits/start',
      james.token,
      startBody(client.id, cs.id, { serviceStartTime: wire(minutesAfter(nowMinute(t), -90)) }),
    );
    expect(res.status).toBe(200);
    const recorded = Date.parse(`${res.body.data.serviceStartTime}Z`);
    expect(Math.abs(recorded - nowMinute(t).getTime())).toBeLessThanOrEqual(60_000);
    expect((await post('/visits/abandon', james.token, { workEntryId: res.body.data.workEntryId })).status).toBe(200);
  });
});

describe('races decided by the database', () => {
  it('ten simultaneous starts create exactly one visit', async () => {
    const { client, cs } = await authorizationFor(t, [pat.id]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/visits/start', pat.token, startBody(client.id, cs.id))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('You have a visit in progress');
    }
    const open = await t.database.db
      .select()
      .from(workEntries)
      .where(and(eq(workEntries.userId, pat.id), eq(workEntries.status, WorkEntryStatus.InProgress)));
    expect(open).toHaveLength(1);
  });

  it('five simultaneous completions complete once', async () => {
    const open = await get('/visits/inprogress', pat.token);
    const id = open.body.data.workEntryId;
    t.clock.advance(30 * 60_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/visits/complete', pat.token, { workEntryId: id, progress: 2, signature: SIGNATURE }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe('This visit is already completed.');
    }
    const history = await historyRows(t.database.db, id);
    expect(history.filter((h) => h.action === 'completed')).toHaveLength(1);
    expect((await auditActions(t.database.db, id)).filter((a) => a === 'visit.complete')).toHaveLength(1);
    const row = await entryRow(t.database.db, id);
    expect([row.status, row.unitsUsed]).toEqual([WorkEntryStatus.Completed, 2]);
  });
});
