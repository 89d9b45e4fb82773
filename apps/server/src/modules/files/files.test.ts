import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_URL_TTL_SECONDS, FileMsg, todayIso, UserType } from '@hearth/shared';
import { files } from '../../db/schema/index.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { syncRecordFiles, type FileRecordType } from './files.repo.js';
import * as make from '../../test/test-files.js';

let t: TestApp;
let admin: { id: number; token: string };
let staff: { id: number; token: string };
let otherStaff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { userType: UserType.Admin });
  staff = await signedInUser(t, { userType: UserType.Staff });
  otherStaff = await signedInUser(t, { userType: UserType.Staff });
});
afterAll(() => t.close());

async function upload(app: TestApp, token: string, file: { name: string; data: Buffer }, category?: string) {
  const body = make.multipart({ file, ...(category !== undefined ? { category } : {}) });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every stored object under DATA_DIR/files. */
function storedFiles(app: TestApp): string[] {
  const root = path.join(app.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  } catch {
    return [];
  }
}

const rowOf = async (key: string) => (await t.database.db.select().from(files).where(eq(files.key, key)))[0];
const fileCount = async (app: TestApp) => (await app.database.db.select({ id: files.id }).from(files)).length;
const presign = (token: string, key: string) => call(t.app, 'GET', `/api/v1/file/presigned_url?key=${key}`, { token });
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });
const shiftDay = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('file upload', () => {
  it('stores each allowed type under a random key, checked by content', async () => {
    const samples: [string, Buffer, string, string][] = [
      ['Care plan.pdf', make.pdf(), 'pdf', 'application/pdf'],
      ['Photo.PNG', make.png(), 'png', 'image/png'],
      ['id card.jpg', make.jpeg(), 'jpg', 'image/jpeg'],
      ['scan.jpeg', make.jpeg(), 'jpeg', 'image/jpeg'],
      ['letter.docx', make.docx(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['deck.pptx', make.pptx(), 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['units.xlsx', await make.xlsx(), 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['old letter.doc', make.ole('WordDocument'), 'doc', 'application/msword'],
      ['old units.xls', make.ole('Workbook'), 'xls', 'application/vnd.ms-excel'],
      ['old deck.ppt', make.ole('PowerPoint Document'), 'ppt', 'application/vnd.ms-powerpoint'],
      ['clients.csv', make.csv(), 'csv', 'text/csv; charset=utf-8'],
      ['notes.txt', make.txt(), 'txt', 'text/plain; charset=utf-8'],
    ];
    for (const [name, data, fileType, contentType] of samples) {
      const res = await upload(t, admin.token, { name, data }, 'client');
      expect(res.status, name).toBe(200);
      expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const row = await rowOf(res.body.key);
      expect(row).toMatchObject({ name, fileType, contentType, size: data.length, category: 'client' });
      expect(row?.uploadedById).toBe(admin.id);
      const onDisk = path.join(t.dataDir, 'files', res.body.key.slice(0, 2), res.body.key);
      expect(readFileSync(onDisk).equals(data)).toBe(true);
      const audits = await auditFor(t.database.db, 'file', row!.id);
      expect(audits.map((a) => [a.action, a.actorUserId])).toEqual([['file.upload', admin.id]]);
      expect(audits[0]?.details).toEqual({ category: 'client', fileType, size: data.length });
    }
    expect(storedFiles(t).some((f) => f.includes('Care plan'))).toBe(false);
  });

  it('defaults the category to general and keeps only the base name', async () => {
    const res = await upload(t, admin.token, { name: 'C:\\Users\\me\\report.pdf', data: make.pdf() });
    expect(res.status).toBe(200);
    expect(await rowOf(res.body.key)).toMatchObject({ name: 'report.pdf', category: 'general' });
  });

  it('refuses content that does not match the extension with 415 and stores nothing', async () => {
    const before = { rows: await fileCount(t), stored: storedFiles(t).length };
    const docm = make.zip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'macros',
    });
    const cases: [string, Buffer][] = [
      ['invoice.pdf', make.exe()],
      ['notes.txt', make.exe()],
      ['page.pdf', make.html()],
      ['notes.txt', make.html()],
      ['clients.csv', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a])],
      ['letter.docx', await make.xlsx()],
      ['letter.docx', make.zip({ 'word/document.xml': '<w:document/>' })],
      ['letter.docx', docm],
      ['deck.pptx', make.docx()],
      ['units.xls', make.ole('WordDocument')],
      ['letter.doc', make.pdf()],
      ['photo.jpg', make.png()],
      ['photo.png', make.jpeg()],
      ['setup.exe', make.pdf()],
      ['page.html', make.html()],
      ['README', make.txt()],
    ];
    for (const [name, data] of cases) {
      const res = await upload(t, admin.token, { name, data });
      expect(res.status, name).toBe(415);
      expect(res.body).toMatchObject({ code: 415, error: 'UNSUPPORTED_FILE_TYPE', message: FileMsg.unsupportedType });
    }
    expect(await fileCount(t)).toBe(before.rows);
    expect(storedFiles(t).length).toBe(before.stored);
  });
});

describe('file upload: validation and size limit', () => {
  it('validates the form', async () => {
    const wrongCategory = await upload(t, admin.token, { name: 'a.txt', data: make.txt() }, 'secret');
    expect(wrongCategory).toMatchObject({ status: 400, body: { field: 'category' } });
    const empty = await upload(t, admin.token, { name: 'a.txt', data: Buffer.alloc(0) });
    expect(empty).toMatchObject({ status: 400, body: { message: FileMsg.emptyFile } });
    const body = make.multipart({ category: 'general' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
    });
    expect(noFile.json()).toMatchObject({ code: 400, message: FileMsg.fileRequired });
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      payload: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello',
      headers: { 'content-type': 'multipart/form-data; boundary=xx', authorization: `Bearer ${admin.token}` },
    });
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${admin.token}` },
    });
    expect(noBoundary.statusCode).toBe(400);
    const json = await call(t.app, 'POST', '/api/v1/file/upload', { token: admin.token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    const anonymous = await upload(t, 'not-a-token', { name: 'a.txt', data: make.txt() });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const small = await createTestApp({ fileMaxBytes: 1024 });
    try {
      const user = await signedInUser(small, { userType: UserType.Admin });
      const tooBig = await upload(small, user.token, { name: 'big.txt', data: Buffer.alloc(1025, 'a') });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: FileMsg.tooLarge(1024) });
      expect(await fileCount(small)).toBe(0);
      expect(storedFiles(small)).toEqual([]);
      const atLimit = await upload(small, user.token, { name: 'fits.txt', data: Buffer.alloc(1024, 'a') });
      expect(atLimit.status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('signed download URLs', () => {
  it('downloads the same bytes as an attachment under the original name', async () => {
    const data = make.pdf();
    const { body } = await upload(t, admin.token, { name: 'Évaluation 2024.pdf', data }, 'staff');
    const issued = await presign(admin.token, body.key);
    expect(issued.status).toBe(200);
    expect(issued.body.url).toMatch(/^\/api\/v1\/file\/download\?key=.+&expires=\d+&sig=[0-9a-f]{64}$/);
    const res = await fetchUrl(issued.body.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_valuation 2024.pdf"; filename*=UTF-8''%C3%89valuation%202024.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const id = (await rowOf(body.key))!.id;
    expect((await auditFor(t.database.db, 'file', id)).map((a) => a.action)).toEqual([
      'file.upload',
      'file.url_issued',
    ]);
  });

  it('refuses a tampered or expired link with 403', async () => {
    const first = await upload(t, admin.token, { name: 'a.txt', data: make.txt() });
    const second = await upload(t, admin.token, { name: 'b.txt', data: make.txt() });
    const url = new URL((await presign(admin.token, first.body.key)).body.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const variants = [
      { sig: `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}` },
      { key: second.body.key },
      { expires: String(Number(url.searchParams.get('expires')) + 3600) },
      { sig: 'zz' },
    ];
    for (const change of variants) {
      const bad = new URL(url);
      for (const [k, v] of Object.entries(change)) bad.searchParams.set(k, v);
      const res = await fetchUrl(`${bad.pathname}${bad.search}`);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, message: FileMsg.linkInvalid });
    }
    expect((await fetchUrl(`${url.pathname}${url.search}`)).statusCode).toBe(200);
    t.clock.advance((FILE_URL_TTL_SECONDS + 1) * 1000);
    expect((await fetchUrl(`${url.pathname}${url.search}`)).statusCode).toBe(403);
  });
});

describe('who may upload', () => {
  it('lets only admins upload (they attach files); every other user type gets 403 and nothing is stored', async () => {
    const before = { rows: await fileCount(t), stored: storedFiles(t).length };
    const others = [
      UserType.Staff,
      UserType.BehavioralSpecialist,
      UserType.SupportCoordinator,
      UserType.Customer,
      UserType.FamilyContact,
      UserType.Other,
    ];
    for (const userType of others) {
      const user = await signedInUser(t, { userType });
      const res = await upload(t, user.token, { name: 'a.pdf', data: make.pdf() });
      expect(res.status, `type ${userType}`).toBe(403);
      expect(res.body).toMatchObject({ code: 403, error: 'FORBIDDEN' });
    }
    expect(await fileCount(t)).toBe(before.rows);
    expect(storedFiles(t).length).toBe(before.stored);
    const superAdmin = await signedInUser(t, { userType: UserType.SuperAdmin });
    expect((await upload(t, superAdmin.token, { name: 'a.pdf', data: make.pdf() })).status).toBe(200);
  });
});

describe('who may read a file', () => {
  const attach = async (recordType: FileRecordType, recordId: number) => {
    const { body } = await upload(t, admin.token, { name: 'plan.pdf', data: make.pdf() }, 'client');
    const refs = [{ name: 'plan.pdf', documentKey: body.key as string }];
    await syncRecordFiles(t.database.db, { recordType, recordId, refs, actorId: admin.id, now: new Date() });
    return body.key as string;
  };

  it('lets admins read any file, and others their own user record’s files only; anything else is 404', async () => {
    const loose = (await upload(t, admin.token, { name: 'loose.txt', data: make.txt() })).body.key as string;
    const staffFile = await attach('staff', staff.id);
    for (const key of [loose, staffFile]) expect((await presign(admin.token, key)).status).toBe(200);
    expect((await presign(staff.token, staffFile)).status).toBe(200);
    const other = await presign(otherStaff.token, staffFile);
    expect(other).toMatchObject({ status: 404, body: { message: FileMsg.notFound } });
    // The same answer as for a file that is not theirs (the status and body; headers carry the time).
    const unattached = await presign(staff.token, loose);
    expect({ status: unattached.status, body: unattached.body }).toEqual({ status: other.status, body: other.body });
    expect((await presign(admin.token, 'NoSuchKeyNoSuchKeyNoSuchKey12345')).status).toBe(404);
    expect((await presign(admin.token, '../../etc/passwd')).status).toBe(404);
  });

  it('lets staff read the files of a client they reach, and of the authorizations they reach', async () => {
    const db = t.database.db;
    const client = await createClientRow(db);
    const otherClient = await createClientRow(db);
    const window = { startDate: shiftDay(todayIso(), -30), endDate: shiftDay(todayIso(), 30) };
    const allocated = await createAuthorization(db, { clientId: client.id, staffIds: [otherStaff.id], values: window });
    const notAllocated = await createAuthorization(db, { clientId: client.id, staffIds: [], values: window });

    const clientKey = await attach('client', client.id);
    const serviceKey = await attach('client_service', allocated.id);
    const siblingKey = await attach('client_service', notAllocated.id);
    const otherKey = await attach('client', otherClient.id);

    expect((await presign(otherStaff.token, clientKey)).status).toBe(200);
    expect((await presign(otherStaff.token, serviceKey)).status).toBe(200);
    expect((await presign(otherStaff.token, siblingKey)).status).toBe(404);
    expect((await presign(otherStaff.token, otherKey)).status).toBe(404);
    expect((await presign(staff.token, clientKey)).status).toBe(404);
  });
});

describe('file delete', () => {
  it('lets admins soft-delete a file, after which it cannot be fetched', async () => {
    const { body } = await upload(t, admin.token, { name: 'old.txt', data: make.txt() });
    await syncRecordFiles(t.database.db, {
      recordType: 'staff',
      recordId: staff.id,
      refs: [{ name: 'old.txt', documentKey: body.key }],
      actorId: admin.id,
      now: new Date(),
    });
    const url = (await presign(staff.token, body.key)).body.url as string;
    const del = (token: string) => call(t.app, 'DELETE', `/api/v1/file?key=${body.key}`, { token });

    expect((await del(staff.token)).status).toBe(403);
    const deleted = await del(admin.token);
    expect(deleted).toMatchObject({ status: 200, body: { key: body.key } });
    expect((await del(admin.token)).status).toBe(404);

    expect((await presign(admin.token, body.key)).status).toBe(404);
    expect((await presign(staff.token, body.key)).status).toBe(404);
    expect((await fetchUrl(url)).statusCode).toBe(404);

    const row = await rowOf(body.key);
    expect(row?.deletedById).toBe(admin.id);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const actions = (await auditFor(t.database.db, 'file', row!.id)).map((a) => [a.action, a.actorUserId]);
    expect(actions).toEqual([
      ['file.upload', admin.id],
      ['file.url_issued', staff.id],
      ['file.delete', admin.id],
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the file and geocoding routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of ['/api/v1/file/upload', '/api/v1/file/presigned_url', '/api/v1/file', '/api/v1/geocode'])
      expect(doc.paths[p], p).toBeDefined();
    expect(doc.paths['/api/v1/file'].delete.description).toMatch(/soft delete/);
  });
});
