import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import * as make from '../../test/test-files.js';
import { prepareUploadDir } from './upload-receiver.js';

const uploadsIn = (dir: string) => readdirSync(path.join(dir, 'uploads'));
const systemTempUploads = () => readdirSync(tmpdir()).filter((n) => n.startsWith('hearth-upload-'));

describe('where uploads are received', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, { userType: UserType.Admin });
  });
  afterAll(() => t.close());

  it('receives in DATA_DIR/uploads (owner only), never the system temp folder, and leaves nothing behind', async () => {
    expect(statSync(path.join(t.dataDir, 'uploads')).mode & 0o777).toBe(0o700);
    const before = systemTempUploads();
    const body = make.multipart({ file: { name: 'notes.txt', data: make.txt() } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(uploadsIn(t.dataDir)).toEqual([]);
    expect(systemTempUploads()).toEqual(before);
  });
});

describe('prepareUploadDir', () => {
  it("removes a crash's leftovers (older than an hour) at start and spares uploads in flight", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-upload-dir-'));
    try {
      const uploads = path.join(dataDir, 'uploads');
      for (const name of ['hearth-upload-old', 'hearth-upload-new']) {
        mkdirSync(path.join(uploads, name), { recursive: true });
        writeFileSync(path.join(uploads, name, 'upload'), 'Client: Cora Lee Clark');
      }
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
      utimesSync(path.join(uploads, 'hearth-upload-old'), twoHoursAgo, twoHoursAgo);

      expect(await prepareUploadDir(dataDir)).toBe(uploads);
      expect(readdirSync(uploads)).toEqual(['hearth-upload-new']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
