// What the planning API's tests share: a clock set to a known instant, an authorization with its
// staff, a plan body and calls as a signed-in user.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { UserType } from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { call, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

/** Moves the test clock to `iso` (call before signing in: sessions live 12 hours of that clock). */
export function setClock(t: TestApp, iso: string): void {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export type Api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) => ReturnType<typeof call>;

export const apiOf =
  (t: TestApp): Api =>
  (method, url, token, body) =>
    call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });

/** A client and an authorization of 15-minute units (2026-10-01 to 2027-06-30 unless told), with its allocated staff. */
export async function seedAuthorization(
  t: TestApp,
  p: { staffIds?: number[]; unitsAuthorized?: number; startDate?: string; endDate?: string; serviceCode?: string } = {},
) {
  const client = await createClientRow(t.database.db);
  const auth = await createAuthorization(t.database.db, {
    clientId: client.id,
    staffIds: p.staffIds ?? [],
    values: {
      startDate: p.startDate ?? '2026-10-01',
      endDate: p.endDate ?? '2027-06-30',
      unitsAuthorized: p.unitsAuthorized ?? 10_000,
      ...(p.serviceCode ? { serviceCode: p.serviceCode } : {}),
    },
  });
  return { client, auth };
}

export const staffUser = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  signedInUser(t, { userType: UserType.Staff, ...overrides });

/** A plan body: 09:00 for an hour on Mondays, from `startDate`. */
export const planBody = (clientServiceId: number, staffId: number | null, overrides: Record<string, unknown> = {}) => ({
  clientServiceId,
  staffId,
  startDate: '2026-10-26',
  startTime: '09:00',
  durationMinutes: 60,
  weekdays: [1],
  ...overrides,
});

/** The planned visits of a schedule as stored, by origin day. */
export async function visitsOf(t: TestApp, scheduleId: number) {
  const rows = await rowsOf<{
    id: number;
    origin: string;
    day: string;
    startsAt: Date;
    endsAt: Date;
    staffId: number | null;
    changed: boolean;
    cancelled: boolean;
  }>(
    t.database.db,
    sql`SELECT id::int, to_char(origin_date, 'YYYY-MM-DD') AS origin, to_char(service_date, 'YYYY-MM-DD') AS day,
          starts_at AS "startsAt", ends_at AS "endsAt", staff_id AS "staffId", changed,
          cancelled_at IS NOT NULL AS cancelled
        FROM scheduled_visits WHERE schedule_id = ${scheduleId} ORDER BY origin_date`,
  );
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) }));
}

/** How many schedules and visits exist (a refusal changes neither). */
export async function planCounts(t: TestApp) {
  const [row] = await rowsOf<{ s: number; v: number }>(
    t.database.db,
    sql`SELECT (SELECT count(*)::int FROM schedules) AS s, (SELECT count(*)::int FROM scheduled_visits) AS v`,
  );
  return row!;
}

/** Creates a plan through the API and answers the schedule. */
export type PlanOut = { id: number; version: number; lastDate: string; splitFromId: number | null };

export async function createPlan(api: Api, token: string, body: object): Promise<PlanOut> {
  const res = await api('POST', '/schedules', token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const out = res.body as { data: PlanOut };
  return out.data;
}
