// The agency settings printed on every claim file refuse X12 delimiters, line breaks and control
// characters with 400 and change nothing (issue 24); the claim writer cleans them again anyway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormatMsg, SettingsMsg, UserType } from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { SAMPLE_CLAIM_SETTINGS } from '../../test/claim-settings.js';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
});
afterAll(() => t.close());

const put = (body: Record<string, unknown>) => call(t.app, 'PUT', '/api/v1/settings', { token: owner, body });
const read = async () => (await call(t.app, 'GET', '/api/v1/settings', { token: owner })).body.data;

const VALID = SAMPLE_CLAIM_SETTINGS;
const DELIMITERS = ['*', '~', ':', '^', '|', '\n', '\r', '\t', '\u0085'];

describe('claim settings', () => {
  it('refuse every X12 delimiter and line break in every field, naming it and changing nothing', async () => {
    const saved = await put({ timeZone: 'America/New_York', ...VALID });
    expect(saved.status).toBe(200);
    const before = await read();
    const audits = (await auditFor(t.database.db, 'agency_settings', 1)).length;
    const freeText = ['legalName', 'addressStreet', 'addressCity', 'contactName', 'receiverName'];
    for (const [field, value] of Object.entries(VALID)) {
      for (const d of DELIMITERS) {
        const res = await put({ timeZone: 'America/New_York', [field]: `${value.slice(0, 1)}${d}${value.slice(1)}` });
        const label = `${field} with ${JSON.stringify(d)}`;
        expect(res.status, label).toBe(400);
        expect(res.body.field, label).toBe(field);
        if (freeText.includes(field)) expect(res.body.message, label).toBe(FormatMsg.x12Characters);
      }
    }
    expect(await read()).toEqual(before);
    expect(await auditFor(t.database.db, 'agency_settings', 1)).toHaveLength(audits);
  });

  it('take a state in any case, stored as its code; refuse a version no row can have', async () => {
    const res = await put({ timeZone: 'America/New_York', addressState: 'nj' });
    expect(res.status).toBe(200);
    expect(res.body.data.addressState).toBe('NJ');
    const bad = await put({ timeZone: 'America/New_York', addressState: 'PA', version: 1e10 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'version' });
    expect((await read()).addressState).toBe('NJ');
    expect(SettingsMsg.stateInvalid).toBe(FormatMsg.stateInvalid);
  });
});
