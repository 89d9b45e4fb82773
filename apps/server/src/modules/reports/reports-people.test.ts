// The person summaries (clients, supports coordinators, staff): the report-person fields, by status
// and by created date, on a clock fixed at 18 November 2026 in New York (docs/decisions/005-reports.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, UserType } from '@hearth/shared';
import { supportsCoordinators } from '../../db/schema/index.js';
import { createClientRow } from '../../seed/service-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { getReport, setClock, staffMember } from './test-fixtures.js';

let t: TestApp;
let admin: string;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  setClock(t, '2026-11-18T17:00:00Z');
  const db = t.database.db;
  const created = (day: string) => new Date(`${day}T17:00:00Z`);
  admin = (await signedInUser(t, { userType: UserType.Admin, createdAt: created('2026-02-01') })).token;
  await staffMember(t, {
    createdAt: created('2026-03-01'),
    email: 'maria.lopez@example.org',
    mobile: null,
    phone: '2155550177',
    billingStreet: '5 Penn Ave',
    billingCity: 'Media',
    billingState: 'PA',
  });
  await staffMember(t, { firstName: 'James', lastName: 'Okafor', createdAt: created('2026-04-01') });
  await signedInUser(t, {
    userType: UserType.BehavioralSpecialist,
    lastName: 'Aaron',
    createdAt: created('2026-03-01'),
  });

  const client = (first: string, last: string, extra: object) =>
    createClientRow(db, { firstName: first, lastName: last, ...extra });
  const foster = await client('Erin', 'Foster', {
    middleName: 'Lee',
    phone: '6105550101',
    familyContactEmail: 'foster.family@example.org',
    billingStreet: '12 Oak Ln',
    billingCity: 'West Chester',
    createdAt: created('2026-02-10'),
  });
  id.foster = foster.id;
  await client('Gail', 'Hughes', { createdAt: created('2026-05-20') });
  await client('Hal', 'Irwin', { status: Status.Inactive, createdAt: created('2026-08-01') });
  // 23:30 on New Year's Eve in New York (UTC−5) is already 2026 in UTC: not created this year.
  await client('Old', 'Year', { createdAt: new Date('2025-12-31T23:30:00-05:00') });

  await db.insert(supportsCoordinators).values([
    {
      firstName: 'Kara',
      lastName: 'Jones',
      company: 'Keystone SC',
      phone: '6105550111',
      email: 'kara@ksc.org',
      billingCity: 'Media',
      createdAt: created('2026-06-01'),
    },
    {
      firstName: 'Lee',
      lastName: 'Adams',
      company: 'Valley Coordination',
      mobile: '4845550122',
      phone: '4845550100',
      status: Status.Inactive,
      createdAt: created('2026-07-01'),
    },
  ]);
});
afterAll(() => t.close());

const report = async (type: string, q: Record<string, string | number | undefined> = {}) => {
  const res = await getReport(t, admin, type, q);
  expect(res.status).toBe(200);
  return res.body as { data: Record<string, unknown>[]; recordCount: number; stats: Record<string, number> };
};
const names = (rows: Record<string, unknown>[]) => rows.map((r) => `${r.lastName}, ${r.firstName}`);

describe('person summaries', () => {
  it('clients: report-person fields, this year by default, the phone as mobile and the family email', async () => {
    const body = await report('client_summary');
    expect(names(body.data)).toEqual(['Foster, Erin', 'Hughes, Gail', 'Irwin, Hal']);
    expect(body.data[0]).toMatchObject({
      id: id.foster,
      name: 'Foster, Erin Lee',
      lastName: 'Foster',
      firstName: 'Erin',
      middleName: 'Lee',
      company: null,
      mobile: '6105550101',
      email: 'foster.family@example.org',
      billingStreet: '12 Oak Ln',
      billingCity: 'West Chester',
      billingState: 'PA',
      status: 'Active',
    });
    expect(body.data[2]!.status).toBe('Inactive');
    expect(body.stats).toEqual({ recordCount: 3, totalUnits: 0, totalGross: 0, totalNet: 0 });
  });

  it('filters by status as words or numbers', async () => {
    for (const [status, expected] of [
      ['active', ['Foster, Erin', 'Hughes, Gail']],
      ['4', ['Foster, Erin', 'Hughes, Gail']],
      ['inactive', ['Irwin, Hal']],
      ['5', ['Irwin, Hal']],
      ['all', ['Foster, Erin', 'Hughes, Gail', 'Irwin, Hal']],
      ['0', ['Foster, Erin', 'Hughes, Gail', 'Irwin, Hal']],
    ] as const) {
      const body = await report('client_summary', { status });
      expect(names(body.data)).toEqual(expected);
      expect(body.recordCount).toBe(expected.length);
    }
  });

  it('filters by created date, the end being optional', async () => {
    expect(names((await report('client_summary', { fromDate: '05/01/2026' })).data)).toEqual([
      'Hughes, Gail',
      'Irwin, Hal',
    ]);
    const closed = await report('client_summary', { fromDate: '2026-05-01', endDate: '07/31/2026' });
    expect(names(closed.data)).toEqual(['Hughes, Gail']);
    const lastYear = await report('client_summary', { fromDate: '2025-12-31', endDate: '2025-12-31' });
    expect(names(lastYear.data)).toEqual(['Year, Old']);
  });

  it('supports coordinators: company, mobile (else phone), email and status', async () => {
    const body = await report('sc_summary');
    expect(body.data.map((r) => [r.lastName, r.company, r.mobile, r.email, r.billingCity, r.status])).toEqual([
      ['Adams', 'Valley Coordination', '4845550122', null, null, 'Inactive'],
      ['Jones', 'Keystone SC', '6105550111', 'kara@ksc.org', 'Media', 'Active'],
    ]);
    expect(names((await report('sc_summary', { status: 'active' })).data)).toEqual(['Jones, Kara']);
  });

  it('staff summary lists users of type Staff only', async () => {
    const body = await report('staff_summary');
    expect(names(body.data)).toEqual(['Lopez, Maria', 'Okafor, James']);
    expect(body.data[0]).toMatchObject({
      company: null,
      mobile: '2155550177',
      email: 'maria.lopez@example.org',
      billingStreet: '5 Penn Ave',
      billingCity: 'Media',
      billingState: 'PA',
      status: 'Active',
    });
    expect(names((await report('staff_summary', { fromDate: '2026-03-15' })).data)).toEqual(['Okafor, James']);
  });
});
