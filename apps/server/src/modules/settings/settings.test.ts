import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgencyMsg,
  agencySettingsOut,
  DEFAULT_FILING_LIMIT_DAYS,
  DEFAULT_TIME_ZONE,
  SettingsMsg,
  UserType,
} from '@hearth/shared';
import { loadAgencyZone } from '../../platform/agency-zone.js';
import { savedTimeZone } from './settings.repo.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let owner: string;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  staff = (await signedInUser(t, { userType: UserType.Staff })).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });

describe('the agency time zone setting', () => {
  it('starts as America/New_York and is readable by every signed-in user, nothing more', async () => {
    for (const token of [owner, admin, staff]) {
      const res = await api('GET', '/agency', token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { timeZone: DEFAULT_TIME_ZONE } });
    }
    expect((await call(t.app, 'GET', '/api/v1/agency')).status).toBe(401);
  });

  it('is read and changed by the Super Admin only', async () => {
    expect((await api('GET', '/settings', admin)).status).toBe(403);
    expect((await api('GET', '/settings', staff)).status).toBe(403);
    expect((await api('PUT', '/settings', admin, { timeZone: 'America/Chicago' })).status).toBe(403);
    const res = await api('GET', '/settings', owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ timeZone: DEFAULT_TIME_ZONE, version: expect.any(Number) });
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(agencySettingsOut.shape).sort());
  });

  it('refuses a zone that is not a canonical IANA name, changing nothing', async () => {
    for (const timeZone of ['', 'EST', 'Mars/Base', 'America/New_York\u0000', 'x'.repeat(65)]) {
      const res = await api('PUT', '/settings', owner, { timeZone });
      expect(res.status, timeZone).toBe(400);
      expect(res.body.field).toBe('timeZone');
    }
    expect((await api('PUT', '/settings', owner, {})).body).toMatchObject({
      code: 400,
      field: 'timeZone',
      message: AgencyMsg.timeZoneRequired,
    });
    expect((await api('GET', '/agency', staff)).body.data.timeZone).toBe(DEFAULT_TIME_ZONE);
  });

  it('saves a new zone: audited, served at once, read by another instance, stale edits refused', async () => {
    const before = (await api('GET', '/settings', owner)).body.data;
    try {
      const saved = await api('PUT', '/settings', owner, { timeZone: 'America/Chicago', version: before.version });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ timeZone: 'America/Chicago', version: before.version + 1 });
      expect((await api('GET', '/agency', staff)).body.data.timeZone).toBe('America/Chicago');
      // Another instance on the same database reads the row (it re-reads every minute).
      expect((await loadAgencyZone(t.database.db, () => savedTimeZone(t.database.db))).timeZone()).toBe(
        'America/Chicago',
      );

      const stale = await api('PUT', '/settings', owner, { timeZone: 'America/Denver', version: before.version });
      expect(stale.status).toBe(409);
      expect((await api('GET', '/agency', staff)).body.data.timeZone).toBe('America/Chicago');

      const rows = await auditFor(t.database.db, 'agency_settings', 1);
      expect(rows.at(-1)).toMatchObject({
        action: 'settings.update',
        details: { timeZone: { from: DEFAULT_TIME_ZONE, to: 'America/Chicago' } },
      });
    } finally {
      await api('PUT', '/settings', owner, { timeZone: DEFAULT_TIME_ZONE });
    }
  });
});

describe('the claim filing limit setting', () => {
  it('starts at PROMISe’s 180 days and is saved as a whole number of days from 30 to 730, audited', async () => {
    const before = (await api('GET', '/settings', owner)).body.data;
    expect(before.claimFilingLimitDays).toBe(DEFAULT_FILING_LIMIT_DAYS);
    try {
      const saved = await api('PUT', '/settings', owner, { timeZone: before.timeZone, claimFilingLimitDays: '365' });
      expect(saved.status).toBe(200);
      expect(saved.body.data.claimFilingLimitDays).toBe(365);
      expect((await api('GET', '/settings', owner)).body.data.claimFilingLimitDays).toBe(365);
      expect((await auditFor(t.database.db, 'agency_settings', 1)).at(-1)).toMatchObject({
        action: 'settings.update',
        details: { claimFilingLimitDays: { from: 180, to: 365 } },
      });
      // Left out: kept as it is.
      const kept = await api('PUT', '/settings', owner, { timeZone: before.timeZone });
      expect(kept.body.data.claimFilingLimitDays).toBe(365);

      for (const claimFilingLimitDays of [29, 731, 90.5, 'ninety', true, null]) {
        const res = await api('PUT', '/settings', owner, { timeZone: before.timeZone, claimFilingLimitDays });
        const label = JSON.stringify(claimFilingLimitDays);
        expect(res.status, label).toBe(400);
        expect(res.body, label).toMatchObject({
          field: 'claimFilingLimitDays',
          message: SettingsMsg.filingLimitInvalid,
        });
      }
      expect((await api('GET', '/settings', owner)).body.data.claimFilingLimitDays).toBe(365);
      for (const edge of [30, 730]) {
        const res = await api('PUT', '/settings', owner, { timeZone: before.timeZone, claimFilingLimitDays: edge });
        expect(res.body.data.claimFilingLimitDays, String(edge)).toBe(edge);
      }
    } finally {
      await api('PUT', '/settings', owner, {
        timeZone: before.timeZone,
        claimFilingLimitDays: DEFAULT_FILING_LIMIT_DAYS,
      });
    }
  });
});
