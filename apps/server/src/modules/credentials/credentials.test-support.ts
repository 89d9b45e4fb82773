import { dayIn, shiftDay, UserType } from '@hearth/shared';
import { createService, createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createUser } from '../../seed/factories.js';
import { call, type TestApp } from '../../test/harness.js';

/** The test app's agency zone (the settings' default). */
export const TZ = 'America/New_York';
export const agencyToday = (t: TestApp) => dayIn(t.clock.now(), TZ);

export const api = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | undefined,
  body?: unknown,
) => call(t.app, method, `/api/v1${url}`, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });

let names = 0;
/** POST /credential-types with a fresh name; returns the created type. */
export async function newType(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await api(t, 'POST', '/credential-types', token, {
    name: `Check ${++names}`,
    requiredForVisits: true,
    ...body,
  });
  if (res.status !== 201) throw new Error(`type not created: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: number; name: string; version: number; enforced: boolean } }).data;
}

/** An active staff member (not signed in). */
export const newStaff = (t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.database.db, { userType: UserType.Staff, ...overrides });

/** A client (with `dob`) and an authorization of it from 30 days ago to 30 days ahead, allocated to `staffId`. */
export async function allocate(
  t: TestApp,
  staffId: number,
  p: { dob?: string | null; driving?: boolean; startDate?: string; endDate?: string; clientStatus?: number } = {},
) {
  const db = t.database.db;
  const today = agencyToday(t);
  const client = await createClientRow(db, {
    dob: p.dob ?? null,
    ...(p.clientStatus ? { status: p.clientStatus } : {}),
  });
  const service = p.driving === undefined ? null : await createService(db, { involvesDriving: p.driving });
  return createAuthorization(db, {
    clientId: client.id,
    staffIds: [staffId],
    values: {
      startDate: p.startDate ?? shiftDay(today, -30),
      endDate: p.endDate ?? shiftDay(today, 30),
      ...(service ? { serviceId: service.id } : {}),
    },
  });
}

/** The ids of the required types a staff member has no current credential of (GET /staff/{id}/credentials). */
export async function missingTypeIds(t: TestApp, token: string, staffId: number): Promise<number[]> {
  const res = await api(t, 'GET', `/staff/${staffId}/credentials`, token);
  if (res.status !== 200) throw new Error(`read refused: ${res.status}`);
  return (res.body as { data: { missing: { credentialTypeId: number }[] } }).data.missing.map(
    (m) => m.credentialTypeId,
  );
}

/** The same calendar date `years` earlier (a birth date for an age). */
export const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
