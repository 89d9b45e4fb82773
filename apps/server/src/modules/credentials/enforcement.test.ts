import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay, toUsDate, toUtcWire, UserType } from '@hearth/shared';
import { clientServiceStaff, credentialTypes, staffCredentials, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { api, authorizationFor, dayAt, staffMember, startBody, today } from '../work-entries/test-support.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const db = () => t.database.db;
let typeIds: number[] = [];
// Each test's types stop applying after it, so the next test's staff are not blocked by them.
afterEach(async () => {
  for (const id of typeIds) await db().update(credentialTypes).set({ active: false }).where(eq(credentialTypes.id, id));
  typeIds = [];
});

async function credentialType(values: Partial<typeof credentialTypes.$inferInsert> = {}) {
  const [row] = await db()
    .insert(credentialTypes)
    .values({
      name: `Child abuse history clearance ${randomUUID().slice(0, 6)}`,
      requiredForVisits: true,
      enforced: true,
      validMonths: 60,
      graceDays: 10,
      ...values,
    })
    .returning();
  typeIds.push(row!.id);
  return row!;
}

async function credential(staffId: number, credentialTypeId: number, expiresOn: string) {
  await db()
    .insert(staffCredentials)
    .values({ staffId, credentialTypeId, issuedOn: shiftDay(expiresOn, -1000), expiresOn });
}

/** A staff member allocated to an adult's authorization (or a minor's), and their start call. */
async function allocated(opts: { minor?: boolean } = {}) {
  const staff = await staffMember(t);
  const dob = opts.minor ? shiftDay(today(t), -365 * 10) : '1980-05-01';
  const { client, cs } = await authorizationFor(t, [staff.id]);
  await db().execute(`UPDATE clients SET dob = '${dob}' WHERE id = ${client.id}`);
  const start = (extra: Record<string, unknown> = {}) =>
    api(t, 'POST', '/visits/start', staff.token, startBody(client.id, cs.id, extra));
  return { staff, start };
}

describe('a visit start by someone who may not work', () => {
  it('is refused when a required enforced credential expired past its grace, naming it and its date', async () => {
    const type = await credentialType();
    const { staff, start } = await allocated();
    const expired = shiftDay(today(t), -11);
    await credential(staff.id, type.id, expired);
    const res = await start();
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('CREDENTIAL_EXPIRED');
    expect(res.body.message).toBe(
      `Your ${type.name} expired on ${toUsDate(expired)}: you cannot start visits until it is renewed. Ask your office.`,
    );
    expect(res.body.details.credentials).toEqual([
      { code: 'CREDENTIAL_EXPIRED', credentialTypeId: type.id, name: type.name, expiresOn: expired },
    ]);
  });

  it('is allowed in grace (the last grace day), and refused the day after', async () => {
    const type = await credentialType();
    const { staff, start } = await allocated();
    await credential(staff.id, type.id, shiftDay(today(t), -10));
    expect((await start()).status).toBe(200);
    const other = await allocated();
    await credential(other.staff.id, type.id, shiftDay(today(t), -11));
    expect((await other.start()).status).toBe(403);
  });

  it('is refused with CREDENTIAL_MISSING when there is no current credential', async () => {
    const type = await credentialType();
    const { start } = await allocated();
    const res = await start();
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('CREDENTIAL_MISSING');
    expect(res.body.message).toContain(type.name);
  });

  it('is allowed when the type is not enforced, or not required', async () => {
    await credentialType({ enforced: false });
    await credentialType({ requiredForVisits: false });
    const { start } = await allocated();
    expect((await start()).status).toBe(200);
  });

  it('follows who the type applies to: serving minors, living out of state before hire', async () => {
    await credentialType({ appliesTo: { servesMinors: true } });
    expect((await (await allocated()).start()).status).toBe(200);
    expect((await (await allocated({ minor: true })).start()).status).toBe(403);
    const outOfState = await credentialType({ appliesTo: { outOfStateBeforeHire: true } });
    const { staff, start } = await allocated();
    await db().update(users).set({ outOfStateBeforeHire: true }).where(eq(users.id, staff.id));
    const res = await start();
    expect(res.status).toBe(403);
    expect(res.body.details.credentials.map((c: { name: string }) => c.name)).toContain(outOfState.name);
  });

  it('is allowed for a user type the type does not list', async () => {
    await credentialType({ appliesTo: { userTypes: [UserType.BehavioralSpecialist] } });
    const { start } = await allocated();
    expect((await start()).status).toBe(200);
  });
});

describe('an offline punch at sync by someone who may not work', () => {
  it('is refused on the recorded day, and the refusal is kept and listed for admins', async () => {
    const type = await credentialType({ graceDays: 0 });
    const { staff, start } = await allocated();
    // Valid through yesterday: a punch recorded yesterday counts, one recorded today does not.
    await credential(staff.id, type.id, shiftDay(today(t), -1));
    const now = t.clock.now();
    const res = await start({ offline: true, deviceTime: toUtcWire(now), clientActionId: randomUUID() });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('CREDENTIAL_EXPIRED');
    const listed = await api(t, 'GET', '/visits/refused?limit=200', admin);
    const mine = (listed.body.data as { userId: number; errorCode: string; message: string }[]).filter(
      (r) => r.userId === staff.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.errorCode).toBe('CREDENTIAL_EXPIRED');
    expect(mine[0]!.message).toContain(type.name);
  });
});

describe('an offline punch is judged on its recorded day', () => {
  it('accepts a punch recorded on the last valid day and sent the next morning', async () => {
    // Tomorrow 06:00 in the agency's zone: yesterday 23:00 is 7 hours back, within the offline window.
    t.clock.advance(dayAt(t, 1, 6).getTime() - t.clock.now().getTime());
    const type = await credentialType({ graceDays: 0 });
    const recorded = dayAt(t, -1, 23);
    const punch = async (at: Date) => {
      const { staff, start } = await allocated();
      await credential(staff.id, type.id, shiftDay(today(t), -1));
      return start({ offline: true, deviceTime: toUtcWire(at), clientActionId: randomUUID() });
    };
    expect((await punch(recorded)).status).toBe(200);
    expect((await punch(t.clock.now())).status).toBe(403);
  });
});

describe('allocating a staff member who may not work', () => {
  it('is refused 409 naming them and the credential, unless an override reason is given (audited)', async () => {
    const type = await credentialType({ appliesTo: { outOfStateBeforeHire: true } });
    const blocked = await staffMember(t, { firstName: 'Nora', lastName: 'North' });
    await db().update(users).set({ outOfStateBeforeHire: true }).where(eq(users.id, blocked.id));
    const fine = await staffMember(t);
    const { client, cs } = await authorizationFor(t, []);
    const allocate = (staff: number[], extra: Record<string, unknown> = {}) =>
      api(t, 'POST', '/client_service/staff_allocation', admin, {
        clientId: client.id,
        serviceRequestId: cs.id,
        staff,
        ...extra,
      });

    const refused = await allocate([blocked.id, fine.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('CREDENTIAL_NOT_COMPLIANT');
    expect(refused.body.message).toContain(`Nora North (${type.name} is missing)`);
    expect(refused.body.details.credentials).toEqual([
      {
        userId: blocked.id,
        name: 'Nora North',
        credentials: [{ code: 'CREDENTIAL_MISSING', credentialTypeId: type.id, name: type.name, expiresOn: null }],
      },
    ]);
    const none = await db().select().from(clientServiceStaff).where(eq(clientServiceStaff.clientServiceId, cs.id));
    expect(none).toEqual([]);
    expect((await allocate([blocked.id], { override: { reason: ' ' } })).status).toBe(400);

    const reason = 'Renewal submitted; shadowing a senior caregiver until it arrives';
    const allowed = await allocate([blocked.id, fine.id], { override: { reason } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.assignedStaff.map((s: { userId: number }) => s.userId).sort()).toEqual(
      [blocked.id, fine.id].sort(),
    );
    const rows = await auditFor(db(), 'client_service', cs.id);
    const last = rows.at(-1)!.details as { override: { reason: string; staff: { userId: number }[] } };
    expect(last.override.reason).toBe(reason);
    expect(last.override.staff.map((s) => s.userId)).toEqual([blocked.id]);

    // Already allocated: untouched, no override needed when the list changes otherwise.
    const other = await staffMember(t);
    expect((await allocate([blocked.id, fine.id, other.id])).status).toBe(200);
  });
});
