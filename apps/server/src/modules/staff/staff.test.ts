import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { sessions, users } from '../../db/schema/index.js';
import { buildStaffPayload } from '../../seed/staff-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signIn, signedInUser } from '../../test/sign-in.js';
import { insertFile } from '../files/index.js';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t, { userType: UserType.Admin, roleGroupId: 1 });
  admin = a.token;
  adminId = a.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });

/** An edit of a record as read back: the SSN left out (unchanged) and no version check, unless patched. */
const edit = (data: Record<string, unknown>, patch: Record<string, unknown> = {}) =>
  buildStaffPayload({ ...data, ssn_tin: undefined, version: undefined, ...patch });

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const uploaded = (key: string, name: string) =>
  insertFile(t.database.db, {
    key,
    name,
    fileType: 'pdf',
    contentType: 'application/pdf',
    size: 1234,
    category: 'staff',
    uploadedById: adminId,
  });

describe('staff records', () => {
  it('creates, reads, updates and audits a staff member', async () => {
    await uploaded('staff/cpr-card-1.pdf', 'cpr-card.pdf');
    const payload = buildStaffPayload({
      email: 'Maria.Lopez@Example.org',
      ssn_tin: '912-34-5678',
      credentials: ['MS', 'LPN', 'MS'],
      billingState: '',
      billingCountry: '',
      status: undefined,
      files: [{ name: 'cpr-card.pdf', documentKey: 'staff/cpr-card-1.pdf', fileType: 'pdf', url: 'x' }],
    });
    const created = await api('POST', '/user', admin, payload);
    expect(created.status).toBe(200);
    const staff = created.body.data;
    expect(staff).toMatchObject({
      firstName: 'Maria',
      middleName: 'Elena',
      lastName: 'Lopez',
      email: 'maria.lopez@example.org',
      userType: UserType.Staff,
      reportTo: 0,
      dob: '1988-03-14',
      hireDate: '2021-06-01',
      ssn_tin: '***-**-5678',
      phone: '2155550142',
      mobile: '2675550199',
      hasRelevantDegree: true,
      credentials: 'MS,LPN',
      percentagePaid: 62.5,
      billingState: 'Pennsylvania',
      billingCountry: 'USA',
      status: 4,
      passwordResetRequired: true,
      version: 1,
    });
    expect(staff.files).toEqual([
      expect.objectContaining({ name: 'cpr-card.pdf', documentKey: 'staff/cpr-card-1.pdf', fileType: 'pdf' }),
    ]);
    expect(JSON.stringify(created.body)).not.toContain('passwordHash');
    expect(JSON.stringify(created.body)).not.toMatch(/912-?34-?5678/);

    const read = await api('GET', `/userById?user_id=${staff.userId}`, admin);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ userId: staff.userId, ssn_tin: '***-**-5678', files: staff.files });

    const updated = await api('PUT', '/user', admin, {
      ...payload,
      userId: staff.userId,
      version: 1,
      email: 'maria.lopez@example.org',
      ssn_tin: undefined,
      billingCity: 'Media',
      files: [],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ billingCity: 'Media', ssn_tin: '***-**-5678', version: 2, files: [] });
    expect(updated.body.data.passwordResetRequired).toBe(true);

    const audits = await auditFor(t.database.db, 'staff', staff.userId);
    expect(audits.map((r) => [r.action, r.actorUserId])).toEqual([
      ['staff.create', adminId],
      ['staff.read', adminId],
      ['staff.update', adminId],
    ]);
    expect(audits[2]!.details).toEqual({ changed: expect.arrayContaining(['billingCity']) });
    expect(JSON.stringify(audits)).not.toMatch(/5678|Secret/);
  });
});

describe('staff records: SSNs and sign-in', () => {
  it('stores the SSN only encrypted, masks it, and reveals it to admins with an audit row', async () => {
    const created = await api('POST', '/user', admin, buildStaffPayload({ ssn_tin: '987654321' }));
    const id = created.body.data.userId as number;
    const row = await userRow(id);
    expect(row.ssnLast4).toBe('4321');
    expect(row.ssnEncrypted).toMatch(/^v1\./);
    expect(row.ssnEncrypted).not.toContain('987654321');
    expect(row.ssnEncrypted).not.toContain('987-65-4321');
    expect(JSON.stringify(row)).not.toMatch(/987-?65-?4321/);

    const revealed = await api('GET', `/userById?user_id=${id}&reveal=ssn`, admin);
    expect(revealed.body.data.ssn_tin).toBe('987-65-4321');
    const actions = (await auditFor(t.database.db, 'staff', id)).map((r) => r.action);
    expect(actions).toEqual(['staff.create', 'staff.read', 'staff.ssn_revealed']);

    // Re-sending the same SSN keeps the ciphertext; a new one replaces it.
    const same = await api('PUT', '/user', admin, edit(created.body.data, { ssn_tin: '987-65-4321' }));
    expect(same.status).toBe(200);
    expect((await userRow(id)).ssnEncrypted).toBe(row.ssnEncrypted);
    const changed = await api('PUT', '/user', admin, edit(created.body.data, { ssn_tin: '900112222' }));
    expect(changed.body.data.ssn_tin).toBe('***-**-2222');
    const audits = await auditFor(t.database.db, 'staff', id);
    expect(audits.at(-1)!.details).toEqual({ changed: ['ssn_tin'] });
    expect(JSON.stringify(audits)).not.toMatch(/2222|4321/);
  });

  it('keeps a stored SSN when an edit leaves it out, and refuses to blank it for employees', async () => {
    const created = await api('POST', '/user', admin, buildStaffPayload());
    const kept = await api('PUT', '/user', admin, edit(created.body.data));
    expect(kept.body.data.ssn_tin).toBe(created.body.data.ssn_tin);
    const blank = await api('PUT', '/user', admin, edit(created.body.data, { ssn_tin: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ field: 'ssn_tin', message: Msg.ssnBlank });

    const customer = await api('POST', '/user', admin, buildStaffPayload({ userType: UserType.Customer, ssn_tin: '' }));
    expect(customer.body.data.ssn_tin).toBeNull();
    const toStaff = await api('PUT', '/user', admin, edit(customer.body.data, { userType: UserType.Staff }));
    expect(toStaff.status).toBe(400);
    expect(toStaff.body).toMatchObject({ field: 'ssn_tin', message: Msg.ssnBlank });
  });

  it('lets the created user sign in, who must then choose a new password', async () => {
    const payload = buildStaffPayload({ password: 'Welcome#2024' });
    const created = await api('POST', '/user', admin, payload);
    const login = await call(t.app, 'POST', '/api/v1/user/login', {
      body: { email: payload.email, password: 'Welcome#2024' },
    });
    expect(login.status).toBe(201);
    const otp = t.messenger.lastCode('sms', payload.email);
    const verified = await call(t.app, 'POST', '/api/v1/verifyotp', { body: { email: payload.email, otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ userId: created.body.data.userId, passwordResetRequired: true });

    // An admin who sets the password themselves may say no change is needed.
    const known = buildStaffPayload({ passwordResetRequired: false, password: 'Known#2024x' });
    expect((await api('POST', '/user', admin, known)).body.data.passwordResetRequired).toBe(false);
    const token = await signIn(t.app, t.messenger, { email: known.email, password: 'Known#2024x' });
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).status).toBe(200);
  });
});

describe('staff records: deactivation, stored fields and files', () => {
  it('deactivates instead of deleting, which ends the user’s sessions at once', async () => {
    const payload = buildStaffPayload({ passwordResetRequired: false });
    const created = (await api('POST', '/user', admin, payload)).body.data;
    const token = await signIn(t.app, t.messenger, { email: payload.email, password: payload.password });
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).status).toBe(200);

    const off = await api('PUT', '/user', admin, edit(created, { status: 5 }));
    expect(off.body.data.status).toBe(5);
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).status).toBe(401);
    const open = await t.database.db.select().from(sessions).where(eq(sessions.userId, created.userId));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    // Reactivating does not bring the old session back; the record is still there.
    await api('PUT', '/user', admin, edit(created, { status: 4 }));
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token })).status).toBe(401);
    expect((await api('GET', `/userById?user_id=${created.userId}`, admin)).status).toBe(200);
  });

  it('stores the record type, role group, degree flag and reportTo 0 whatever is sent', async () => {
    const res = await api(
      'POST',
      '/user',
      admin,
      buildStaffPayload({
        userType: UserType.BehavioralSpecialist,
        reportTo: 77,
        roleGroupId: 3,
        hasRelevantDegree: false,
        credentials: 'MSW, LSW',
        percentagePaid: '0',
      }),
    );
    expect(res.body.data).toMatchObject({
      userType: UserType.BehavioralSpecialist,
      reportTo: 0,
      roleGroupId: 3,
      hasRelevantDegree: false,
      credentials: 'MSW,LSW',
      percentagePaid: 0,
    });
    const row = await userRow(res.body.data.userId);
    expect(row).toMatchObject({ hasRelevantDegree: false, credentials: 'MSW,LSW', createdById: adminId });
  });

  it('attaches only files that exist and are not attached elsewhere', async () => {
    const res = await api(
      'POST',
      '/user',
      admin,
      buildStaffPayload({ files: [{ name: 'x.pdf', documentKey: 'staff/missing.pdf', fileType: 'pdf', url: '' }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('files');
  });
});
