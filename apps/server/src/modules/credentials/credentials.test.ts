import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialMsg, ErrorCode, expiryFor, shiftDay, UserType } from '@hearth/shared';
import { staffCredentials } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { agencyToday, api, newStaff, newType } from './credentials.test-support.js';

let t: TestApp;
let admin: string;
let adminId: number;
let staff: { id: number; token: string };
let specialist: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t, { userType: UserType.Admin });
  admin = a.token;
  adminId = a.id;
  staff = await signedInUser(t, { userType: UserType.Staff });
  specialist = (await signedInUser(t, { userType: UserType.BehavioralSpecialist })).token;
});
afterAll(() => t.close());

describe('credential types', () => {
  it('lists Pennsylvania’s seeded defaults, not enforced', async () => {
    const res = await api(t, 'GET', '/credential-types', admin);
    expect(res.status).toBe(200);
    const seeded = (res.body.data as { seeded: boolean; enforced: boolean; name: string }[]).filter((x) => x.seeded);
    expect(seeded).toHaveLength(5);
    expect(seeded.every((x) => !x.enforced)).toBe(true);
  });

  it('creates a type (no appliesTo: every visit staff member), refuses a name taken in another case', async () => {
    const created = await api(t, 'POST', '/credential-types', admin, {
      name: 'TB test',
      requiredForVisits: true,
      validMonths: 12,
      graceDays: 14,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'TB test', appliesTo: null, validMonths: 12, graceDays: 14 });
    const dup = await api(t, 'POST', '/credential-types', admin, { name: 'tb TEST' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      error: ErrorCode.DUPLICATE_CODE,
      message: CredentialMsg.nameTaken,
      field: 'name',
    });
    expect((await auditFor(t.database.db, 'credential_type', created.body.data.id)).map((r) => r.action)).toEqual([
      'credential_type.create',
    ]);
  });

  it('PATCH changes only the fields sent, checks the version, audits the enforcement switch with the actor', async () => {
    const type = await newType(t, admin, { validMonths: 24, graceDays: 10 });
    const on = await api(t, 'PATCH', `/credential-types/${type.id}`, admin, { enforced: true, version: type.version });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ enforced: true, validMonths: 24, graceDays: 10, version: 2 });
    const stale = await api(t, 'PATCH', `/credential-types/${type.id}`, admin, { enforced: false, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(ErrorCode.STALE_RECORD);
    const other = await newType(t, admin);
    const clash = await api(t, 'PATCH', `/credential-types/${type.id}`, admin, { name: other.name.toUpperCase() });
    expect(clash.body.error).toBe(ErrorCode.DUPLICATE_CODE);
    const rows = await auditFor(t.database.db, 'credential_type', type.id);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['credential_type.create', adminId],
      ['credential_type.enforce', adminId],
    ]);
    expect(await api(t, 'PATCH', `/credential-types/999999`, admin, { enforced: true })).toMatchObject({ status: 404 });
  });

  it('refuses staff and the signed-out', async () => {
    expect((await api(t, 'GET', '/credential-types', staff.token)).status).toBe(403);
    expect((await api(t, 'POST', '/credential-types', staff.token, { name: 'X' })).status).toBe(403);
    expect((await api(t, 'GET', '/credential-types', undefined)).status).toBe(401);
    expect((await api(t, 'GET', '/credentials', staff.token)).status).toBe(403);
  });
});

describe('a staff member’s credentials', () => {
  it('computes the expiry from the type when absent, refuses a future issue date', async () => {
    const type = await newType(t, admin, { validMonths: 24 });
    const person = await newStaff(t);
    const issuedOn = shiftDay(agencyToday(t), -100);
    const res = await api(t, 'POST', `/staff/${person.id}/credentials`, admin, {
      credentialTypeId: type.id,
      issuedOn,
      number: 'CPR-1',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      staffId: person.id,
      typeName: type.name,
      issuedOn,
      expiresOn: expiryFor(issuedOn, 24),
      state: 'valid',
      superseded: false,
      verifiedBy: null,
    });
    const future = await api(t, 'POST', `/staff/${person.id}/credentials`, admin, {
      credentialTypeId: type.id,
      issuedOn: shiftDay(agencyToday(t), 1),
    });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ message: CredentialMsg.issuedInFuture, field: 'issuedOn' });
  });

  it('a type asking for the employer’s determination refuses a check without one', async () => {
    const type = await newType(t, admin, { needsDetermination: true, validMonths: 60 });
    const person = await newStaff(t);
    const issuedOn = shiftDay(agencyToday(t), -5);
    const without = await api(t, 'POST', `/staff/${person.id}/credentials`, admin, {
      credentialTypeId: type.id,
      issuedOn,
    });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ message: CredentialMsg.determinationRequired, field: 'determination' });
    const rows = await t.database.db.select().from(staffCredentials).where(eq(staffCredentials.staffId, person.id));
    expect(rows).toHaveLength(0);
    const withIt = await api(t, 'POST', `/staff/${person.id}/credentials`, admin, {
      credentialTypeId: type.id,
      issuedOn,
      determination: 'eligible',
    });
    expect(withIt.status).toBe(201);
  });

  it('a renewal supersedes the current one, history kept; missing lists applicable required types without one', async () => {
    const type = await newType(t, admin, { validMonths: 12 });
    const other = await newType(t, admin, { validMonths: 12 });
    const person = await newStaff(t);
    const first = await api(t, 'POST', `/staff/${person.id}/credentials`, admin, {
      credentialTypeId: type.id,
      issuedOn: shiftDay(agencyToday(t), -400),
    });
    const second = await api(t, 'POST', `/staff/${person.id}/credentials`, admin, {
      credentialTypeId: type.id,
      issuedOn: shiftDay(agencyToday(t), -1),
      expiresOn: shiftDay(agencyToday(t), 300),
    });
    expect(second.status).toBe(201);
    const read = await api(t, 'GET', `/staff/${person.id}/credentials`, admin);
    expect(read.status).toBe(200);
    const { current, history, missing } = read.body.data;
    expect(current.map((c: { id: number }) => c.id)).toEqual([second.body.data.id]);
    expect(history).toMatchObject([{ id: first.body.data.id, superseded: true, state: 'expired' }]);
    expect(missing.map((m: { credentialTypeId: number }) => m.credentialTypeId)).toContain(other.id);
    expect(missing.map((m: { credentialTypeId: number }) => m.credentialTypeId)).not.toContain(type.id);
    const actions = [
      ...(await auditFor(t.database.db, 'staff_credential', first.body.data.id)),
      ...(await auditFor(t.database.db, 'staff_credential', second.body.data.id)),
    ].map((r) => r.action);
    expect(actions).toEqual(['staff_credential.create', 'staff_credential.create']);
    expect((await auditFor(t.database.db, 'staff', person.id)).map((r) => r.action)).toContain(
      'staff_credentials.read',
    );
  });

  it('verify records who and when; a correction checks the version', async () => {
    const type = await newType(t, admin, { validMonths: 12 });
    const person = await newStaff(t);
    const created = await api(t, 'POST', `/staff/${person.id}/credentials`, admin, {
      credentialTypeId: type.id,
      issuedOn: shiftDay(agencyToday(t), -3),
    });
    const id = created.body.data.id as number;
    const verified = await api(t, 'PATCH', `/staff/${person.id}/credentials/${id}`, admin, {
      verified: true,
      version: 1,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.verifiedBy).toMatchObject({ id: adminId });
    expect(verified.body.data.verifiedAt).toEqual(expect.any(String));
    const stale = await api(t, 'PATCH', `/staff/${person.id}/credentials/${id}`, admin, { notes: 'x', version: 1 });
    expect(stale.body.error).toBe(ErrorCode.STALE_RECORD);
    const wrongStaff = await api(t, 'PATCH', `/staff/${staff.id}/credentials/${id}`, admin, { notes: 'x' });
    expect(wrongStaff.status).toBe(404);
    expect((await auditFor(t.database.db, 'staff_credential', id)).map((r) => [r.action, r.actorUserId])).toEqual([
      ['staff_credential.create', adminId],
      ['staff_credential.verify', adminId],
    ]);
  });

  it('a staff member reads their own credentials only and cannot add any', async () => {
    expect((await api(t, 'GET', `/staff/${staff.id}/credentials`, staff.token)).status).toBe(200);
    const other = await newStaff(t);
    expect((await api(t, 'GET', `/staff/${other.id}/credentials`, staff.token)).status).toBe(403);
    expect((await api(t, 'GET', `/staff/${other.id}/credentials`, specialist)).status).toBe(403);
    expect((await api(t, 'GET', `/staff/${other.id}/credentials`, undefined)).status).toBe(401);
    const type = await newType(t, admin);
    const add = await api(t, 'POST', `/staff/${staff.id}/credentials`, staff.token, {
      credentialTypeId: type.id,
      issuedOn: agencyToday(t),
    });
    expect(add.status).toBe(403);
  });
});
