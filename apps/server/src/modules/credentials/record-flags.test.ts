import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildServicePayload } from '../../seed/service-factory.js';
import { buildStaffPayload } from '../../seed/staff-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

/** The two yes/no fields decision 018's applicability reads: on the staff record and the service catalogue. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token: admin, ...(body !== undefined ? { body } : {}) });

describe('out of state before hire (staff) and involves driving (services)', () => {
  it('a staff member is not out of state unless set; an edit without the field keeps it', async () => {
    const plain = await api('POST', '/user', buildStaffPayload());
    expect(plain.status).toBe(200);
    expect(plain.body.data.outOfStateBeforeHire).toBe(false);

    const moved = await api('POST', '/user', buildStaffPayload({ outOfStateBeforeHire: 'true' }));
    const staff = moved.body.data;
    expect(staff.outOfStateBeforeHire).toBe(true);
    // An edit as the form sends it, without the field (and without the password and SSN, which it keeps).
    const edit: Record<string, unknown> = { ...buildStaffPayload(), email: staff.email, userId: staff.userId };
    delete edit.password;
    delete edit.ssn_tin;
    const kept = await api('PUT', '/user', { ...edit, version: staff.version });
    expect(kept.status).toBe(200);
    expect(kept.body.data.outOfStateBeforeHire).toBe(true);
    const cleared = await api('PUT', '/user', {
      ...edit,
      outOfStateBeforeHire: false,
      version: kept.body.data.version,
    });
    expect(cleared.body.data.outOfStateBeforeHire).toBe(false);
    const read = await api('GET', `/userById?user_id=${staff.userId}`);
    expect(read.body.data.outOfStateBeforeHire).toBe(false);
  });

  it('a service does not involve driving unless set; an edit without the field keeps it', async () => {
    const plain = await api('POST', '/service', buildServicePayload({ code: 'Z9001' }));
    expect(plain.status).toBe(200);
    expect(plain.body.data.involvesDriving).toBe(false);

    const driving = await api('POST', '/service', buildServicePayload({ code: 'Z9002', involvesDriving: true }));
    const s = driving.body.data;
    expect(s.involvesDriving).toBe(true);
    const body = buildServicePayload({ code: 'Z9002', serviceId: s.serviceId, version: s.version });
    const kept = await api('PUT', '/service', body);
    expect(kept.status).toBe(200);
    expect(kept.body.data.involvesDriving).toBe(true);
    const off = await api('PUT', '/service', { ...body, involvesDriving: 'false', version: kept.body.data.version });
    expect(off.body.data.involvesDriving).toBe(false);
  });
});
