import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormatMsg, Msg, ServiceMsg, UserType } from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { buildServicePayload as factoryPayload } from '../../seed/service-factory.js';

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

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

let codes = 0;
/** A POST /service body with a fresh procedure code (Y0001, Y0002, …) unless the patch names one. */
const buildServicePayload = (patch: Record<string, unknown> = {}) =>
  factoryPayload({ code: `Y${String(++codes).padStart(4, '0')}`, ...patch });

const count = async () => (await api('GET', '/service?limit=1', admin)).body.recordCount as number;

describe('services catalogue', () => {
  it('creates, reads, updates with versions and audit rows', async () => {
    const created = await api('POST', '/service', admin, {
      serviceId: 0,
      name: ' Companion ',
      code: 'w1726',
      description: '',
      unitRate: '5.12',
      unitLength: 0.25,
      isDegreeRequired: true,
      isOverlappable: 'false',
    });
    expect(created.status).toBe(200);
    const s = created.body.data;
    expect(s).toMatchObject({
      name: 'Companion',
      code: 'W1726',
      description: null,
      unitRate: 5.12,
      unitLength: 0.25,
      isDegreeRequired: true,
      isOverlappable: false,
      unitRounding: 'down',
      status: 4,
      version: 1,
    });
    expect(Object.keys(s).sort()).toEqual(
      [
        'serviceId',
        'name',
        'code',
        'description',
        'unitRate',
        'unitLength',
        'isDegreeRequired',
        'isOverlappable',
        'involvesDriving',
        'unitRounding',
        'status',
        'version',
        'createdAt',
        'updatedAt',
      ].sort(),
    );

    // Staff read the catalogue (start visit shows unit lengths); both spellings of the path answer.
    for (const path of ['/serviceById', '/servicebyId']) {
      const read = await api('GET', `${path}?service_id=${s.serviceId}`, staff);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(s);
    }

    const body = { ...buildServicePayload(), code: 'W1726', serviceId: s.serviceId };
    const updated = await api('PUT', '/service', admin, {
      ...body,
      unitRate: 5.5,
      unitRounding: 'nearest',
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ unitRate: 5.5, unitRounding: 'nearest', version: 2, code: 'W1726' });

    const stale = await api('PUT', '/service', admin, { ...body, unitRate: 6, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: Msg.staleRecord, field: 'version' });
    expect((await api('GET', `/serviceById?service_id=${s.serviceId}`, admin)).body.data.unitRate).toBe(5.5);

    const noVersion = await api('PUT', '/service', admin, { ...body, unitRate: 6, status: 5 });
    expect(noVersion.body.data).toMatchObject({ unitRate: 6, status: 5, version: 3 });

    const rows = await auditFor(t.database.db, 'service', s.serviceId);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['service.create', adminId],
      ['service.update', adminId],
      ['service.update', adminId],
    ]);
    expect(rows[1]!.details).toMatchObject({ changes: { unitRate: [5.12, 5.5], unitRounding: ['down', 'nearest'] } });
  });
});

describe('services catalogue: codes and validation', () => {
  it('refuses a duplicate code (whatever its case) with 409 and changes nothing', async () => {
    const first = await api('POST', '/service', admin, buildServicePayload({ code: 'T2025', name: 'Nursing' }));
    expect(first.status).toBe(200);
    const before = await count();
    const dup = await api('POST', '/service', admin, buildServicePayload({ code: 't2025' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 409, message: ServiceMsg.codeTaken, field: 'code' });
    expect(await count()).toBe(before);

    // Two admins saving the same new code at once: one wins, the other gets the same 409.
    const racing = await Promise.all(
      [1, 2].map(() => api('POST', '/service', admin, buildServicePayload({ code: 'W5996' }))),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(racing.find((r) => r.status === 409)!.body.message).toBe(ServiceMsg.codeTaken);

    const other = (await api('POST', '/service', admin, buildServicePayload({ code: 'H2023' }))).body.data;
    const clash = await api('PUT', '/service', admin, {
      ...buildServicePayload({ code: 'T2025' }),
      serviceId: other.serviceId,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(ServiceMsg.codeTaken);
    const kept = await api('PUT', '/service', admin, {
      ...buildServicePayload({ code: 'h2023', name: 'Job Finding' }),
      serviceId: other.serviceId,
    });
    expect(kept.body.data).toMatchObject({ code: 'H2023', name: 'Job Finding', version: 2 });
  });

  it('validates with the spec messages and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Service Name is required'],
      [{ name: undefined }, 'name', 'Service Name is required'],
      [{ code: '  ' }, 'code', 'Service Code is required'],
      // The code goes into claim files (SV1*HC:code): only a procedure code, never a delimiter (issue 24).
      [{ code: 'W1726*~X:Y' }, 'code', FormatMsg.procedureCode],
      [{ code: 'W1726~ISA' }, 'code', FormatMsg.procedureCode],
      [{ code: 'W172' }, 'code', FormatMsg.procedureCode],
      [{ code: 'WW1726' }, 'code', FormatMsg.procedureCode],
      [{ code: 'W17260' }, 'code', FormatMsg.procedureCode],
      [{ unitRate: '' }, 'unitRate', 'Service Unit Rate is required'],
      [{ unitRate: undefined }, 'unitRate', 'Service Unit Rate is required'],
      [{ unitRate: -1 }, 'unitRate', 'The values can not be negative.'],
      [{ unitRate: 1e10 }, 'unitRate', 'The value is too large.'],
      [{ unitLength: '' }, 'unitLength', 'Service Units Length is required.'],
      [{ unitLength: 0 }, 'unitLength', 'The value should be greater than zero.'],
      [{ unitLength: -0.25 }, 'unitLength', 'The value should be greater than zero.'],
      [{ unitLength: 0.00004 }, 'unitLength', 'The value should be greater than zero.'],
      [{ unitLength: 25 }, 'unitLength', ServiceMsg.unitLengthTooLong],
      [{ unitLength: 1e10 }, 'unitLength', ServiceMsg.unitLengthTooLong],
    ];
    const before = await count();
    for (const [patch, field, message] of cases) {
      const res = await api('POST', '/service', admin, buildServicePayload(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    const existing = (await api('POST', '/service', admin, buildServicePayload())).body.data;
    for (const [patch, field, message] of cases) {
      const res = await api('PUT', '/service', admin, { ...buildServicePayload(patch), serviceId: existing.serviceId });
      expect(res.body).toMatchObject({ code: 400, field, message });
    }
    expect(await count()).toBe(before + 1);
    expect((await api('GET', `/serviceById?service_id=${existing.serviceId}`, admin)).body.data).toEqual(existing);
  });
});

describe('services catalogue: HCPCS codes, lists and access', () => {
  it('takes HCPCS codes: a letter and 4 digits, or a CPT code', async () => {
    for (const code of ['t1019', '97153', '0001F']) {
      const res = await api('POST', '/service', admin, buildServicePayload({ code: ` ${code} ` }));
      expect(res.status, code).toBe(200);
      expect(res.body.data.code).toBe(code.toUpperCase());
    }
  });

  it('lists with search by name or code, status filter, sorts and pages', async () => {
    const make = (name: string, code: string, status = 4) =>
      api('POST', '/service', admin, buildServicePayload({ name: `Zeta ${name}`, code, status }));
    await make('Respite 15 min', 'Z9862');
    await make('Respite 24 hours', 'Z9798', 5);
    await make('Behavioral', 'Z7095');

    const byName = await api('GET', '/service?name=zeta%20respite', staff);
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((s: { code: string }) => s.code)).toEqual(['Z9798', 'Z9862']);
    expect(byName.body.recordCount).toBe(2);

    const byCode = await api('GET', '/service?name=z709', admin);
    expect(byCode.body.data.map((s: { name: string }) => s.name)).toEqual(['Zeta Behavioral']);

    const all = await api('GET', '/service?filter=all&name=zeta&status=0', admin);
    expect(all.body.data.map((s: { code: string }) => s.code)).toEqual(['Z7095', 'Z9798', 'Z9862']);
    const active = await api('GET', '/service?filter=all&name=zeta&status=4', admin);
    expect(active.body.data.map((s: { code: string }) => s.code)).toEqual(['Z7095', 'Z9862']);
    const inactive = await api('GET', '/service?name=zeta&status=5', admin);
    expect(inactive.body.data.map((s: { code: string }) => s.code)).toEqual(['Z9798']);

    const recent = await api('GET', '/service?filter=recent&name=zeta&offset=0&limit=2', admin);
    expect(recent.body.data.map((s: { code: string }) => s.code)).toEqual(['Z7095', 'Z9798']);
    expect(recent.body.recordCount).toBe(3);
    const page2 = await api('GET', '/service?filter=recent&name=zeta&offset=2&limit=2', admin);
    expect(page2.body.data.map((s: { code: string }) => s.code)).toEqual(['Z9862']);

    const percent = await api('GET', `/service?name=${encodeURIComponent('100%')}`, admin);
    expect(percent.body.recordCount).toBe(0);
  });

  it('answers 401 without a session, 403 for staff changes and 404 for unknown ids', async () => {
    expect((await api('GET', '/service', undefined)).status).toBe(401);
    const before = await count();
    expect((await api('POST', '/service', staff, buildServicePayload())).status).toBe(403);
    expect((await api('PUT', '/service', staff, { ...buildServicePayload(), serviceId: 1 })).status).toBe(403);
    expect(await count()).toBe(before);
    expect((await api('GET', '/serviceById?service_id=999999', admin)).status).toBe(404);
    expect((await api('GET', '/serviceById?service_id=abc', admin)).status).toBe(400);
    const unknown = await api('PUT', '/service', admin, { ...buildServicePayload(), serviceId: 999999 });
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(before);
  });
});
