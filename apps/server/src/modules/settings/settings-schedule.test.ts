import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsMsg, UserType } from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });

describe('the schedule settings', () => {
  it('start at a 2-hour fulfilment window and 15 minutes of grace, and are saved within their bounds, audited', async () => {
    const before = (await api('GET', '/settings', owner)).body.data;
    expect(before).toMatchObject({ scheduleWindowMinutes: 120, scheduleLateGraceMinutes: 15 });
    const timeZone = before.timeZone;

    const saved = await api('PUT', '/settings', owner, {
      timeZone,
      scheduleWindowMinutes: '90',
      scheduleLateGraceMinutes: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ scheduleWindowMinutes: 90, scheduleLateGraceMinutes: 0 });
    expect((await auditFor(t.database.db, 'agency_settings', 1)).at(-1)).toMatchObject({
      action: 'settings.update',
      details: { scheduleWindowMinutes: { from: 120, to: 90 }, scheduleLateGraceMinutes: { from: 15, to: 0 } },
    });
    // Left out: kept.
    expect((await api('PUT', '/settings', owner, { timeZone })).body.data.scheduleWindowMinutes).toBe(90);

    const refused: [string, unknown, string][] = [
      ['scheduleWindowMinutes', 14, SettingsMsg.scheduleWindowInvalid],
      ['scheduleWindowMinutes', 721, SettingsMsg.scheduleWindowInvalid],
      ['scheduleWindowMinutes', 30.5, SettingsMsg.scheduleWindowInvalid],
      ['scheduleWindowMinutes', null, SettingsMsg.scheduleWindowInvalid],
      ['scheduleLateGraceMinutes', -1, SettingsMsg.lateGraceInvalid],
      ['scheduleLateGraceMinutes', 121, SettingsMsg.lateGraceInvalid],
      ['scheduleLateGraceMinutes', 'soon', SettingsMsg.lateGraceInvalid],
    ];
    for (const [field, value, message] of refused) {
      const res = await api('PUT', '/settings', owner, { timeZone, [field]: value });
      expect(res.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    expect((await api('GET', '/settings', owner)).body.data).toMatchObject({
      scheduleWindowMinutes: 90,
      scheduleLateGraceMinutes: 0,
    });
    for (const [w, g] of [
      [15, 120],
      [720, 0],
    ]) {
      const res = await api('PUT', '/settings', owner, {
        timeZone,
        scheduleWindowMinutes: w,
        scheduleLateGraceMinutes: g,
      });
      expect(res.body.data).toMatchObject({ scheduleWindowMinutes: w, scheduleLateGraceMinutes: g });
    }
    const notOwner = await api('PUT', '/settings', admin, { timeZone, scheduleWindowMinutes: 60 });
    expect(notOwner.status).toBe(403);
  });
});
