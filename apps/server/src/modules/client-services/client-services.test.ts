import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientServiceMsg, FormatMsg, Msg, UserType } from '@hearth/shared';
import { clientServices } from '../../db/schema/index.js';
import { insertFile } from '../files/index.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  buildAuthorizationPayload,
  buildServicePayload,
  createAuthorization,
  createClientRow,
  createService,
} from '../../seed/service-factory.js';

let t: TestApp;
let admin: string;
let adminId: number;
let staff: string;
let specialist: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t, { userType: UserType.Admin });
  admin = a.token;
  adminId = a.id;
  staff = (await signedInUser(t, { userType: UserType.Staff })).token;
  specialist = (await signedInUser(t, { userType: UserType.BehavioralSpecialist })).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });

const ofClient = async (clientId: number) => {
  const res = await api('GET', `/serviceRequestByClientId?client_id=${clientId}&time_zone=America/New_York`, admin);
  expect(res.status).toBe(200);
  return res.body.data as { serviceRequestId: number; serviceStartDate: string; serviceUnitsAuthorized: number }[];
};

describe('client service authorizations', () => {
  it('creates with flags, read-only totals and audit rows, and reads it back', async () => {
    const client = await createClientRow(t.database.db);
    const res = await api(
      'POST',
      '/client_service',
      admin,
      buildAuthorizationPayload(client.id, {
        serviceCode: 'w1726',
        serviceAccount: 'ACC-17',
        serviceIsNegetiveUnitsAllowed: true,
        serviceIsAuthorized: 'true',
        isDegreeRequired: true,
        isDatesConfirmed: false,
        isOverlappable: 1,
      }),
    );
    expect(res.status).toBe(200);
    const cs = res.body.data;
    expect(cs).toEqual({
      serviceRequestId: expect.any(Number),
      clientId: client.id,
      serviceId: null,
      serviceName: 'Companion',
      serviceCode: 'W1726',
      serviceAccount: 'ACC-17',
      serviceDescription: null,
      serviceUnitRate: 5.12,
      serviceUnitLength: 0.25,
      serviceStartDate: '2024-07-01',
      serviceEndDate: '2025-06-30',
      serviceUnitsAuthorized: 480,
      serviceIsNegetiveUnitsAllowed: true,
      serviceIsAuthorized: true,
      isDegreeRequired: true,
      isDatesConfirmed: false,
      isOverlappable: true,
      authorizedDate: null,
      files: [],
      assignedStaff: [],
      totalWorth: 2457.6,
      unitsUtilized: 0,
      unitsRemaining: 480,
      version: 1,
    });
    const [row] = await t.database.db.select().from(clientServices).where(eq(clientServices.id, cs.serviceRequestId));
    expect(row).toMatchObject({ negativeUnitsAllowed: true, isAuthorized: true, startDate: '2024-07-01' });

    const read = await api('GET', `/serviceRequestById?request_id=${cs.serviceRequestId}`, admin);
    expect(read.body.data).toEqual(cs);
    const rows = await auditFor(t.database.db, 'client_service', cs.serviceRequestId);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['client_service.create', adminId],
      ['client_service.read', adminId],
    ]);
  });
});

describe('editing an authorization', () => {
  it('keeps its own copy of the catalogue entry (later catalogue edits do not change it)', async () => {
    const client = await createClientRow(t.database.db);
    const service = await createService(t.database.db, { name: 'IHCS 2', code: 'W7060', unitRate: 8.25 });
    const created = await api(
      'POST',
      '/client_service',
      admin,
      buildAuthorizationPayload(client.id, {
        serviceId: service.id,
        serviceName: service.name,
        serviceCode: service.code,
        serviceUnitRate: service.unitRate,
        serviceUnitsAuthorized: 100,
      }),
    );
    expect(created.body.data).toMatchObject({ serviceId: service.id, serviceUnitRate: 8.25, totalWorth: 825 });

    const edit = await api('PUT', '/service', admin, {
      ...buildServicePayload({ name: 'IHCS Level 2', code: 'W7060', unitRate: 9.99 }),
      serviceId: service.id,
    });
    expect(edit.status).toBe(200);
    const read = await api('GET', `/serviceRequestById?request_id=${created.body.data.serviceRequestId}`, admin);
    expect(read.body.data).toMatchObject({ serviceName: 'IHCS 2', serviceUnitRate: 8.25, totalWorth: 825 });

    const unknown = await api(
      'POST',
      '/client_service',
      admin,
      buildAuthorizationPayload(client.id, { serviceId: 999999 }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'serviceId', message: ClientServiceMsg.serviceNotFound });
    const none = await api('POST', '/client_service', admin, buildAuthorizationPayload(client.id, { serviceId: 0 }));
    expect(none.body.data.serviceId).toBeNull();
    expect(await ofClient(client.id)).toHaveLength(2);
  });

  it('updates with versions and refuses stale, unknown and cross-client edits', async () => {
    const client = await createClientRow(t.database.db);
    const other = await createClientRow(t.database.db);
    const cs = (await api('POST', '/client_service', admin, buildAuthorizationPayload(client.id))).body.data;
    const body = { ...buildAuthorizationPayload(client.id), serviceRequestId: cs.serviceRequestId };

    const updated = await api('PUT', '/client_service', admin, { ...body, serviceUnitsAuthorized: 500, version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ serviceUnitsAuthorized: 500, totalWorth: 2560, unitsRemaining: 500 });
    expect(updated.body.data.version).toBe(2);

    const stale = await api('PUT', '/client_service', admin, { ...body, serviceUnitsAuthorized: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(Msg.staleRecord);
    const noVersion = await api('PUT', '/client_service', admin, { ...body, serviceEndDate: '2025-03-31' });
    expect(noVersion.body.data).toMatchObject({
      serviceEndDate: '2025-03-31',
      serviceUnitsAuthorized: 480,
      version: 3,
    });

    const moved = await api('PUT', '/client_service', admin, { ...body, clientId: other.id });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ field: 'clientId', message: ClientServiceMsg.otherClient });
    expect((await api('PUT', '/client_service', admin, { ...body, clientId: 999999 })).status).toBe(404);
    expect((await api('PUT', '/client_service', admin, { ...body, serviceRequestId: 999999 })).status).toBe(404);
    expect((await api('GET', '/serviceRequestById?request_id=999999', admin)).status).toBe(404);
    expect(await ofClient(other.id)).toEqual([]);

    const rows = await auditFor(t.database.db, 'client_service', cs.serviceRequestId);
    expect(rows.map((r) => r.action)).toEqual([
      'client_service.create',
      'client_service.update',
      'client_service.update',
    ]);
    expect(rows[1]!.details).toMatchObject({ changed: ['unitsAuthorized'] });
    expect(rows[2]!.details).toMatchObject({ changed: ['endDate', 'unitsAuthorized'] });
  });
});

describe('refusing an authorization', () => {
  it('refuses an unknown client with 404', async () => {
    const res = await api('POST', '/client_service', admin, buildAuthorizationPayload(999999));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ClientServiceMsg.clientNotFound);
    expect((await api('GET', '/serviceRequestByClientId?client_id=999999', admin)).status).toBe(404);
  });

  it('validates with the spec messages and changes nothing', async () => {
    const client = await createClientRow(t.database.db);
    const existing = (await api('POST', '/client_service', admin, buildAuthorizationPayload(client.id))).body.data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ serviceName: '' }, 'serviceName', 'Service Name is required'],
      [{ serviceCode: ' ' }, 'serviceCode', 'Service Code is required'],
      // A claim file's delimiters can never reach the 837P's SV1 through an authorization.
      [{ serviceCode: 'W1726*~X:Y' }, 'serviceCode', FormatMsg.procedureCode],
      [{ serviceStartDate: '' }, 'serviceStartDate', 'Service Start Date is required'],
      [{ serviceEndDate: undefined }, 'serviceEndDate', 'Service End Date is required'],
      [{ serviceUnitRate: '' }, 'serviceUnitRate', 'Service Unit Rate is required'],
      [{ serviceUnitRate: null }, 'serviceUnitRate', 'Service Unit Rate is required'],
      [{ serviceUnitRate: -0.01 }, 'serviceUnitRate', 'The values can not be negative.'],
      [{ serviceUnitsAuthorized: '' }, 'serviceUnitsAuthorized', 'Service Units Authorized is required'],
      [{ serviceUnitsAuthorized: -5 }, 'serviceUnitsAuthorized', 'The values can not be negative.'],
      [{ serviceUnitLength: '' }, 'serviceUnitLength', 'Service Units Length is required.'],
      [{ serviceUnitLength: 0 }, 'serviceUnitLength', 'The value should be greater than zero.'],
      [{ serviceStartDate: '2024-02-30' }, 'serviceStartDate', 'Invalid date'],
      [
        { serviceStartDate: '2025-01-02 00:00:00.000', serviceEndDate: '2025-01-01 23:59:59.000' },
        'serviceEndDate',
        Msg.endBeforeStart,
      ],
    ];
    for (const [patch, field, message] of cases) {
      const created = await api('POST', '/client_service', admin, buildAuthorizationPayload(client.id, patch));
      expect(created.status, JSON.stringify(patch)).toBe(400);
      expect(created.body).toMatchObject({ field, message });
      const updated = await api('PUT', '/client_service', admin, {
        ...buildAuthorizationPayload(client.id, patch),
        serviceRequestId: existing.serviceRequestId,
      });
      expect(updated.body).toMatchObject({ code: 400, field, message });
    }
    expect(await ofClient(client.id)).toEqual([existing]);
    // One day is enough: start and end on the same date is accepted.
    const oneDay = await api(
      'POST',
      '/client_service',
      admin,
      buildAuthorizationPayload(client.id, { serviceStartDate: '2025-01-02', serviceEndDate: '2025-01-02' }),
    );
    expect(oneDay.status).toBe(200);
  });
});

describe('authorization lists and files', () => {
  it("lists a client's authorizations by start date descending, and all of them for pickers", async () => {
    const client = await createClientRow(t.database.db, { firstName: 'Beatrice', lastName: 'Zimmer' });
    for (const start of ['2023-07-01', '2025-07-01', '2024-07-01']) {
      const end = `${Number(start.slice(0, 4)) + 1}-06-30`;
      await createAuthorization(t.database.db, { clientId: client.id, values: { startDate: start, endDate: end } });
    }
    const list = await ofClient(client.id);
    expect(list.map((c) => c.serviceStartDate)).toEqual(['2025-07-01', '2024-07-01', '2023-07-01']);
    expect(list.map((c) => (c as unknown as { totalWorth: number }).totalWorth)).toEqual([2457.6, 2457.6, 2457.6]);

    const options = await api('GET', '/serviceRequestList', admin);
    expect(options.status).toBe(200);
    const mine = options.body.data.filter((o: { clientId: number }) => o.clientId === client.id);
    expect(mine).toEqual(
      list.map((c) => ({
        serviceRequestId: c.serviceRequestId,
        serviceName: 'Companion',
        serviceCode: 'W1726',
        clientId: client.id,
        clientName: 'Beatrice Zimmer',
      })),
    );
    const audit = await auditFor(t.database.db, 'client', client.id);
    expect(audit.map((r) => r.action)).toEqual(['client_service.list']);
  });

  it('attaches uploaded files and detaches them on update', async () => {
    const client = await createClientRow(t.database.db);
    const file = await insertFile(t.database.db, {
      key: `service/${client.id}-authorization.pdf`,
      name: 'authorization.pdf',
      fileType: 'pdf',
      contentType: 'application/pdf',
      size: 1234,
      category: 'service',
      uploadedById: adminId,
    });
    const ref = { name: file.name, documentKey: file.key, fileType: 'pdf', url: file.key };
    const created = await api('POST', '/client_service', admin, buildAuthorizationPayload(client.id, { files: [ref] }));
    expect(created.body.data.files).toMatchObject([{ name: 'authorization.pdf', documentKey: file.key }]);
    const updated = await api('PUT', '/client_service', admin, {
      ...buildAuthorizationPayload(client.id, { files: [] }),
      serviceRequestId: created.body.data.serviceRequestId,
    });
    expect(updated.body.data.files).toEqual([]);
  });
});

describe('files of several authorizations, and access', () => {
  it('lists several authorizations each with its own live files, in upload order', async () => {
    const client = await createClientRow(t.database.db);
    const ids: number[] = [];
    for (const start of ['2023-07-01', '2024-07-01', '2025-07-01']) {
      const end = `${Number(start.slice(0, 4)) + 1}-06-30`;
      const row = await createAuthorization(t.database.db, {
        clientId: client.id,
        values: { startDate: start, endDate: end },
      });
      ids.push(row.id);
    }
    const attach = (recordId: number, name: string, deletedAt: Date | null = null) =>
      insertFile(t.database.db, {
        key: `service/${recordId}-${name}`,
        name,
        fileType: 'pdf',
        contentType: 'application/pdf',
        size: 100,
        category: 'service',
        uploadedById: adminId,
        recordType: 'client_service',
        recordId,
        deletedAt,
        ...(deletedAt ? { deletedById: adminId } : {}),
      });
    await attach(ids[0]!, 'first-a.pdf');
    await attach(ids[2]!, 'third-a.pdf');
    await attach(ids[0]!, 'first-b.pdf');
    await attach(ids[2]!, 'third-removed.pdf', new Date());
    // ids[1] has no files; a file of the same id on another kind of record is not its own.
    await insertFile(t.database.db, {
      key: `staff/${ids[1]}-cv.pdf`,
      name: 'cv.pdf',
      fileType: 'pdf',
      contentType: 'application/pdf',
      size: 100,
      category: 'staff',
      uploadedById: adminId,
      recordType: 'staff',
      recordId: ids[1]!,
    });

    const list = (await ofClient(client.id)) as unknown as { serviceRequestId: number; files: { name: string }[] }[];
    const filesById = new Map(list.map((c) => [c.serviceRequestId, c.files.map((f) => f.name)]));
    expect(filesById.get(ids[0]!)).toEqual(['first-a.pdf', 'first-b.pdf']);
    expect(filesById.get(ids[1]!)).toEqual([]);
    expect(filesById.get(ids[2]!)).toEqual(['third-a.pdf']);
  });

  it('answers 403 to staff on admin calls and to other user types on reads', async () => {
    const client = await createClientRow(t.database.db);
    const cs = await createAuthorization(t.database.db, { clientId: client.id });
    const body = buildAuthorizationPayload(client.id);
    expect((await api('POST', '/client_service', staff, body)).status).toBe(403);
    expect((await api('PUT', '/client_service', staff, { ...body, serviceRequestId: cs.id })).status).toBe(403);
    expect((await api('GET', '/serviceRequestList', staff)).status).toBe(403);
    const allocation = { clientId: client.id, serviceRequestId: cs.id, staff: [] };
    expect((await api('POST', '/client_service/staff_allocation', staff, allocation)).status).toBe(403);
    expect((await api('GET', `/serviceRequestByClientId?client_id=${client.id}`, specialist)).status).toBe(403);
    expect((await api('GET', `/serviceRequestById?request_id=${cs.id}`, specialist)).status).toBe(403);
    expect(await ofClient(client.id)).toHaveLength(1);
  });
});
