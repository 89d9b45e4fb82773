import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let staff: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t, { userType: UserType.Admin });
  admin = a.token;
  adminId = a.id;
  staff = (await signedInUser(t, { userType: UserType.Staff })).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });

const valid = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  salutation: 'Ms',
  dob: '1980-04-12',
  email: '',
  phone: '(215) 555-0142',
  mobile: '267-555-0199',
  company: 'Keystone Supports Coordination',
  entity: 'KSC LLC',
  title: 'Supports Coordinator',
  billingStreet: '12 Market St',
  billingCity: 'Philadelphia',
  billingState: 'PA',
  billingZIP: '19106',
  billingCountry: 'USA',
};

describe('supports coordinators', () => {
  it('creates, reads, updates and lists with audit rows', async () => {
    const created = await api('POST', '/sc', admin, valid);
    expect(created.status).toBe(200);
    const sc = created.body.data;
    expect(sc).toMatchObject({ firstName: 'Rosa', email: null, phone: '2155550142', status: 4, version: 1 });

    const read = await api('GET', `/scById?sc_id=${sc.scId}`, admin);
    expect(read.body.data.company).toBe('Keystone Supports Coordination');

    const updated = await api('PUT', '/sc', admin, { ...valid, scId: sc.scId, version: 1, billingCity: 'Media' });
    expect(updated.body.data).toMatchObject({ billingCity: 'Media', version: 2 });

    const stale = await api('PUT', '/sc', admin, { ...valid, scId: sc.scId, version: 1, billingCity: 'Chester' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(Msg.staleRecord);

    const noVersion = await api('PUT', '/sc', admin, { ...valid, scId: sc.scId, billingCity: 'Chester' });
    expect(noVersion.body.data.version).toBe(3);

    const actions = (await auditFor(t.database.db, 'supports_coordinator', sc.scId)).map((r) => [
      r.action,
      r.actorUserId,
    ]);
    expect(actions).toEqual([
      ['sc.create', adminId],
      ['sc.read', adminId],
      ['sc.update', adminId],
      ['sc.update', adminId],
    ]);

    const list = await api('GET', '/sc?offset=0&limit=10&filter=recent&name=delg&status=0', admin);
    expect(list.body.recordCount).toBe(1);
    expect(list.body.data[0]).toEqual({
      scId: sc.scId,
      name: 'Rosa Delgado',
      firstName: 'Rosa',
      lastName: 'Delgado',
      billingCity: 'Chester',
      company: 'Keystone Supports Coordination',
      mobile: '2675550199',
      status: 4,
    });
    const options = await api('GET', '/sc_list', admin);
    expect(options.body.data).toContainEqual({ scId: sc.scId, name: 'Delgado, Rosa' });
  });
});

describe('supports coordinators: validation, access and search', () => {
  it('validates with the spec messages and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ firstName: 'Ro$a' }, 'firstName', Msg.specialNotAllowed],
      [{ billingZIP: '1910' }, 'billingZIP', Msg.zipInvalid],
      [{ email: 'not-mail' }, 'email', Msg.emailInvalid],
      [{ salutation: 'Dr.' }, 'salutation', Msg.lettersOnly],
    ];
    const before = (await api('GET', '/sc?limit=200', admin)).body.recordCount;
    for (const [patch, field, message] of cases) {
      const res = await api('POST', '/sc', admin, { ...valid, ...patch });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    expect((await api('GET', '/sc?limit=200', admin)).body.recordCount).toBe(before);
  });

  it('answers 404 for unknown ids and 403 for staff', async () => {
    expect((await api('GET', '/scById?sc_id=999999', admin)).status).toBe(404);
    expect((await api('PUT', '/sc', admin, { ...valid, scId: 999999 })).status).toBe(404);
    expect((await api('GET', '/sc', staff)).status).toBe(403);
    expect((await api('POST', '/sc', staff, valid)).status).toBe(403);
    expect((await api('GET', '/sc_list', staff)).status).toBe(403);
  });

  it('treats LIKE and SQL metacharacters in a search as text', async () => {
    await api('POST', '/sc', admin, { ...valid, firstName: 'Percy', company: '100% Care_Co' });
    const percent = await api('GET', `/sc?name=${encodeURIComponent('100%')}`, admin);
    expect(percent.body.data.map((d: { company: string }) => d.company)).toEqual(['100% Care_Co']);
    const sqlish = await api('GET', `/sc?name=${encodeURIComponent("'; DROP TABLE clients; --")}`, admin);
    expect(sqlish.status).toBe(200);
    expect(sqlish.body.recordCount).toBe(0);
  });
});
