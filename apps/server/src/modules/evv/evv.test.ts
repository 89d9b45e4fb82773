// The EVV checks through HTTP: each exception type found on completion and on edit, cleared when it
// no longer holds, resolved with a note (audited), re-checked when the distance limit changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EvvMsg, UserType, WorkEntryStatus } from '@hearth/shared';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  api,
  dayAt,
  minutesAfter,
  nowMinute,
  SIGNATURE,
  shiftDayFromToday,
  staffMember,
  TZ,
  wire,
} from '../work-entries/test-support.js';
import { distanceMetres } from '@hearth/shared';
import { checkUnchecked } from './evv-checks.js';
import { evvBackfillJob } from './evv-backfill.js';

let t: TestApp;
let owner: { id: number; token: string };
let admin: { id: number; token: string };
let maria: { id: number; token: string };
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { userType: UserType.SuperAdmin });
  admin = await signedInUser(t, { userType: UserType.Admin, firstName: 'Dana', lastName: 'Whitfield' });
  maria = await staffMember(t);
});
afterAll(() => t.close());

/** Harrisburg, PA: the client's geocoded address. */
const HOME = { latitude: 40.2732, longitude: -76.8867 };
/** About 1 km east of HOME. */
const AWAY = { latitude: 40.2732, longitude: -76.8749 };

/** A client at HOME with an authorization from 60 days ago to 60 days ahead, allocated to Maria and to `staff`. */
async function authorization(clientValues: Record<string, unknown> = {}, csValues: Record<string, unknown> = {}) {
  // Each timesheet test has a staff member of its own: their visits never overlap.
  staff = await staffMember(t, { firstName: 'Sam', lastName: 'Otter' });
  const client = await createClientRow(t.database.db, {
    ...HOME,
    firstName: 'Ann',
    lastName: 'Baker',
    ...clientValues,
  });
  const cs = await createAuthorization(t.database.db, {
    clientId: client.id,
    staffIds: [maria.id, staff.id],
    values: {
      unitLength: 0.25,
      unitRate: 4.62,
      startDate: shiftDayFromToday(t, -60),
      endDate: shiftDayFromToday(t, 60),
      ...csValues,
    },
  });
  return { client, cs };
}

/** An admin's timesheet (POST /work_entry) for Maria, at HOME at both ends, with a signature. */
async function timesheet(cs: { id: number; clientId: number }, extra: Record<string, unknown> = {}, days = -1) {
  const start = dayAt(t, days, 9);
  const res = await api(t, 'POST', '/work_entry', admin.token, {
    userId: staff.id,
    clientId: cs.clientId,
    serviceRequestId: cs.id,
    serviceStartTime: wire(start),
    serviceEndTime: wire(minutesAfter(start, 60)),
    serviceStartLatitude: HOME.latitude,
    serviceStartLongitude: HOME.longitude,
    serviceEndLatitude: HOME.latitude,
    serviceEndLongitude: HOME.longitude,
    signature: SIGNATURE,
    progress: 2,
    timeZone: TZ,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { workEntryId: number; version: number; serviceStartTime: string; serviceEndTime: string };
}

const exceptionsOf = async (workEntryId: number, resolved = 'all', token = admin.token) => {
  const res = await api(t, 'GET', `/evv/exceptions?workEntryId=${workEntryId}&resolved=${resolved}`, token);
  expect(res.status).toBe(200);
  return res.body.data as {
    id: number;
    type: string;
    details: Record<string, unknown>;
    message: string;
    resolved: boolean;
    autoCleared: boolean;
    resolvedBy: { id: number } | null;
  }[];
};
const openTypes = async (id: number) => (await exceptionsOf(id, 'false')).map((x) => x.type).sort();

const edit = (
  entry: { workEntryId: number; serviceStartTime: string; serviceEndTime: string },
  cs: { id: number; clientId: number },
  extra: Record<string, unknown>,
) =>
  api(t, 'PUT', '/work_entry', admin.token, {
    workEntryId: entry.workEntryId,
    clientId: cs.clientId,
    serviceRequestId: cs.id,
    serviceStartTime: entry.serviceStartTime,
    serviceEndTime: entry.serviceEndTime,
    timeZone: TZ,
    editReason: 'time_correction',
    ...extra,
  });

describe('a visit completed by the staff member', () => {
  it('signed, over one unit, clocked in at home and out 1 km away: only “too far”, with the metres', async () => {
    const { cs } = await authorization();
    const start = nowMinute(t);
    const started = await api(t, 'POST', '/visits/start', maria.token, {
      clientId: cs.clientId,
      serviceRequestId: cs.id,
      timeZone: TZ,
      serviceStartTime: wire(start),
      serviceStartLatitude: HOME.latitude,
      serviceStartLongitude: HOME.longitude,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.data.workEntryId;
    t.clock.advance(40 * 60_000);
    const done = await api(t, 'POST', '/visits/complete', maria.token, {
      workEntryId: id,
      progress: 2,
      signature: SIGNATURE,
      serviceEndTime: wire(minutesAfter(start, 40)),
      serviceEndLatitude: AWAY.latitude,
      serviceEndLongitude: AWAY.longitude,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // Clocked out 1 km away: the one finding, with the metres.
    const found = await exceptionsOf(id);
    expect(found.map((x) => x.type)).toEqual(['too_far']);
    const metres = Math.round(distanceMetres(HOME, AWAY));
    expect(metres).toBeGreaterThan(950);
    expect(metres).toBeLessThan(1050);
    expect(found[0]!.details).toEqual({ clockOutMetres: metres, limitMetres: 402 });
    expect(found[0]!.message).toBe(
      `The clock-out was ${(metres / 1609.344).toFixed(2)} mi (${metres} m) from the client's address; the limit is 0.25 mi`,
    );
  });

  it('without a location at clock-out, and shorter than a unit', async () => {
    const { cs } = await authorization();
    const start = nowMinute(t);
    const started = await api(t, 'POST', '/visits/start', maria.token, {
      clientId: cs.clientId,
      serviceRequestId: cs.id,
      timeZone: TZ,
      serviceStartTime: wire(start),
      serviceStartLatitude: HOME.latitude,
      serviceStartLongitude: HOME.longitude,
    });
    const id = started.body.data.workEntryId;
    t.clock.advance(10 * 60_000);
    await api(t, 'POST', '/visits/complete', maria.token, {
      workEntryId: id,
      progress: 1,
      signature: SIGNATURE,
      serviceEndTime: wire(minutesAfter(start, 10)),
      endLocationMissing: 'denied',
    });
    const found = await exceptionsOf(id);
    expect(found.map((x) => [x.type, x.details])).toEqual(
      expect.arrayContaining([
        ['missing_location', { clockOut: 'denied' }],
        ['short_visit', { minutes: 10, unitMinutes: 15 }],
      ]),
    );
    expect(found).toHaveLength(2);
    expect(found.find((x) => x.type === 'missing_location')!.message).toBe(
      'No location at clock-out (location permission was denied)',
    );
  });
});

describe('an admin’s timesheet and edits', () => {
  it('is an admin change; each edit adds to it and it comes back after a resolution only when edited again', async () => {
    const { cs } = await authorization();
    const entry = await timesheet(cs);
    let found = await exceptionsOf(entry.workEntryId);
    expect(found.map((x) => [x.type, x.details])).toEqual([
      ['manual_change', { createdByAdmin: true, manualEdits: 0, lastReason: null }],
    ]);
    expect(found[0]!.message).toBe('Entered by an admin after the visit');

    const resolved = await api(t, 'POST', `/evv/exceptions/${found[0]!.id}/resolve`, admin.token, {
      note: 'Paper timesheet signed by the family',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({
      resolved: true,
      resolvedBy: { id: admin.id, name: 'Whitfield, Dana' },
      resolutionNote: 'Paper timesheet signed by the family',
      autoCleared: false,
    });
    expect(await openTypes(entry.workEntryId)).toEqual([]);

    // A verification toggle is not an edit: nothing comes back.
    const verified = await edit(entry, cs, { adminVerification: true, editReason: undefined });
    expect(verified.status).toBe(200);
    expect(await openTypes(entry.workEntryId)).toEqual([]);

    // A real edit (new times, with its reason) is a new finding to review.
    const start = dayAt(t, -1, 9, 30);
    const moved = await edit(entry, cs, {
      serviceStartTime: wire(start),
      serviceEndTime: wire(minutesAfter(start, 60)),
      editReasonText: 'Arrived late',
      editReason: 'other',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    found = await exceptionsOf(entry.workEntryId, 'false');
    expect(found.map((x) => [x.type, x.details])).toEqual([
      ['manual_change', { createdByAdmin: true, manualEdits: 1, lastReason: 'Arrived late' }],
    ]);
    expect(found[0]!.message).toBe(
      'Entered by an admin and edited by an admin 1 time after the visit (reason: Arrived late)',
    );
  });

  it('no signature and no locations: found, then cleared by the checks when an edit supplies them', async () => {
    const { cs } = await authorization();
    const entry = await timesheet(cs, {
      signature: null,
      serviceStartLatitude: null,
      serviceStartLongitude: null,
      serviceEndLatitude: null,
      serviceEndLongitude: null,
    });
    expect(await openTypes(entry.workEntryId)).toEqual(['manual_change', 'missing_location', 'no_signature']);
    const [missing] = (await exceptionsOf(entry.workEntryId)).filter((x) => x.type === 'missing_location');
    expect(missing!.details).toEqual({ clockIn: 'manual', clockOut: 'manual' });

    const fixed = await edit(entry, cs, {
      signature: SIGNATURE,
      serviceStartLatitude: HOME.latitude,
      serviceStartLongitude: HOME.longitude,
      serviceEndLatitude: HOME.latitude,
      serviceEndLongitude: HOME.longitude,
    });
    expect(fixed.status).toBe(200);
    expect(await openTypes(entry.workEntryId)).toEqual(['manual_change']);
    const cleared = (await exceptionsOf(entry.workEntryId, 'true')).map((x) => [x.type, x.autoCleared, x.resolvedBy]);
    expect(cleared.sort()).toEqual([
      ['missing_location', true, null],
      ['no_signature', true, null],
    ]);
  });

  it('an inactive client or authorization, or a date outside it', async () => {
    const { client, cs } = await authorization();
    const entry = await timesheet(cs);
    await t.database.db.execute(sql`UPDATE clients SET status = 5 WHERE id = ${client.id}`);
    await t.database.db.execute(
      sql`UPDATE client_services SET end_date = ${shiftDayFromToday(t, -2)} WHERE id = ${cs.id}`,
    );
    expect((await edit(entry, cs, { notes: 'Walked to the park' })).status).toBe(200);
    const [inactive] = (await exceptionsOf(entry.workEntryId, 'false')).filter((x) => x.type === 'inactive');
    expect(inactive!.details).toEqual({
      clientInactive: true,
      authorizationInactive: false,
      outsideDates: true,
      startDate: shiftDayFromToday(t, -60),
      endDate: shiftDayFromToday(t, -2),
      serviceDate: shiftDayFromToday(t, -1),
    });
    expect(inactive!.message).toBe(
      `The client is inactive; ${shiftDayFromToday(t, -1)} is outside the authorization (${shiftDayFromToday(t, -60)} to ${shiftDayFromToday(t, -2)})`,
    );
  });

  it('a client whose address is not on the map: the distance is not checked, and that is said', async () => {
    const { cs } = await authorization({ latitude: 43, longitude: -89.5 });
    const entry = await timesheet(cs, { serviceEndLatitude: AWAY.latitude, serviceEndLongitude: AWAY.longitude });
    expect(await openTypes(entry.workEntryId)).toEqual(['client_not_located', 'manual_change']);
  });
});

describe('who entered a visit: one definition for the checks, the Overview and the entry', () => {
  it('counts only an admin-entered visit as entered by an admin, everywhere', async () => {
    const { cs } = await authorization();
    const overview = async () =>
      (await api(t, 'GET', '/overview', admin.token)).body.data.manualEdits as { completed: number; manual: number };
    const before = await overview();
    const start = dayAt(t, 0, 0, 5); // this month, whatever the day
    const here = { startLatitude: HOME.latitude, startLongitude: HOME.longitude, startLocationMissing: null };
    const there = { endLatitude: HOME.latitude, endLongitude: HOME.longitude, endLocationMissing: null };
    const entry = (createdById: number | null) =>
      createCompletedEntry(t.database.db, {
        clientServiceId: cs.id,
        userId: maria.id,
        start,
        minutes: 60,
        values: { createdById, ...(createdById === maria.id ? { ...here, ...there } : {}) },
      });
    const byStaff = await entry(maria.id);
    const byAdmin = await entry(admin.id);
    const unknown = await entry(null);
    await checkUnchecked(t.database.db, t.clock.now());

    const entered = async (id: number) =>
      (await api(t, 'GET', `/WorkEntryById?entry_id=${id}`, admin.token)).body.data.enteredBy as string;
    expect([await entered(byStaff.id), await entered(byAdmin.id), await entered(unknown.id)]).toEqual([
      'staff',
      'admin',
      'unknown',
    ]);
    expect(await openTypes(byStaff.id)).toEqual([]);
    expect(await openTypes(byAdmin.id)).toEqual(['manual_change', 'missing_location']);
    expect(await openTypes(unknown.id)).toEqual(['missing_location']);
    const messages = (await exceptionsOf(byAdmin.id)).map((x) => x.message).sort();
    expect(messages).toEqual([
      'Entered by an admin after the visit',
      'No location at clock-in (not entered on the timesheet) and clock-out (not entered on the timesheet)',
    ]);
    // A location missing from a form says nothing about who entered the visit.
    expect((await exceptionsOf(unknown.id))[0]!.message).not.toMatch(/admin/);

    const after = await overview();
    expect({ completed: after.completed - before.completed, manual: after.manual - before.manual }).toEqual({
      completed: 3,
      manual: 1,
    });
  });
});

describe('resolving', () => {
  it('needs a note, is audited, and happens once', async () => {
    const { cs } = await authorization();
    const entry = await timesheet(cs, { signature: null });
    const [x] = (await exceptionsOf(entry.workEntryId)).filter((e) => e.type === 'no_signature');
    for (const body of [{}, { note: '   ' }]) {
      const res = await api(t, 'POST', `/evv/exceptions/${x!.id}/resolve`, admin.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'note', message: EvvMsg.noteRequired });
    }
    expect(await openTypes(entry.workEntryId)).toContain('no_signature');
    const ok = await api(t, 'POST', `/evv/exceptions/${x!.id}/resolve`, owner.token, {
      note: 'Client declined to sign',
    });
    expect(ok.status).toBe(200);
    const again = await api(t, 'POST', `/evv/exceptions/${x!.id}/resolve`, admin.token, { note: 'Me too' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'ALREADY_RESOLVED', message: EvvMsg.alreadyResolved });
    expect((await api(t, 'POST', '/evv/exceptions/999999/resolve', admin.token, { note: 'x' })).status).toBe(404);
    const audits = await auditFor(t.database.db, 'evv_exception', x!.id);
    expect(audits.map((a) => [a.action, a.actorUserId])).toEqual([['evv_exception.resolve', owner.id]]);
    expect(audits[0]!.details).toMatchObject({ workEntryId: entry.workEntryId, type: 'no_signature' });
  });

  it('a typed name is signed; a reason the client could not sign stays an exception an admin resolves knowingly', async () => {
    const { cs } = await authorization();
    const typed = await timesheet(cs, { signature: null, typedSignature: 'Ann Baker' });
    expect(await openTypes(typed.workEntryId)).not.toContain('no_signature');

    const entry = await timesheet(cs, { signature: null, noSignatureReason: 'declined' }, -2);
    const [x] = (await exceptionsOf(entry.workEntryId, 'false')).filter((e) => e.type === 'no_signature');
    expect(x).toMatchObject({
      label: 'No signature',
      details: { reason: 'declined' },
      message: 'Client could not sign: Client declined to sign',
    });
    await api(t, 'POST', `/evv/exceptions/${x!.id}/resolve`, admin.token, { note: 'Confirmed with the family' });
    expect((await edit(entry, cs, { notes: 'Walked' })).status).toBe(200);
    expect(await openTypes(entry.workEntryId)).not.toContain('no_signature');

    // A different reason is a new finding: the admin looks again.
    const changed = await edit(entry, cs, { noSignatureReason: 'other', noSignatureText: 'Asleep at the end' });
    expect(changed.status).toBe(200);
    const [again] = (await exceptionsOf(entry.workEntryId, 'false')).filter((e) => e.type === 'no_signature');
    expect(again).toMatchObject({
      details: { reason: 'other', reasonText: 'Asleep at the end' },
      message: 'Client could not sign: Asleep at the end',
    });
  });

  it('a resolved finding stays resolved after an unrelated edit', async () => {
    const { cs } = await authorization();
    const entry = await timesheet(cs, { serviceEndLatitude: AWAY.latitude, serviceEndLongitude: AWAY.longitude });
    const [far] = (await exceptionsOf(entry.workEntryId)).filter((e) => e.type === 'too_far');
    await api(t, 'POST', `/evv/exceptions/${far!.id}/resolve`, admin.token, { note: 'Met at the day program' });
    expect((await edit(entry, cs, { notes: 'Added the outing' })).status).toBe(200);
    expect(await openTypes(entry.workEntryId)).toEqual(['manual_change']);
  });
});

describe('the list', () => {
  it('filters by type, state, entry and date of service; admins only', async () => {
    const { cs } = await authorization();
    const old = await timesheet(cs, { signature: null }, -20);
    const recent = await timesheet(cs, { signature: null }, -2);
    const from = shiftDayFromToday(t, -3);
    const res = await api(t, 'GET', `/evv/exceptions?type=no_signature&fromDate=${from}&limit=200`, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = res.body.data.map((x: { entry: { id: number } }) => x.entry.id);
    expect(ids).toContain(recent.workEntryId);
    expect(ids).not.toContain(old.workEntryId);
    expect(
      res.body.data.every((x: { type: string; resolved: boolean }) => x.type === 'no_signature' && !x.resolved),
    ).toBe(true);
    expect(res.body.recordCount).toBe(res.body.data.length);
    const row = res.body.data.find((x: { entry: { id: number } }) => x.entry.id === recent.workEntryId);
    expect(row).toMatchObject({
      label: 'No signature',
      staff: { id: staff.id, name: 'Otter, Sam' },
      client: { name: 'Baker, Ann', location: HOME },
      entry: { dateOfService: shiftDayFromToday(t, -2), serviceCode: 'W1726', clockIn: HOME, claimBatchId: null },
    });

    const reversed = await api(
      t,
      'GET',
      `/evv/exceptions?fromDate=${from}&toDate=${shiftDayFromToday(t, -4)}`,
      admin.token,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.field).toBe('toDate');
    expect((await api(t, 'GET', '/evv/exceptions?type=nonsense', admin.token)).status).toBe(400);
    expect((await api(t, 'GET', '/evv/exceptions', maria.token)).status).toBe(403);
    expect((await api(t, 'POST', '/evv/exceptions/1/resolve', maria.token, { note: 'x' })).status).toBe(403);
  });
});

describe('the distance limit and older entries', () => {
  it('a new limit re-checks unbilled entries', async () => {
    const { cs } = await authorization();
    const entry = await timesheet(cs, { serviceEndLatitude: AWAY.latitude, serviceEndLongitude: AWAY.longitude });
    expect(await openTypes(entry.workEntryId)).toContain('too_far');
    const settings = (await api(t, 'GET', '/settings', owner.token)).body.data;
    try {
      const res = await api(t, 'PUT', '/settings', owner.token, {
        timeZone: settings.timeZone,
        evvDistanceLimitMiles: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.evvDistanceLimitMiles).toBe(1);
      expect(await openTypes(entry.workEntryId)).not.toContain('too_far');
      await api(t, 'PUT', '/settings', owner.token, { timeZone: settings.timeZone, evvDistanceLimitMiles: 0.5 });
      const [far] = (await exceptionsOf(entry.workEntryId, 'false')).filter((x) => x.type === 'too_far');
      expect(far!.details.limitMetres).toBe(805);
    } finally {
      await api(t, 'PUT', '/settings', owner.token, { timeZone: settings.timeZone, evvDistanceLimitMiles: 0.25 });
    }
  });

  it('entries completed before the checks are checked by the evv-backfill job (queued at start-up)', async () => {
    const { client, cs } = await authorization();
    const entry = await createCompletedEntry(t.database.db, {
      userId: staff.id,
      clientServiceId: cs.id,
      start: dayAt(t, -3, 9),
      minutes: 60,
      values: { signature: null },
    });
    expect(entry.clientId).toBe(client.id);
    expect(entry.status).toBe(WorkEntryStatus.Completed);
    expect(await openTypes(entry.id)).toEqual([]);
    const logged: object[] = [];
    const job = evvBackfillJob({ db: t.database.db, clock: t.clock, log: { info: (obj) => logged.push(obj) } });
    expect(job).toMatchObject({ name: 'evv-backfill', runOnStart: true });
    await job.run({});
    expect(logged).toEqual([{ checked: expect.any(Number) }]);
    expect(await openTypes(entry.id)).toContain('no_signature');
    expect(await checkUnchecked(t.database.db, t.clock.now())).toBe(0);
  });
});
