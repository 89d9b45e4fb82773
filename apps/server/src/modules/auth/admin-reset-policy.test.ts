import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, StaffMsg, UserType } from '@hearth/shared';
import { users } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { buildStaffPayload } from '../../seed/staff-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signIn, signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let superAdmin: { id: number; token: string };
/** Admin in role group 1 (may edit Admin records). */
let owner: { id: number; token: string; email: string; password: string };
/** Admin in role group 3 (may not). */
let officeAdmin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signedInUser(t, { userType: UserType.SuperAdmin, roleGroupId: 1 });
  owner = await signedInUser(t, { userType: UserType.Admin, roleGroupId: 1 });
  officeAdmin = await signedInUser(t, { userType: UserType.Admin, roleGroupId: 3 });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

type Target = { id: number; email: string; password: string };
const targets: Record<string, () => Promise<Target>> = {
  'a Super Admin': async () => createUser(t.database.db, { userType: UserType.SuperAdmin, roleGroupId: 1 }),
  'an Admin of role group 3': async () => {
    const payload = buildStaffPayload({ userType: UserType.Admin, roleGroupId: 3, passwordResetRequired: false });
    const res = await api('POST', '/user', superAdmin.token, payload);
    return { id: res.body.data.userId, email: payload.email, password: payload.password };
  },
  'a Staff member': async () => {
    const payload = buildStaffPayload({ passwordResetRequired: false });
    const res = await api('POST', '/user', superAdmin.token, payload);
    return { id: res.body.data.userId, email: payload.email, password: payload.password };
  },
};

/** PUT /user with the record as it is (no change): the bare "may edit this user" decision. */
async function editUnchanged(token: string, id: number) {
  const read = await api('GET', `/userById?user_id=${id}`, superAdmin.token);
  const body = buildStaffPayload({ ...read.body.data, ssn_tin: undefined, version: undefined, userType: undefined });
  return api('PUT', '/user', token, body);
}

describe('admin password reset (PUT /user/password) obeys the edit policy', () => {
  const cases: [actor: string, target: string, allowed: boolean][] = [
    ['superAdmin', 'a Super Admin', true],
    ['superAdmin', 'an Admin of role group 3', true],
    ['superAdmin', 'a Staff member', true],
    ['owner', 'a Super Admin', false],
    ['owner', 'an Admin of role group 3', true],
    ['owner', 'a Staff member', true],
    ['officeAdmin', 'a Super Admin', false],
    ['officeAdmin', 'an Admin of role group 3', false],
    ['officeAdmin', 'a Staff member', true],
  ];

  it.each(cases)('%s and %s: reset allowed = edit allowed = %s', async (actorName, targetName, allowed) => {
    const actor = { superAdmin, owner, officeAdmin }[actorName]!;
    const target = await targets[targetName]!();
    const targetToken = await signIn(t.app, t.messenger, target);

    const edit = await editUnchanged(actor.token, target.id);
    const reset = await api('PUT', '/user/password', actor.token, { userId: target.id, password: 'Given#Pass1' });
    expect(edit.status).toBe(allowed ? 200 : 403);
    expect(reset.status).toBe(edit.status);
    if (!allowed) expect(reset.body.message).toBe(edit.body.message);

    // A refused reset changes nothing: the target keeps their password and their sessions.
    const me = await api('GET', '/user/me', targetToken);
    expect(me.status).toBe(allowed ? 401 : 200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.passwordResetRequired).toBe(allowed);
    const login = await api('POST', '/user/login', undefined, { email: target.email, password: target.password });
    expect(login.status).toBe(allowed ? 401 : 201);
  });

  it('names the Super Admin rule when an Admin tries to reset the Super Admin', async () => {
    const target = await targets['a Super Admin']!();
    const res = await api('PUT', '/user/password', owner.token, { userId: target.id, password: 'Given#Pass1' });
    expect(res.body).toMatchObject({ code: 403, message: StaffMsg.superAdminLocked });
  });

  it('refuses an admin resetting their own password this way: the profile change asks for the current one', async () => {
    const res = await api('PUT', '/user/password', owner.token, { userId: owner.id, password: 'Mine#Pass22' });
    expect(res.body).toEqual({ code: 403, error: 'FORBIDDEN', message: Msg.ownPasswordViaProfile });
    expect((await api('GET', '/user/me', owner.token)).status).toBe(200);
    const login = await api('POST', '/user/login', undefined, { email: owner.email, password: owner.password });
    expect(login.status).toBe(201);
  });

  it("refuses an admin under a forced reset resetting someone else's password", async () => {
    const admin = await signedInUser(t, { userType: UserType.SuperAdmin, roleGroupId: 1, passwordResetRequired: true });
    const target = await targets['a Staff member']!();
    const res = await api('PUT', '/user/password', admin.token, { userId: target.id, password: 'Given#Pass1' });
    expect(res.body).toMatchObject({ code: 403, error: 'PASSWORD_RESET_REQUIRED' });
    // Their own forced reset still works.
    const own = await api('PUT', '/user/password', admin.token, { userId: admin.id, password: 'Chosen#Pass1' });
    expect(own.body.status).toBe(true);
  });

  it('answers a non-admin 403 whether or not the user exists', async () => {
    const staff = await signedInUser(t, { userType: UserType.Staff });
    const other = await targets['a Staff member']!();
    for (const userId of [other.id, 999999]) {
      const res = await api('PUT', '/user/password', staff.token, { userId, password: 'Given#Pass1' });
      expect(res.status).toBe(403);
    }
  });
});
