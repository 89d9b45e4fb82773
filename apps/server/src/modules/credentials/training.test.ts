// The training log (issue 22, docs/decisions/018 "Training hours and reports"): hours by ODP topic
// (a course counts toward each topic it covers, once in the total), the fiscal year July–June in the
// agency's zone, the requirement by user type from the settings, who may read and write, audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialMsg, SettingsMsg, UserType } from '@hearth/shared';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import * as make from '../../test/test-files.js';

let t: TestApp;
let owner: string;
let admin: { id: number; token: string };
let maria: { id: number; token: string };
let james: { id: number; token: string };

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });
/** Moves the app's clock to `iso`. */
const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
const course = (completedOn: string, hours: number, topics: string[] = [], name = 'Course') => ({
  course: name,
  completedOn,
  hours,
  topics,
});

beforeAll(async () => {
  t = await createTestApp();
  // 2027-06-30 23:58 in New York (03:58 UTC on July 1): still the 2026–27 training year.
  setClock('2027-07-01T03:58:00Z');
  owner = (await signedInUser(t, { userType: UserType.SuperAdmin })).token;
  admin = await signedInUser(t, { userType: UserType.Admin });
  maria = await signedInUser(t, { userType: UserType.Staff, firstName: 'Maria', lastName: 'Lopez' });
  james = await signedInUser(t, { userType: UserType.Staff, firstName: 'James', lastName: 'Okafor' });
});
afterAll(() => t.close());

describe('the training log', () => {
  it('sums hours per topic (a course in each of its topics) and once in the total, in the fiscal year', async () => {
    const add = async (b: ReturnType<typeof course>) => {
      const res = await api('POST', `/staff/${maria.id}/training`, admin.token, b);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    await add(course('2026-06-30', 5, ['individual_rights'], 'Last year')); // 2025–26
    const first = await add(course('2026-07-01', 2.5, ['person_centred_practices', 'individual_rights']));
    await add(course('2026-12-15', 1.25, ['individual_rights', 'incident_management']));
    await add(course('2027-06-30', 3, []));
    await add(course('2027-07-01', 8, ['incident_management'], 'Next year')); // 2027–28
    expect(first).toMatchObject({
      staffId: maria.id,
      hours: 2.5,
      topics: ['person_centred_practices', 'individual_rights'],
    });

    const res = await api('GET', `/staff/${maria.id}/training`, admin.token);
    expect(res.status).toBe(200);
    const { items, year } = res.body.data;
    expect(items.map((i: { completedOn: string }) => i.completedOn)).toEqual([
      '2026-07-01',
      '2026-12-15',
      '2027-06-30',
    ]);
    expect(year).toMatchObject({ year: 2026, from: '2026-07-01', to: '2027-06-30', requiredHours: 24, met: false });
    // 2.5 + 1.25 + 3 = 6.75 (not 2.5 + 2.5 + 1.25 + 1.25 + 3).
    expect(year.hours).toBe(6.75);
    const by = Object.fromEntries(year.byTopic.map((b: { topic: string; hours: number }) => [b.topic, b.hours]));
    expect(by).toEqual({
      person_centred_practices: 2.5,
      recognising_reporting_abuse: 0,
      individual_rights: 3.75,
      incident_management: 1.25,
      positive_behaviour_supports: 0,
      implementing_individual_plan: 0,
    });

    const earlier = (await api('GET', `/staff/${maria.id}/training?year=2025`, admin.token)).body.data.year;
    expect(earlier).toMatchObject({ year: 2025, hours: 5 });
    // Three minutes later in New York it is July 1: the 2027–28 year, where the 8 hours count.
    setClock('2027-07-01T04:01:00Z');
    expect((await api('GET', `/staff/${maria.id}/training`, admin.token)).body.data.year).toMatchObject({
      year: 2027,
      hours: 8,
    });
    setClock('2027-07-01T03:58:00Z');
  });

  it('asks 24 hours of direct support staff and 12 of management, as the settings say', async () => {
    const adminYear = (await api('GET', `/staff/${admin.id}/training`, owner)).body.data.year;
    expect(adminYear.requiredHours).toBe(12);
    const timeZone = (await api('GET', '/settings', owner)).body.data.timeZone;
    const saved = await api('PUT', '/settings', owner, {
      timeZone,
      trainingHoursDirect: '6.5',
      trainingHoursManagement: 10,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ trainingHoursDirect: 6.5, trainingHoursManagement: 10 });
    const year = (await api('GET', `/staff/${maria.id}/training`, admin.token)).body.data.year;
    expect(year).toMatchObject({ requiredHours: 6.5, hours: 6.75, met: true });
    expect((await api('GET', `/staff/${admin.id}/training`, owner)).body.data.year.requiredHours).toBe(10);
    for (const bad of [-1, 200.5, 3.1, 'lots']) {
      const res = await api('PUT', '/settings', owner, { timeZone, trainingHoursDirect: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SettingsMsg.trainingHoursInvalid);
    }
    await api('PUT', '/settings', owner, { timeZone, trainingHoursDirect: 24, trainingHoursManagement: 12 });
  });

  it('lets a Staff user read only their own log, and only admins write', async () => {
    expect((await api('GET', `/staff/${maria.id}/training`, maria.token)).status).toBe(200);
    expect((await api('GET', `/staff/${maria.id}/training`, james.token)).status).toBe(403);
    expect((await api('POST', `/staff/${james.id}/training`, james.token, course('2026-08-01', 1))).status).toBe(403);
    expect((await api('GET', `/staff/999999/training`, admin.token)).status).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await api('GET', `/staff/${james.id}/training`, admin.token)).body.data.items.length;
    const cases: [Record<string, unknown>, string][] = [
      [course('2026-08-01', 0.3), CredentialMsg.hoursInvalid],
      [course('2026-08-01', 41), CredentialMsg.hoursInvalid],
      [course('2026-08-01', 1, ['knitting']), CredentialMsg.topicsInvalid],
      [{ ...course('2026-08-01', 1), course: ' ' }, CredentialMsg.courseRequired],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', `/staff/${james.id}/training`, admin.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await api('GET', `/staff/${james.id}/training`, admin.token)).body.data.items.length).toBe(before);
  });

  it('corrects and soft-deletes a course, audited', async () => {
    const made = (
      await api('POST', `/staff/${james.id}/training`, admin.token, course('2026-09-01', 2, ['individual_rights']))
    ).body.data;
    const patched = await api('PATCH', `/staff/${james.id}/training/${made.id}`, admin.token, {
      hours: 3,
      topics: ['incident_management'],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ hours: 3, topics: ['incident_management'], course: 'Course' });
    // Another staff member's path does not reach it.
    expect((await api('PATCH', `/staff/${maria.id}/training/${made.id}`, admin.token, { hours: 1 })).status).toBe(404);
    expect((await api('DELETE', `/staff/${james.id}/training/${made.id}`, admin.token)).status).toBe(200);
    expect((await api('GET', `/staff/${james.id}/training`, admin.token)).body.data.year.hours).toBe(0);
    expect((await api('DELETE', `/staff/${james.id}/training/${made.id}`, admin.token)).status).toBe(404);
    const actions = (await auditFor(t.database.db, 'staff_training', made.id)).map((a) => a.action);
    expect(actions).toEqual(['staff_training.create', 'staff_training.update', 'staff_training.delete']);
    expect((await auditFor(t.database.db, 'staff', james.id)).some((a) => a.action === 'staff_training.read')).toBe(
      true,
    );
  });

  it('keeps the certificate as a file of the course, and drops it when the list leaves it out', async () => {
    const body = make.multipart({ file: { name: 'cpr-certificate.pdf', data: make.pdf() } });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
    });
    expect(up.statusCode).toBe(200);
    const file = { name: 'cpr-certificate.pdf', documentKey: up.json().key as string };
    const made = await api('POST', `/staff/${james.id}/training`, admin.token, {
      ...course('2026-10-01', 1),
      files: [file],
    });
    expect(made.status).toBe(200);
    expect(made.body.data.files).toEqual([
      expect.objectContaining({ name: 'cpr-certificate.pdf', documentKey: file.documentKey }),
    ]);
    const items = (await api('GET', `/staff/${james.id}/training`, admin.token)).body.data.items;
    expect(items.find((i: { id: number }) => i.id === made.body.data.id).files).toHaveLength(1);
    // The same file cannot be adopted by another course.
    const twice = await api('POST', `/staff/${maria.id}/training`, admin.token, {
      ...course('2026-10-01', 1),
      files: [file],
    });
    expect(twice.status).toBe(400);
    const patched = await api('PATCH', `/staff/${james.id}/training/${made.body.data.id}`, admin.token, { files: [] });
    expect(patched.body.data.files).toEqual([]);
  });
});
