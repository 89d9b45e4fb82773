// A signature path for every client (issue 12) through HTTP: a visit completed with a typed name or
// with the reason the client cannot sign, one path at a time, what replaces what, the history and
// audit, the EVV finding, and the admin's timesheet taking the same paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignatureMsg, UserType, WorkEntryMsg, WorkEntryStatus } from '@hearth/shared';
import { auditEvents } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { signatureDigest } from './work-entry-history.js';
import {
  api,
  authorizationFor,
  dayAt,
  entryRow,
  historyRows,
  minutesAfter,
  SIGNATURE,
  staffMember,
  startBody,
  TZ,
  wire,
} from './test-support.js';

let t: TestApp;
let admin: string;
let maria: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  maria = await staffMember(t);
});
afterAll(() => t.close());

const post = (url: string, body: unknown) => api(t, 'POST', url, maria.token, body);

/** Starts a visit for Maria and returns its id; one a failed test left open is abandoned first. */
async function openVisit(): Promise<number> {
  const open = await api(t, 'GET', '/visits/inprogress', maria.token);
  if (open.body.data) await post('/visits/abandon', { workEntryId: open.body.data.workEntryId });
  const { client, cs } = await authorizationFor(t, [maria.id]);
  const res = await post('/visits/start', startBody(client.id, cs.id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.workEntryId;
}

const complete = (workEntryId: number, body: Record<string, unknown>) =>
  post('/visits/complete', { workEntryId, progress: 2, ...body });

/** The entry's four signature columns as stored. */
async function stored(id: number) {
  const { signature, typedSignature, noSignatureReason, noSignatureText } = await entryRow(t.database.db, id);
  return { signature, typedSignature, noSignatureReason, noSignatureText };
}

async function openExceptions(id: number) {
  const res = await api(t, 'GET', `/evv/exceptions?workEntryId=${id}&resolved=false`, admin);
  expect(res.status).toBe(200);
  return (res.body.data as { type: string; details: unknown; message: string }[]).filter(
    (x) => x.type === 'no_signature',
  );
}

async function completeAudit(id: number) {
  const [row] = await t.database.db
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'visit.complete'), eq(auditEvents.targetId, String(id))));
  return row?.details;
}

describe('completing a visit without a drawing', () => {
  it('with a typed name: stored as text, no image, counted as signed', async () => {
    const id = await openVisit();
    const res = await complete(id, { typedSignature: '  Ann Baker  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: WorkEntryStatus.Completed,
      signature: null,
      typedSignature: 'Ann Baker',
      noSignatureReason: null,
    });
    expect(await stored(id)).toEqual({
      signature: null,
      typedSignature: 'Ann Baker',
      noSignatureReason: null,
      noSignatureText: null,
    });
    expect((await historyRows(t.database.db, id)).at(-1)!.changes).toMatchObject({
      typedSignature: [null, 'Ann Baker'],
    });
    expect(await completeAudit(id)).toMatchObject({ signature: 'typed' });
    expect(await openExceptions(id)).toEqual([]);
  });

  it('with a reason: no signature, the reason kept and carried by the EVV exception', async () => {
    const id = await openVisit();
    const res = await complete(id, { noSignatureReason: 'declined' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ signature: null, typedSignature: null, noSignatureReason: 'declined' });
    expect(await completeAudit(id)).toMatchObject({ signature: 'no_signature' });
    expect(await openExceptions(id)).toEqual([
      expect.objectContaining({
        details: { reason: 'declined' },
        message: 'Client could not sign: Client declined to sign',
      }),
    ]);
  });

  it("'other' needs the staff member's words, which the exception then says", async () => {
    const id = await openVisit();
    const bare = await complete(id, { noSignatureReason: 'other', noSignatureText: '   ' });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ message: SignatureMsg.reasonTextRequired, field: 'noSignatureText' });
    expect((await entryRow(t.database.db, id)).status).toBe(WorkEntryStatus.InProgress);

    const res = await complete(id, { noSignatureReason: 'other', noSignatureText: 'Asleep when the visit ended' });
    expect(res.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      noSignatureReason: 'other',
      noSignatureText: 'Asleep when the visit ended',
    });
    expect(await openExceptions(id)).toEqual([
      expect.objectContaining({
        details: { reason: 'other', reasonText: 'Asleep when the visit ended' },
        message: 'Client could not sign: Asleep when the visit ended',
      }),
    ]);
  });

  it('refuses more than one path at once, an unknown reason, words without a reason, and a long name', async () => {
    const id = await openVisit();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ signature: SIGNATURE, typedSignature: 'Ann Baker' }, SignatureMsg.onlyOne, 'typedSignature'],
      [{ signature: SIGNATURE, noSignatureReason: 'unable' }, SignatureMsg.onlyOne, 'noSignatureReason'],
      [{ typedSignature: 'Ann Baker', noSignatureReason: 'unable' }, SignatureMsg.onlyOne, 'noSignatureReason'],
      [{ noSignatureReason: 'asleep' }, SignatureMsg.unknownReason, 'noSignatureReason'],
      [{ noSignatureText: 'She was asleep' }, SignatureMsg.unknownReason, 'noSignatureReason'],
      [{ typedSignature: 'A'.repeat(101) }, SignatureMsg.typedTooLong, 'typedSignature'],
      [{ typedSignature: '   ' }, WorkEntryMsg.signatureRequired, 'signature'],
    ];
    for (const [body, message, field] of cases) {
      const res = await complete(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message, field });
    }
    expect((await entryRow(t.database.db, id)).status).toBe(WorkEntryStatus.InProgress);
    expect(await stored(id)).toEqual({
      signature: null,
      typedSignature: null,
      noSignatureReason: null,
      noSignatureText: null,
    });
    expect((await complete(id, { signature: SIGNATURE })).status).toBe(200);
  });

  it('a spec payload is unchanged: a drawing completes, nothing at all is refused as before', async () => {
    const id = await openVisit();
    const none = await complete(id, {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: WorkEntryMsg.signatureRequired, field: 'signature' });
    const res = await complete(id, { signature: SIGNATURE });
    expect(res.status).toBe(200);
    expect(await stored(id)).toEqual({
      signature: SIGNATURE,
      typedSignature: null,
      noSignatureReason: null,
      noSignatureText: null,
    });
    expect(await completeAudit(id)).toMatchObject({ signature: 'drawn' });
  });
});

describe('a newer path replaces an older one', () => {
  it('during the visit: a drawing saved on the way is replaced by the typed name completing it', async () => {
    const id = await openVisit();
    expect((await post('/visits/update', { workEntryId: id, signature: SIGNATURE })).status).toBe(200);
    const res = await complete(id, { typedSignature: 'Ann Baker' });
    expect(res.status).toBe(200);
    expect(await stored(id)).toMatchObject({ signature: null, typedSignature: 'Ann Baker' });
  });

  it('after completion: each change replaces the last, is in the history by kind, and re-runs the EVV check', async () => {
    const id = await openVisit();
    expect((await complete(id, { typedSignature: 'Ann Baker' })).status).toBe(200);
    const update = (body: Record<string, unknown>) => post('/visits/update', { workEntryId: id, ...body });

    expect((await update({ noSignatureReason: 'unable' })).status).toBe(200);
    expect(await stored(id)).toEqual({
      signature: null,
      typedSignature: null,
      noSignatureReason: 'unable',
      noSignatureText: null,
    });
    expect(await openExceptions(id)).toEqual([expect.objectContaining({ details: { reason: 'unable' } })]);

    // Words alone go with the stored reason; a reason sent again comes with its own words (none here).
    expect((await update({ noSignatureText: 'Broken wrist' })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ noSignatureReason: 'unable', noSignatureText: 'Broken wrist' });
    expect((await update({ noSignatureReason: 'declined' })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ noSignatureReason: 'declined', noSignatureText: null });

    expect((await update({ signature: SIGNATURE })).status).toBe(200);
    expect(await stored(id)).toEqual({
      signature: SIGNATURE,
      typedSignature: null,
      noSignatureReason: null,
      noSignatureText: null,
    });
    expect(await openExceptions(id)).toEqual([]);

    const history = (await historyRows(t.database.db, id)).filter((h) => h.action === 'updated');
    expect(history.map((h) => h.changes)).toEqual([
      { typedSignature: ['Ann Baker', null], noSignatureReason: [null, 'unable'] },
      { noSignatureText: [null, 'Broken wrist'] },
      { noSignatureReason: ['unable', 'declined'], noSignatureText: ['Broken wrist', null] },
      { signature: [null, signatureDigest(SIGNATURE)], noSignatureReason: ['declined', null] },
    ]);
    // Never the image itself.
    expect(JSON.stringify(history)).not.toContain('base64');
  });

  it('a completed visit keeps one path: clearing the last is refused and changes nothing', async () => {
    const id = await openVisit();
    expect((await complete(id, { typedSignature: 'Ann Baker' })).status).toBe(200);
    const before = await entryRow(t.database.db, id);
    for (const body of [{ typedSignature: '' }, { typedSignature: null, signature: null }]) {
      const res = await post('/visits/update', { workEntryId: id, ...body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: WorkEntryMsg.signatureKept, field: 'signature' });
    }
    const other = await post('/visits/update', { workEntryId: id, noSignatureReason: 'other' });
    expect(other.body).toMatchObject({ message: SignatureMsg.reasonTextRequired, field: 'noSignatureText' });
    expect(await entryRow(t.database.db, id)).toEqual(before);
  });

  it('lists say a typed name is no drawing', async () => {
    const list = await api(t, 'GET', '/visits?limit=50', maria.token);
    const typed = (list.body.data as { typedSignature: string | null; hasSignature: boolean }[]).find(
      (v) => v.typedSignature === 'Ann Baker',
    );
    expect(typed).toMatchObject({ hasSignature: false });
  });
});

describe("the admin's timesheet", () => {
  let cs: { id: number; clientId: number };
  let staff: { id: number };
  beforeAll(async () => {
    staff = await staffMember(t, { firstName: 'Sam', lastName: 'Otter' });
    cs = (await authorizationFor(t, [staff.id])).cs;
  });

  const timesheet = (days: number, extra: Record<string, unknown>) => {
    const start = dayAt(t, days, 9);
    return api(t, 'POST', '/work_entry', admin, {
      userId: staff.id,
      clientId: cs.clientId,
      serviceRequestId: cs.id,
      serviceStartTime: wire(start),
      serviceEndTime: wire(minutesAfter(start, 60)),
      progress: 2,
      timeZone: TZ,
      ...extra,
    });
  };

  it('takes a typed name or a reason, still allows none, and refuses two at once', async () => {
    const typed = await timesheet(-1, { typedSignature: 'Ann Baker' });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.data).toMatchObject({ typedSignature: 'Ann Baker', signature: null });
    expect(await openExceptions(typed.body.data.workEntryId)).toEqual([]);

    const reason = await timesheet(-2, { noSignatureReason: 'not_present' });
    expect(reason.status).toBe(200);
    expect(await openExceptions(reason.body.data.workEntryId)).toEqual([
      expect.objectContaining({ message: 'Client could not sign: Client was not present at the end of the visit' }),
    ]);

    const none = await timesheet(-3, { signature: null });
    expect(none.status).toBe(200);
    expect(await openExceptions(none.body.data.workEntryId)).toEqual([
      expect.objectContaining({ details: {}, message: 'The visit has no signature' }),
    ]);

    const both = await timesheet(-4, { signature: SIGNATURE, typedSignature: 'Ann Baker' });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ message: SignatureMsg.onlyOne, field: 'typedSignature' });
    const noWords = await timesheet(-4, { noSignatureReason: 'other' });
    expect(noWords.body).toMatchObject({ message: SignatureMsg.reasonTextRequired, field: 'noSignatureText' });
  });

  it('an edit replaces the path it is sent, keeps one it is not sent, and records the change as a manual edit', async () => {
    const created = await timesheet(-5, { noSignatureReason: 'unable' });
    const entry = created.body.data as { workEntryId: number; version: number } & Record<string, unknown>;
    const edit = (version: number, extra: Record<string, unknown>) =>
      api(t, 'PUT', '/work_entry', admin, {
        workEntryId: entry.workEntryId,
        version,
        clientId: cs.clientId,
        serviceRequestId: cs.id,
        serviceStartTime: entry.serviceStartTime,
        serviceEndTime: entry.serviceEndTime,
        timeZone: TZ,
        editReason: 'other',
        editReasonText: 'Signed on paper',
        ...extra,
      });
    // Not sent: kept.
    const notes = await edit(entry.version, { notes: 'Walked' });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    expect(await stored(entry.workEntryId)).toMatchObject({ noSignatureReason: 'unable' });

    const typed = await edit(notes.body.data.version, { typedSignature: 'Ann Baker' });
    expect(typed.status).toBe(200);
    expect(await stored(entry.workEntryId)).toEqual({
      signature: null,
      typedSignature: 'Ann Baker',
      noSignatureReason: null,
      noSignatureText: null,
    });
    expect(await openExceptions(entry.workEntryId)).toEqual([]);
    const last = (await historyRows(t.database.db, entry.workEntryId)).at(-1)!;
    expect(last).toMatchObject({ action: 'updated', isManualEdit: true, reasonText: 'Signed on paper' });
    expect(last.changes).toEqual({ typedSignature: [null, 'Ann Baker'], noSignatureReason: ['unable', null] });
  });
});
