import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { files } from '../../db/schema/index.js';
import { buildClientPayload } from '../../seed/client-factory.js';
import { localFileStorage, type FileStorage } from '../../platform/storage/index.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { filePurgeJob, purgeUnattachedFiles } from './file-purge.js';
import * as make from '../../test/test-files.js';

const HOUR = 60 * 60_000;

let t: TestApp;
let admin: { id: number; token: string };
let storage: FileStorage;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { userType: UserType.Admin });
  // The same folder the app stores uploads in (DATA_DIR/files).
  storage = localFileStorage(t.dataDir, 'unused', t.clock);
});
afterAll(() => t.close());

async function upload(name = 'plan.pdf'): Promise<string> {
  const body = make.multipart({ file: { name, data: make.pdf() } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().key as string;
}

/** Moves the clock on; sessions expire meanwhile, so a fresh admin signs in. */
async function later(hours: number): Promise<void> {
  t.clock.advance(hours * HOUR);
  admin = await signedInUser(t, { userType: UserType.Admin });
}

const rowOf = async (key: string) => (await t.database.db.select().from(files).where(eq(files.key, key)))[0];
const stored = (key: string) => existsSync(path.join(t.dataDir, 'files', key.slice(0, 2), key));
const purge = (s: FileStorage = storage) => purgeUnattachedFiles({ db: t.database.db, storage: s, now: t.clock.now() });
const createClientWith = (keys: string[]) =>
  call(t.app, 'POST', '/api/v1/client', {
    token: admin.token,
    body: buildClientPayload({ files: keys.map((documentKey) => ({ name: 'plan.pdf', documentKey })) }),
  });

describe('purging uploads never attached', () => {
  it('removes them with their stored bytes after a day, keeping attached and recent uploads', async () => {
    const abandoned = await upload();
    const abandonedId = (await rowOf(abandoned))!.id;
    const uploaderId = admin.id;
    const attached = await upload();
    expect((await createClientWith([attached])).status).toBe(200);

    await later(23);
    expect(await purge()).toEqual({ removed: 0, failed: 0 });
    expect(await rowOf(abandoned)).toBeDefined();

    await later(2);
    const recent = await upload();
    expect(await purge()).toEqual({ removed: 1, failed: 0 });
    expect(await rowOf(abandoned)).toBeUndefined();
    expect(stored(abandoned)).toBe(false);
    for (const key of [attached, recent]) {
      expect(await rowOf(key)).toBeDefined();
      expect(stored(key)).toBe(true);
    }
    const purged = await auditFor(t.database.db, 'file', abandonedId);
    expect(purged.map((a) => [a.action, a.actorUserId])).toEqual([
      ['file.upload', uploaderId],
      ['file.purge', null],
    ]);

    // A form saved after its upload was purged is refused and attaches nothing.
    const late = await createClientWith([abandoned, recent]);
    expect(late).toMatchObject({ status: 400, body: { field: 'files' } });
    expect((await rowOf(recent))?.recordId).toBeNull();
  });

  it('is safe when several instances purge at once, and when a file is deleted twice', async () => {
    const keys = [await upload(), await upload(), await upload()];
    await later(25);
    const unattached = (await t.database.db.select().from(files).where(isNull(files.recordId))).length;
    expect(unattached).toBeGreaterThanOrEqual(3);
    const runs = await Promise.all([purge(), purge(), purge()]);
    expect(runs.reduce((n, r) => n + r.removed, 0)).toBe(unattached);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    for (const key of keys) {
      expect(await rowOf(key)).toBeUndefined();
      expect(stored(key)).toBe(false);
      await storage.delete(key);
    }
    expect(await purge()).toEqual({ removed: 0, failed: 0 });
  });
});

describe('purging uploads never attached: failures and the schedule', () => {
  it('keeps a file whose stored object could not be deleted, and retries it on the next run', async () => {
    const [stuck, fine] = [await upload(), await upload()];
    await later(25);
    const failing: FileStorage = {
      ...storage,
      kind: 'local',
      put: (...args) => storage.put(...args),
      signedUrl: (...args) => storage.signedUrl(...args),
      delete: async (key) => {
        if (key === stuck) throw new Error('storage unavailable');
        await storage.delete(key);
      },
    };
    expect(await purge(failing)).toEqual({ removed: 1, failed: 1 });
    expect(await rowOf(stuck)).toBeDefined();
    expect(stored(stuck)).toBe(true);
    expect(await rowOf(fine)).toBeUndefined();
    expect(await auditFor(t.database.db, 'file', (await rowOf(stuck))!.id)).toHaveLength(1);

    expect(await purge()).toEqual({ removed: 1, failed: 0 });
    expect(await rowOf(stuck)).toBeUndefined();
    expect(stored(stuck)).toBe(false);
  });

  it("is the hourly file-purge job, on the files feature's storage (DATA_DIR/files by default)", async () => {
    const key = await upload();
    await later(25);
    const logged: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => logged.push({ obj, msg }), warn: () => undefined };
    const job = filePurgeJob({ db: t.database.db, clock: t.clock, jwtSecret: 'unused', dataDir: t.dataDir, log });
    expect(job).toMatchObject({ name: 'file-purge', cron: '35 * * * *', runOnStart: true });

    await job.run({});
    expect(await rowOf(key)).toBeUndefined();
    expect(stored(key)).toBe(false);
    expect(logged).toEqual([{ msg: 'file purge done', obj: { removed: 1, failed: 0 } }]);
  });
});
