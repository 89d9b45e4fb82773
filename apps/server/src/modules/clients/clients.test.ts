import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMsg, FormatMsg, Msg, UserType } from '@hearth/shared';
import { clients, files } from '../../db/schema/index.js';
import { buildClientPayload, insertClientsBulk } from '../../seed/client-factory.js';
import { createUser } from '../../seed/factories.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { insertFile } from '../files/index.js';

let t: TestApp;
let admin: string;
let adminId: number;
let staff: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t, { userType: UserType.Admin });
  admin = a.token;
  adminId = a.id;
  staff = (await signedInUser(t, { userType: UserType.Staff })).token;
  customer = (await signedInUser(t, { userType: UserType.Customer })).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

const valid = {
  firstName: 'Ada',
  middleName: 'Marie',
  lastName: 'Lovelace',
  dob: '1961-12-10',
  mci: '123456789',
  mpi: '',
  diagnosticCode: 'F84.0',
  country: 'Chester',
  goalsOutcomes: 'Cook one meal a week with prompts only.',
  memo: 'Prefers morning visits.',
  phone: '(610) 555-0123',
  familyContactEmail: 'Family@Example.org',
  waiwer: 'Consolidated',
  fundingSource: 'ODP',
  isAuthorized: true,
  billingStreet: '12 Gay St',
  billingCity: 'West Chester',
  billingState: 'PA',
  billingZIP: '19380',
  billingCountry: 'USA',
  latitude: 39.9607,
  longitude: -75.6055,
};

async function uploadedFile(name: string) {
  const key = `client/${Math.random().toString(36).slice(2)}.pdf`;
  await insertFile(t.database.db, {
    key,
    name,
    fileType: 'pdf',
    contentType: 'application/pdf',
    size: 1234,
    category: 'client',
    uploadedById: adminId,
  });
  return { name, documentKey: key, fileType: 'pdf', url: key };
}

/** A supports coordinator, a behavioral specialist and two uploaded files for a new client to link. */
async function linksAndFiles() {
  const sc = (await api('POST', '/sc', admin, { firstName: 'Rosa', lastName: 'Delgado' })).body.data;
  const bs = await createUser(t.database.db, {
    userType: UserType.BehavioralSpecialist,
    firstName: 'Ellen',
    lastName: 'Brandt',
  });
  const plan = await uploadedFile('plan.pdf');
  const isp = await uploadedFile('isp.pdf');
  return { sc, bs, plan, isp };
}

describe('clients', () => {
  it('creates, reads, updates and deactivates with links, files, versions and audit rows', async () => {
    const { sc, bs, plan, isp } = await linksAndFiles();

    const created = await api('POST', '/client', admin, {
      ...valid,
      supportCoordinatorId: sc.scId,
      behavioralSpecialistId: bs.id,
      files: [plan, isp],
    });
    expect(created.status).toBe(200);
    const c = created.body.data;
    expect(c).toMatchObject({
      name: 'Lovelace, Ada Marie',
      mpi: null,
      phone: '6105550123',
      country: 'Chester',
      familyContactEmail: 'family@example.org',
      waiwer: 'Consolidated',
      supportCoordinator: { id: sc.scId, name: 'Rosa Delgado' },
      behavioralSpecialist: { id: bs.id, name: 'Ellen Brandt' },
      latitude: 39.9607,
      status: 4,
      version: 1,
    });
    expect(c.files.map((f: { documentKey: string }) => f.documentKey)).toEqual([plan.documentKey, isp.documentKey]);
    expect(c.files[0]).toMatchObject({ name: 'plan.pdf', fileType: 'pdf', url: plan.documentKey });

    const read = await api('GET', `/clientbyId?client_id=${c.clientId}`, admin);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(c);

    // Remove a file, switch to an "Other" waiver text; the map position is kept when not sent.
    const { latitude: _lat, longitude: _lng, ...withoutPosition } = valid;
    const updated = await api('PUT', '/client', admin, {
      ...withoutPosition,
      clientId: c.clientId,
      version: 1,
      waiwer: 'County Respite Grant',
      supportCoordinatorId: 0,
      behavioralSpecialistId: bs.id,
      files: [isp],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      waiwer: 'County Respite Grant',
      supportCoordinatorId: null,
      supportCoordinator: null,
      latitude: 39.9607,
      longitude: -75.6055,
      version: 2,
    });
    expect(updated.body.data.files.map((f: { name: string }) => f.name)).toEqual(['isp.pdf']);
    const [detached] = await t.database.db.select().from(files).where(eq(files.key, plan.documentKey));
    expect(detached?.deletedAt).not.toBeNull();

    const stale = await api('PUT', '/client', admin, { ...valid, clientId: c.clientId, version: 1, memo: 'late' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: Msg.staleRecord, field: 'version' });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, c.clientId));
    expect(row?.memo).toBe(valid.memo);

    // No version sent: the spec's payloads omit it, so the save goes through. Status 5 deactivates.
    const deactivated = await api('PUT', '/client', admin, { ...valid, clientId: c.clientId, status: 5 });
    expect(deactivated.body.data).toMatchObject({ status: 5, version: 3, files: [] });

    const actions = (await auditFor(t.database.db, 'client', c.clientId)).map((r) => [r.action, r.actorUserId]);
    expect(actions).toEqual([
      ['client.create', adminId],
      ['client.read', adminId],
      ['client.update', adminId],
      ['client.update', adminId],
    ]);
  });
});

describe('clients: defaults and stored forms', () => {
  it('applies the defaults: state PA, country USA, the default map centre, status active', async () => {
    const { billingState: _s, billingCountry: _c, latitude: _lat, longitude: _lng, ...rest } = valid;
    const res = await api('POST', '/client', admin, { ...rest, billingState: '', isAuthorized: 'false' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      billingState: 'PA',
      billingCountry: 'USA',
      latitude: 43,
      longitude: -89.5,
      status: 4,
      isAuthorized: false,
      files: [],
    });
  });

  it('saves a state and diagnosis codes as a claim file carries them: upper case, codes separated by commas', async () => {
    const res = await api('POST', '/client', admin, {
      ...valid,
      billingState: 'nj',
      diagnosticCode: 'f84.0 F70;g80.9',
      mci: '0123456789',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ billingState: 'NJ', diagnosticCode: 'F84.0, F70, G80.9', mci: '0123456789' });
  });
});

describe('clients: validation', () => {
  it('validates with the spec messages and changes nothing', async () => {
    const existing = (await api('POST', '/client', admin, buildClientPayload({ lastName: 'Unchanged' }))).body.data;
    const specials = '!@#$%^&*()_+|~=`{}[]:";\'<>?,./'.split('');
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bs = await createUser(t.database.db, { userType: UserType.Staff });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', ClientMsg.firstNameRequired],
      [{ firstName: undefined }, 'firstName', 'Client First name is required'],
      [{ lastName: '  ' }, 'lastName', 'Client Last name is required'],
      ...specials.map((ch): [Record<string, unknown>, string, string] => [
        { firstName: `Ad${ch}a` },
        'firstName',
        'Can not contain special characters',
      ]),
      [{ middleName: 'M.' }, 'middleName', Msg.noSpecialCharacters],
      [{ lastName: "O'Neill" }, 'lastName', Msg.noSpecialCharacters],
      [{ familyContactEmail: 'not-mail' }, 'familyContactEmail', 'Email is invalid'],
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ phone: undefined }, 'phone', 'Phone number is required'],
      [{ phone: '555-0100' }, 'phone', Msg.phoneInvalid],
      [{ mci: '' }, 'mci', 'Field cannot be empty'],
      [{ mci: undefined }, 'mci', 'Field cannot be empty'],
      [{ mci: '12345678901' }, 'mci', 'MCI should be 10 or less characters long'],
      // What reaches a claim file has a known format: delimiters cannot ride in on it (issue 24).
      [{ mci: '31000*0001' }, 'mci', FormatMsg.mciDigits],
      [{ mci: '3100 0001' }, 'mci', FormatMsg.mciDigits],
      [{ billingState: 'PA~ISA*00*HACK' }, 'billingState', FormatMsg.stateInvalid],
      [{ billingState: 'ZZ' }, 'billingState', FormatMsg.stateInvalid],
      [{ billingState: 'Pennsylvania' }, 'billingState', FormatMsg.stateInvalid],
      [{ billingZIP: '19380~' }, 'billingZIP', 'Invalid ZIP Code'],
      [{ diagnosticCode: 'F84.0*~' }, 'diagnosticCode', FormatMsg.diagnosisInvalid],
      [{ diagnosticCode: 'F84.0, autism' }, 'diagnosticCode', FormatMsg.diagnosisInvalid],
      [{ diagnosticCode: 'F84.0\nISA' }, 'diagnosticCode', FormatMsg.diagnosisInvalid],
      [{ billingStreet: '' }, 'billingStreet', 'Field cannot be empty'],
      [{ billingCity: ' ' }, 'billingCity', 'Field cannot be empty'],
      [{ billingCountry: '' }, 'billingCountry', 'Field cannot be empty'],
      [{ billingZIP: '' }, 'billingZIP', 'Invalid ZIP Code'],
      [{ billingZIP: '1938' }, 'billingZIP', 'Invalid ZIP Code'],
      [{ billingZIP: '19380-12' }, 'billingZIP', 'Invalid ZIP Code'],
      [{ dob: tomorrow }, 'dob', Msg.dateInFuture],
      [{ country: '' }, 'country', ClientMsg.countyRequired],
      [{ country: undefined }, 'country', ClientMsg.countyRequired],
      [{ country: 'Allegheny' }, 'country', ClientMsg.countyUnknown],
      [{ supportCoordinatorId: 999999 }, 'supportCoordinatorId', ClientMsg.supportCoordinatorUnknown],
      [{ behavioralSpecialistId: bs.id }, 'behavioralSpecialistId', ClientMsg.behavioralSpecialistUnknown],
      [
        { files: [{ name: 'x.pdf', documentKey: 'client/none.pdf' }] },
        'files',
        'A listed file does not exist or is attached elsewhere',
      ],
    ];
    const before = (await api('GET', '/client?limit=200', admin)).body.recordCount;
    for (const [patch, field, message] of cases) {
      const created = await api('POST', '/client', admin, { ...valid, ...patch });
      expect([created.status, created.body.field, created.body.message]).toEqual([400, field, message]);
      const updated = await api('PUT', '/client', admin, { ...valid, ...patch, clientId: existing.clientId });
      expect([updated.status, updated.body.field, updated.body.message]).toEqual([400, field, message]);
    }
    expect((await api('GET', '/client?limit=200', admin)).body.recordCount).toBe(before);
    const after = (await api('GET', `/clientbyId?client_id=${existing.clientId}`, admin)).body.data;
    expect(after).toMatchObject({ lastName: 'Unchanged', version: 1 });
  });
});

describe('clients: access and bulk-inserted clients', () => {
  it('answers 404 for unknown ids, 403 for staff and other user types, 401 without a session', async () => {
    const unknown = await api('GET', '/clientbyId?client_id=999999', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ClientMsg.notFound);
    expect((await api('PUT', '/client', admin, { ...valid, clientId: 999999 })).status).toBe(404);
    expect((await api('GET', '/clientbyId?client_id=abc', admin)).status).toBe(400);

    const before = (await api('GET', '/client', admin)).body.recordCount;
    expect((await api('POST', '/client', staff, valid)).status).toBe(403);
    expect((await api('PUT', '/client', staff, { ...valid, clientId: 1 })).status).toBe(403);
    expect((await api('GET', '/client', staff)).status).toBe(403);
    expect((await api('GET', '/client/client_list', staff)).status).toBe(403);
    for (const url of ['/client', '/clientbyId?client_id=1', '/client/client_list', '/client/client_list/assigned']) {
      expect((await api('GET', url, customer)).status).toBe(403);
      expect((await api('GET', url)).status).toBe(401);
    }
    expect((await api('GET', '/client', admin)).body.recordCount).toBe(before);
  });

  it('reads bulk-inserted benchmark clients through the API', async () => {
    const before = (await api('GET', '/client', admin)).body.recordCount;
    expect(await insertClientsBulk(t.database.db, 25, { seed: 7, now: new Date(Date.now() + 3_600_000) })).toBe(25);
    const page = await api('GET', '/client?filter=recent&limit=25', admin);
    expect(page.body.recordCount).toBe(before + 25);
    const newest = page.body.data[0];
    expect(newest.clientId).toBeGreaterThan(before);
    expect(newest.phone).toMatch(/^\d{10}$/);
    const read = await api('GET', `/clientbyId?client_id=${newest.clientId}`, admin);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ billingState: 'PA', billingCountry: 'USA', files: [] });
    expect(['Philadelphia', 'Chester', 'Delaware', 'Lancaster', 'Montgomery', 'Berks', 'Bucks']).toContain(
      read.body.data.country,
    );
  });
});
