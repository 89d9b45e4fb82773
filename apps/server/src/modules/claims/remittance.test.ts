// From claim to cash through HTTP: an 835 built from Hearth's own 837P (paid, partly paid with CO-45
// and PR-1, denied with CO-16 / N290, a claim Hearth never sent, a provider adjustment) is posted,
// every figure checked to the cent; a duplicate and a broken file change nothing; the denied entry
// is corrected and its claim replaced (CLM05-3 = 7, REF*F8), a paid one voided (8) — both read back
// by the strict test parser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shiftDay, UserType, zonedInstant, type BatchClaimOut, type ClaimBatchDetailOut } from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { SAMPLE_CLAIM_SETTINGS } from '../../test/claim-settings.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { multipart } from '../../test/test-files.js';
import { api, SIGNATURE, staffMember, today, TZ, wire } from '../work-entries/test-support.js';
import { build835, remittanceFor837, remittanceInputFor837, type ClaimDecision } from './test-835-writer.js';
import { parse837Strict } from './test-x12-parser.js';

let t: TestApp;
let admin: { id: number; token: string };
let staff: { id: number; token: string };
let monthStart: string;
let batchId: number;
let x12: string;
const cs: Record<string, { id: number; clientId: number }> = {};

const at = (day: number, hh = 9) =>
  zonedInstant(shiftDay(monthStart, day - 1), `${String(hh).padStart(2, '0')}:00`, TZ)!;

async function authorization(last: string, mci: string) {
  const client = await createClientRow(t.database.db, {
    firstName: 'Pat',
    lastName: last,
    mci,
    diagnosticCode: 'F84.0',
    dob: '1990-04-12',
    billingStreet: '12 Elm St',
    billingCity: 'Harrisburg',
    billingState: 'PA',
    billingZip: '17104',
  });
  const auth = await createAuthorization(t.database.db, {
    clientId: client.id,
    staffIds: [staff.id],
    values: {
      serviceCode: 'W1726',
      serviceName: 'Companion',
      unitRate: 4.62,
      unitLength: 0.25,
      unitsAuthorized: 480,
      startDate: shiftDay(monthStart, -30),
      endDate: shiftDay(monthStart, 90),
    },
  });
  return { id: auth.id, clientId: client.id };
}

/** A completed, verified hour: 4 units, $18.48. */
const hour = (key: string, day: number) =>
  createCompletedEntry(t.database.db, {
    userId: staff.id,
    clientServiceId: cs[key]!.id,
    start: at(day),
    minutes: 60,
    timeZone: TZ,
    values: { adminVerification: true },
  });

const upload = (text: string, name = 'remit.835', token = admin.token) => {
  const body = multipart({ file: { name, data: Buffer.from(text, 'latin1') } });
  return t.app
    .inject({
      method: 'POST',
      url: '/api/v1/claims/remittances',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
};
const detail = async (id: number): Promise<ClaimBatchDetailOut> => {
  const res = await api(t, 'GET', `/claims/batches/${id}`, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ClaimBatchDetailOut;
};
const file837 = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/claims/batches/${id}/837p`,
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).body;
const count = async (table: string) =>
  Number((await rowsOf(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n);
const audits = async (action: string) =>
  Number(
    (await rowsOf(t.database.db, sql`SELECT count(*)::int AS n FROM audit_events WHERE action = ${action}`))[0]!.n,
  );
const adds = (f: { billedCents: number; paidCents: number; adjustedCents: number; outstandingCents: number }) =>
  f.billedCents === f.paidCents + f.adjustedCents + f.outstandingCents;

/** Claims by client: Able paid in full, Baker partly paid, Cole denied (3 lines each, 2 for Cole). */
const decide = (claim: { patientName: string; lines: { workEntryId: number }[] }): ClaimDecision => {
  if (claim.patientName.startsWith('ABLE')) return { status: 'paid', payerControl: 'ICN-ABLE' };
  if (claim.patientName.startsWith('BAKER'))
    return {
      status: 'partial',
      payerControl: 'ICN-BAKER',
      lines: {
        [claim.lines[1]!.workEntryId]: {
          paidCents: 1348,
          adjustments: [
            { group: 'CO', reason: '45', cents: 300, units: null },
            { group: 'PR', reason: '1', cents: 200, units: null },
          ],
        },
      },
    };
  return {
    status: 'denied',
    payerControl: 'ICN-COLE',
    denial: { group: 'CO', reason: '16' },
    lines: Object.fromEntries(claim.lines.map((l) => [l.workEntryId, { remarks: ['N290'] }])),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInUser(t, { userType: UserType.SuperAdmin });
  admin = await signedInUser(t, { userType: UserType.Admin });
  staff = await staffMember(t);
  const settings = await api(t, 'PUT', '/settings', owner.token, {
    timeZone: TZ,
    ...SAMPLE_CLAIM_SETTINGS,
    testClaimFiles: false,
  });
  expect(settings.status).toBe(200);
  monthStart = `${shiftDay(`${today(t).slice(0, 8)}01`, -1).slice(0, 8)}01`;
  cs.able = await authorization('Able', '310000101');
  cs.baker = await authorization('Baker', '310000102');
  cs.cole = await authorization('Cole', '310000103');
  for (const day of [2, 3, 4]) await hour('able', day);
  for (const day of [2, 3, 4]) await hour('baker', day);
  for (const day of [5, 6]) await hour('cole', day);
  const made = await api(t, 'POST', '/claims/batches', admin.token, {
    fromDate: monthStart,
    toDate: shiftDay(monthStart, 20),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  batchId = made.body.data.id as number;
  x12 = await file837(batchId);
});
afterAll(() => t.close());

describe('posting a remittance', () => {
  const claimOf = (d: ClaimBatchDetailOut, last: string) => d.claims.find((c) => c.clientName.startsWith(last))!;
  let stranger: string;

  it('matches every claim and line, records the payment, and answers the counts and what it could not match', async () => {
    const input = remittanceInputFor837(x12, decide, {
      transaction: {
        providerAdjustments: [{ fiscalPeriodEnd: null, reason: 'WO', reference: 'OVERPAY-1', cents: 500 }],
      },
    });
    // A claim Hearth never sent: kept and listed, never dropped.
    stranger = '999-1';
    input.transactions![0]!.claims.push({
      patientControl: stranger,
      statusCode: '1',
      billedCents: 1000,
      paidCents: 1000,
      patientRespCents: 0,
      payerControl: 'ICN-X',
      adjustments: [],
      remarks: [],
      lines: [],
    } as never);
    const res = await upload(build835(input));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Paid: 3 × 1848 (Able) + 1848 + 1348 + 1848 (Baker) + 1000 (stranger) − 500 (PLB).
    const paid = 3 * 1848 + 1848 + 1348 + 1848 + 1000 - 500;
    expect(res.body.data).toMatchObject({ paymentCents: paid, paymentAmount: paid / 100, paidClaims: 2 });
    expect(res.body.data.deniedClaims).toBe(1);
    expect(res.body.data.adjustedClaims).toBe(1);
    expect(res.body.data.unmatched).toEqual([
      expect.objectContaining({ kind: 'claim', patientControlNumber: stranger, paidCents: 1000 }),
    ]);
    const list = await api(t, 'GET', '/claims/remittances', admin.token);
    expect(list.body.recordCount).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      paymentCents: paid,
      claimCount: 4,
      lineCount: 8,
      unmatchedCount: 1,
      payments: [
        expect.objectContaining({
          method: 'ACH',
          providerAdjustments: [expect.objectContaining({ amountCents: 500 })],
        }),
      ],
    });
    const one = await api(t, 'GET', `/claims/remittances/${res.body.data.id}`, admin.token);
    const cole = one.body.data.claims.find(
      (c: { patientControlNumber: string }) => c.patientControlNumber === `${batchId}-3`,
    );
    expect(cole).toMatchObject({
      matched: true,
      statusCode: '4',
      statusLabel: 'Denied',
      payerClaimControlNumber: 'ICN-COLE',
    });
    expect(cole.lines[0].adjustments[0]).toMatchObject({ group: 'CO', reason: '16', amountCents: 1848 });
    expect(cole.lines[0].adjustments[0].reasonText).toMatch(/lacks information/i);
    expect(cole.lines[0].remarks[0]).toMatchObject({ code: 'N290' });
    expect(await audits('claims.remittance.post')).toBe(1);
  });

  it('reconciles the batch: each claim and line has its state, and billed = paid + adjusted + outstanding', async () => {
    const d = await detail(batchId);
    expect(adds(d)).toBe(true);
    expect(d).toMatchObject({ billedCents: 8 * 1848, paidCents: 3 * 1848 + 1848 + 1348 + 1848, outstandingCents: 0 });
    expect(d.deniedCents).toBe(2 * 1848);
    const able = claimOf(d, 'Able');
    const baker = claimOf(d, 'Baker');
    const cole = claimOf(d, 'Cole');
    expect([able.state, baker.state, cole.state]).toEqual(['paid', 'partly_paid', 'denied']);
    for (const c of d.claims) {
      expect(adds(c)).toBe(true);
      for (const l of c.lines) expect(adds(l)).toBe(true);
    }
    const short = baker.lines[1]!;
    expect(short).toMatchObject({ state: 'partly_paid', paidCents: 1348, adjustedCents: 500, correctable: true });
    expect(short.adjustments.map((a) => `${a.group}-${a.reason}`)).toEqual(['CO-45', 'PR-1']);
    expect(baker.lines[0]).toMatchObject({ state: 'paid', correctable: false });
    expect(cole.lines.every((l) => l.correctable && l.state === 'denied')).toBe(true);
    expect(cole.payerClaimControlNumber).toBe('ICN-COLE');
    const list = await api(t, 'GET', '/claims/batches', admin.token);
    expect(list.body.data[0]).toMatchObject({ id: batchId, paidCents: d.paidCents, deniedCents: d.deniedCents });
  });

  it('refuses the same payment again (409 naming the upload) and a broken file (400 with what failed); nothing written', async () => {
    const before = await Promise.all(['remittances', 'remittance_claims', 'claim_line_postings'].map(count));
    const again = await upload(remittanceFor837(x12, decide));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'REMITTANCE_DUPLICATE', details: { remittanceId: expect.any(Number) } });
    expect(again.body.message).toMatch(/already posted with remittance/);
    const broken = await upload(
      remittanceFor837(x12, decide, {
        transaction: { trace: { number: 'EFT-NEW' } },
        options: { corrupt: { seCount: 3 } },
      }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('REMITTANCE_INVALID');
    expect(broken.body.details.problems.join(' ')).toMatch(/SE/);
    const notX12 = await upload('hello');
    expect(notX12.status).toBe(400);
    expect(await Promise.all(['remittances', 'remittance_claims', 'claim_line_postings'].map(count))).toEqual(before);
    expect((await upload(remittanceFor837(x12, decide), 'x.835', staff.token)).status).toBe(403);
  });
});

describe('a reversal and a correction', () => {
  it('takes back the short payment and pays the claim again: the line ends paid and no longer correctable', async () => {
    const baker = (await detail(batchId)).claims.find((c) => c.clientName.startsWith('Baker'))!;
    const shortLine = baker.lines[1]!;
    const only = (status: 'reversal' | 'paid') => (claim: { patientControl: string }) =>
      claim.patientControl === `${batchId}-${baker.claimNumber}`
        ? ({
            status,
            payerControl: 'ICN-BAKER-2',
            lines:
              status === 'reversal'
                ? {
                    [shortLine.workEntryId]: {
                      paidCents: 1348,
                      adjustments: [
                        { group: 'CO', reason: '45', cents: 300, units: null },
                        { group: 'PR', reason: '1', cents: 200, units: null },
                      ],
                    },
                  }
                : undefined,
          } satisfies ClaimDecision)
        : null;
    const input = remittanceInputFor837(x12, only('reversal'), { transaction: { trace: { number: 'EFT-2' } } });
    input.transactions![0]!.claims.push(...remittanceInputFor837(x12, only('paid')).transactions![0]!.claims);
    const res = await upload(build835(input));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      paymentCents: 3 * 1848 - (1848 + 1348 + 1848),
      adjustedClaims: 1,
      paidClaims: 1,
    });
    const after = (await detail(batchId)).claims.find((c) => c.claimNumber === baker.claimNumber)!;
    expect(after).toMatchObject({ state: 'paid', paidCents: 3 * 1848, adjustedCents: 0, outstandingCents: 0 });
    expect(after.payerClaimControlNumber).toBe('ICN-BAKER-2');
    expect(after.lines[1]).toMatchObject({ state: 'paid', correctable: false });
  });
});

describe('correcting what was denied', () => {
  let cole: BatchClaimOut;
  let replacementId: number;

  it('lets an admin correct a denied entry again (history kept), but not a paid one', async () => {
    const d = await detail(batchId);
    cole = d.claims.find((c) => c.clientName.startsWith('Cole'))!;
    const paidLine = d.claims.find((c) => c.clientName.startsWith('Able'))!.lines[0]!;
    const entryBody = async (id: number, key: string) => {
      const [row] = await rowsOf<{ start_time: Date; end_time: Date; version: number }>(
        t.database.db,
        sql`SELECT start_time, end_time, version FROM work_entries WHERE id = ${id}`,
      );
      return {
        workEntryId: id,
        version: row!.version,
        userId: staff.id,
        clientId: cs[key]!.clientId,
        serviceRequestId: cs[key]!.id,
        serviceStartTime: wire(new Date(row!.start_time)),
        serviceEndTime: wire(new Date(new Date(row!.end_time).getTime() - 15 * 60_000)),
        serviceStartLatitude: 40.27,
        serviceStartLongitude: -76.88,
        serviceEndLatitude: 40.27,
        serviceEndLongitude: -76.88,
        notes: 'Corrected after the denial',
        signature: SIGNATURE,
        progress: 2,
        adminVerification: true,
        timeZone: TZ,
        editReason: 'time_correction',
      };
    };
    const paid = await api(t, 'PUT', '/work_entry', admin.token, await entryBody(paidLine.workEntryId, 'able'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(409);
    expect(paid.body.error).toBe('ENTRY_BILLED');
    const fixed = await api(t, 'PUT', '/work_entry', admin.token, await entryBody(cole.lines[0]!.workEntryId, 'cole'));
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({ claimBatchId: batchId, claimCorrectable: true, unitsUsed: 3 });
    const history = await api(t, 'GET', `/work_entry/history?entry_id=${cole.lines[0]!.workEntryId}`, admin.token);
    expect(history.body.data.length).toBeGreaterThan(1);
    // The edit is a manual EVV change: the billing clerk reviews and resolves it before sending again.
    const open = await rowsOf<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM evv_exceptions WHERE work_entry_id = ${cole.lines[0]!.workEntryId} AND resolved_at IS NULL`,
    );
    expect(open.length).toBeGreaterThan(0);
    const refused = await api(t, 'POST', '/claims/resubmissions', admin.token, {
      batchId,
      claimNumber: cole.claimNumber,
      action: 'replace',
      reason: 'Times corrected after CO-16',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.details.entries[0].reasons).toEqual(['Open EVV exception']);
    for (const x of open) {
      const resolved = await api(t, 'POST', `/evv/exceptions/${x.id}/resolve`, admin.token, {
        note: 'Times confirmed with the caregiver',
      });
      expect(resolved.status).toBe(200);
    }
  });

  it('sends the corrected claim as a replacement: CLM05-3 7 with REF*F8, the original kept and superseded', async () => {
    const res = await api(t, 'POST', '/claims/resubmissions', admin.token, {
      batchId,
      claimNumber: cole.claimNumber,
      action: 'replace',
      reason: 'Times corrected after CO-16',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    replacementId = res.body.data.id as number;
    // 3 units + 4 units at $4.62.
    expect(res.body.data).toMatchObject({ claimCount: 1, lineCount: 2, totalCharge: 32.34 });
    const file = parse837Strict(await file837(replacementId));
    const clm = file.segments.find((s) => s.id === 'CLM')!;
    expect(clm.elements[4]).toEqual(['12', 'B', '7']);
    expect(file.segments.find((s) => s.id === 'REF' && s.elements[0]![0] === 'F8')!.elements[1]![0]).toBe('ICN-COLE');
    const original = claimOfBatch(await detail(batchId), cole.claimNumber);
    expect(original.replacedBy).toEqual({ batchId: replacementId, claimNumber: 1, frequency: 'replacement' });
    expect(original.lines.every((l) => !l.correctable)).toBe(true);
    const replacement = await detail(replacementId);
    expect(replacement).toMatchObject({ purpose: 'resubmission', billedCents: 3234, outstandingCents: 3234 });
    expect(replacement.claims[0]).toMatchObject({
      frequency: 'replacement',
      replaces: { batchId, claimNumber: cole.claimNumber },
      state: 'billed',
    });
    // Never billed twice as an original, nor sent again.
    const again = await api(t, 'POST', '/claims/resubmissions', admin.token, {
      batchId,
      claimNumber: cole.claimNumber,
      action: 'replace',
      reason: 'twice',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`claim batch ${replacementId}`);
    const preview = await api(
      t,
      'GET',
      `/claims/preview?fromDate=${monthStart}&toDate=${shiftDay(monthStart, 20)}`,
      admin.token,
    );
    expect(preview.body.data.billable.count).toBe(0);
  });

  it('voids a paid claim (CLM05-3 8, REF*F8), and refuses a claim the payer has not answered', async () => {
    const able = (await detail(batchId)).claims.find((c) => c.clientName.startsWith('Able'))!;
    const res = await api(t, 'POST', '/claims/resubmissions', admin.token, {
      batchId,
      claimNumber: able.claimNumber,
      action: 'void',
      reason: 'Billed in error',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const file = parse837Strict(await file837(res.body.data.id));
    expect(file.segments.find((s) => s.id === 'CLM')!.elements[4]).toEqual(['12', 'B', '8']);
    expect(file.segments.find((s) => s.id === 'REF' && s.elements[0]![0] === 'F8')!.elements[1]![0]).toBe('ICN-ABLE');
    const voided = await detail(res.body.data.id);
    expect(voided.claims[0]).toMatchObject({ frequency: 'void', billedCents: -3 * 1848 });
    expect(adds(voided)).toBe(true);
    const unanswered = await api(t, 'POST', '/claims/resubmissions', admin.token, {
      batchId: replacementId,
      claimNumber: 1,
      action: 'void',
      reason: 'not yet',
    });
    expect(unanswered.status).toBe(409);
    expect(unanswered.body.error).toBe('CLAIM_NOT_CORRECTABLE');
    expect(await audits('claims.resubmission')).toBe(2);
  });
});

const claimOfBatch = (d: ClaimBatchDetailOut, n: number) => d.claims.find((c) => c.claimNumber === n)!;
