import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, StaffMsg, UserType } from '@hearth/shared';
import { buildStaffPayload } from '../../seed/staff-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

let t: TestApp;
/** Admin in role group 1 (may create Admins). */
let owner: { id: number; token: string; email: string };
/** Admin in role group 3 (may not). */
let officeAdmin: { id: number; token: string; email: string };
let superAdmin: { id: number; token: string };
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { userType: UserType.Admin, roleGroupId: 1 });
  officeAdmin = await signedInUser(t, { userType: UserType.Admin, roleGroupId: 3 });
  superAdmin = await signedInUser(t, { userType: UserType.SuperAdmin, roleGroupId: 1 });
  staff = (await signedInUser(t, { userType: UserType.Staff })).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });
const edit = (data: Record<string, unknown>, patch: Record<string, unknown> = {}) =>
  buildStaffPayload({ ...data, ssn_tin: undefined, version: undefined, ...patch });
const createAs = async (token: string, patch: Record<string, unknown> = {}) => {
  const res = await api('POST', '/user', token, buildStaffPayload(patch));
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown> & { userId: number; email: string };
};

describe('who may do what with staff records', () => {
  it('refuses every staff call to a Staff user', async () => {
    const someone = await createAs(owner.token);
    const calls: [string, string, unknown?][] = [
      ['POST', '/user', buildStaffPayload()],
      ['PUT', '/user', edit(someone)],
      ['GET', '/user'],
      ['GET', `/userById?user_id=${someone.userId}`],
      ['GET', `/userByType?user_type=2`],
      ['GET', '/user/user_list'],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method as 'GET', url, staff, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/v1/user')).status).toBe(401);
  });

  it('lets only role groups 1 and 2 create, edit or assign Admin records', async () => {
    const refused = await api('POST', '/user', officeAdmin.token, buildStaffPayload({ userType: UserType.Admin }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: StaffMsg.adminNeedsRoleGroup, field: 'userType' });

    const admin = await createAs(owner.token, { userType: UserType.Admin, roleGroupId: 3 });
    expect(admin.userType).toBe(UserType.Admin);

    const member = await createAs(officeAdmin.token);
    const promote = await api('PUT', '/user', officeAdmin.token, edit(member, { userType: UserType.Admin }));
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe(StaffMsg.adminNeedsRoleGroup);
    const editAdmin = await api('PUT', '/user', officeAdmin.token, edit(admin, { billingCity: 'Media' }));
    expect(editAdmin.status).toBe(403);

    // Otherwise an office admin could move themselves into group 1 and then create Admins.
    const self = await api('GET', `/userById?user_id=${officeAdmin.id}`, officeAdmin.token);
    const escalate = await api('PUT', '/user', officeAdmin.token, edit(self.body.data, { roleGroupId: 1 }));
    expect(escalate.status).toBe(403);

    expect((await api('PUT', '/user', owner.token, edit(member, { userType: UserType.Admin }))).status).toBe(200);
  });

  it('never creates or assigns a Super Admin, and keeps Super Admin records to Super Admins', async () => {
    const create = await api('POST', '/user', owner.token, buildStaffPayload({ userType: UserType.SuperAdmin }));
    expect(create).toMatchObject({ status: 400, body: { field: 'userType', message: StaffMsg.recordType } });
    const member = await createAs(owner.token);
    const assign = await api('PUT', '/user', owner.token, edit(member, { userType: UserType.SuperAdmin }));
    expect(assign.status).toBe(400);

    const read = await api('GET', `/userById?user_id=${superAdmin.id}`, owner.token);
    expect(read).toMatchObject({ status: 403, body: { message: StaffMsg.superAdminLocked } });
    const own = await api('GET', `/userById?user_id=${superAdmin.id}`, superAdmin.token);
    expect(own.body.data.userType).toBe(UserType.SuperAdmin);
    const demote = await api('PUT', '/user', owner.token, edit(own.body.data, { userType: UserType.Staff }));
    expect(demote.status).toBe(403);
    const kept = await api(
      'PUT',
      '/user',
      superAdmin.token,
      edit(own.body.data, { userType: undefined, title: 'Owner' }),
    );
    expect(kept.body.data).toMatchObject({ userType: UserType.SuperAdmin, title: 'Owner' });
  });
});

describe('who may do what with staff records: emails, versions and self-edits', () => {
  it('lets only a Super Admin change an email, and keeps emails unique whatever the case', async () => {
    const member = await createAs(owner.token, { email: 'pat.kim@example.org' });
    const change = await api('PUT', '/user', owner.token, edit(member, { email: 'pat.k@example.org' }));
    expect(change).toMatchObject({ status: 403, body: { field: 'email', message: StaffMsg.emailChangeTopOnly } });
    const sameEmail = await api('PUT', '/user', owner.token, edit(member, { email: 'Pat.Kim@EXAMPLE.org' }));
    expect(sameEmail.status).toBe(200);

    const byTop = await api('PUT', '/user', superAdmin.token, edit(member, { email: 'pat.k@example.org' }));
    expect(byTop.body.data.email).toBe('pat.k@example.org');

    const other = await createAs(owner.token, { email: 'lee.ray@example.org' });
    const taken = await api('PUT', '/user', superAdmin.token, edit(other, { email: 'PAT.K@example.org' }));
    expect(taken).toMatchObject({ status: 409, body: { field: 'email', message: Msg.emailTaken } });
    const dup = await api('POST', '/user', owner.token, buildStaffPayload({ email: 'Lee.Ray@Example.ORG' }));
    expect(dup).toMatchObject({ status: 409, body: { field: 'email', message: Msg.emailTaken } });
  });

  it('answers 409 to one of two simultaneous creates with the same email', async () => {
    const payload = buildStaffPayload({ email: 'twin@example.org' });
    const results = await Promise.all([
      api('POST', '/user', owner.token, payload),
      api('POST', '/user', owner.token, { ...payload, email: 'TWIN@example.org' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses stale edits but accepts edits without a version', async () => {
    const member = await createAs(owner.token);
    const first = await api('PUT', '/user', owner.token, edit(member, { version: 1, title: 'Lead' }));
    expect(first.body.data.version).toBe(2);
    const stale = await api('PUT', '/user', owner.token, edit(member, { version: 1, title: 'Other' }));
    expect(stale).toMatchObject({ status: 409, body: { message: Msg.staleRecord, field: 'version' } });
    const read = await api('GET', `/userById?user_id=${member.userId}`, owner.token);
    expect(read.body.data.title).toBe('Lead');
    const noVersion = await api('PUT', '/user', owner.token, edit(member, { title: 'Other' }));
    expect(noVersion.body.data).toMatchObject({ title: 'Other', version: 3 });
  });

  it('answers 404 for unknown ids', async () => {
    const missing = await api('GET', '/userById?user_id=999999', owner.token);
    expect(missing).toMatchObject({ status: 404, body: { message: StaffMsg.notFound } });
    const put = await api('PUT', '/user', owner.token, buildStaffPayload({ userId: 999999 }));
    expect(put.status).toBe(404);
    expect((await api('GET', '/userById?user_id=abc', owner.token)).status).toBe(400);
  });

  it('does not let an admin deactivate themselves or change their own record type', async () => {
    const self = (await api('GET', `/userById?user_id=${owner.id}`, owner.token)).body.data;
    const off = await api('PUT', '/user', owner.token, edit(self, { status: 5 }));
    expect(off).toMatchObject({ status: 403, body: { message: StaffMsg.selfDeactivate } });
    const type = await api('PUT', '/user', owner.token, edit(self, { userType: UserType.Staff }));
    expect(type).toMatchObject({ status: 403, body: { message: StaffMsg.selfTypeChange } });
  });
});

describe('staff form validation', () => {
  const future = `${new Date().getFullYear() + 1}-01-01`;
  const cases: [Record<string, unknown>, string, string][] = [
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '  ' }, 'lastName', 'Last name is required'],
    [{ firstName: 'Ma$ria' }, 'firstName', 'Can not contain special characters'],
    [{ middleName: 'El@na' }, 'middleName', 'Can not contain special characters'],
    [{ lastName: 'Lopez;' }, 'lastName', 'Can not contain special characters'],
    [{ salutation: 'Dr.' }, 'salutation', 'Can contain only letters.'],
    [{ suffix: 'Jr2' }, 'suffix', 'Can contain only letters.'],
    [{ mobile: '' }, 'mobile', 'Mobile number is required'],
    [{ mobile: '555' }, 'mobile', Msg.phoneInvalid],
    [{ ssn_tin: '' }, 'ssn_tin', 'SSN Cannot be blank'],
    [{ ssn_tin: '123-45-678' }, 'ssn_tin', 'Please provide a valid SSN'],
    [{ ssn_tin: 'abc-de-fghi' }, 'ssn_tin', 'Please provide a valid SSN'],
    [{ percentagePaid: -1 }, 'percentagePaid', 'Percentage should be greater than 0'],
    [{ billingZIP: '1910' }, 'billingZIP', 'Invalid ZIP Code'],
    [{ billingZIP: '19106-12' }, 'billingZIP', 'Invalid ZIP Code'],
    [{ dob: future }, 'dob', Msg.dateInFuture],
    [{ hireDate: future }, 'hireDate', Msg.dateInFuture],
    [{ credentials: ['MS', 'PhD'] }, 'credentials', StaffMsg.unknownCredential],
    [{ email: '' }, 'email', Msg.emailRequired],
    [{ email: 'maria@' }, 'email', Msg.emailInvalid],
    [{ password: 'short' }, 'password', Msg.passwordMin],
    [{ password: 'longenough1' }, 'password', Msg.passwordComposition],
    [{ userType: 4 }, 'userType', StaffMsg.recordType],
  ];

  it.each(cases)('refuses %j with the spec message and saves nothing', async (patch, field, message) => {
    const before = (await api('GET', '/user?limit=1', owner.token)).body.recordCount;
    const res = await api('POST', '/user', owner.token, buildStaffPayload(patch));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
    expect((await api('GET', '/user?limit=1', owner.token)).body.recordCount).toBe(before);
  });

  it('does not need an SSN for non-employee record types, and accepts an empty ZIP', async () => {
    for (const userType of [UserType.Customer, UserType.FamilyContact, UserType.Other]) {
      const res = await api('POST', '/user', owner.token, buildStaffPayload({ userType, ssn_tin: '', billingZIP: '' }));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ssn_tin: null, billingZIP: null });
    }
  });

  it('applies the same rules to an edit', async () => {
    const member = await createAs(owner.token);
    const res = await api('PUT', '/user', owner.token, edit(member, { percentagePaid: -5 }));
    expect(res).toMatchObject({ status: 400, body: { field: 'percentagePaid', message: Msg.percentNegative } });
  });
});
