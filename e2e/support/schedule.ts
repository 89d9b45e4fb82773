// The scheduling journey's data (tests/schedule.spec.ts): its own clients, authorizations and staff
// member, plans through the API, and the agency's clock (days and wall times in the agency's zone).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import {
  dayIn,
  shiftDay,
  type ClientServiceOut,
  type CreateScheduleBody,
  type EvvExceptionOut,
  type ScheduleOut,
  type ScheduledVisitOut,
} from '@hearth/shared';
import { createClient } from './records-data.js';
import { readState } from './state.js';
import { allocate, createVisitStaff, type Api } from './visits-data.js';

/** Minutes since midnight of `now` in `timeZone` (the agency's wall clock). */
export function minuteOfDay(now: Date, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' })
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  );
  return Number(p.hour) * 60 + Number(p.minute);
}

/** 'HH:mm' of a minute of the day. */
export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The agency's zone (GET /agency) and its today. */
export async function agencyClock(admin: Api) {
  const { data } = await admin.get<{ data: { timeZone: string } }>('/agency');
  const timeZone = data.timeZone;
  return { timeZone, today: dayIn(new Date(), timeZone) };
}

const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

/** A unique capitalised last name (letters only: names may hold no special characters). */
export const uniqueName = (prefix: string) => `${prefix}${letters(6).replace(/^./, (c) => c.toUpperCase())}`;

/** A new active client with a current Companion (W1726, 15-minute units) authorization of its own. */
export async function clientWithAuthorization(admin: Api, today: string, first: string, last: string) {
  const { clientId } = await createClient(admin, { first, last });
  const { data: auth } = await admin.post<{ data: ClientServiceOut }>('/client_service', {
    clientId,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceAccount: null,
    serviceDescription: null,
    serviceUnitRate: 4.62,
    serviceUnitLength: 0.25,
    serviceStartDate: shiftDay(today, -30),
    serviceEndDate: shiftDay(today, 200),
    serviceUnitsAuthorized: 2000,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    files: [],
  });
  return { clientId, name: `${last}, ${first}`, auth };
}

/** Two clients of the journey's own, a staff member allocated to both authorizations. */
export async function scheduleData(admin: Api, today: string) {
  const a = await clientWithAuthorization(admin, today, 'Iris', uniqueName('Planner'));
  const b = await clientWithAuthorization(admin, today, 'Otto', uniqueName('Planner'));
  const staff = await createVisitStaff(admin, { firstName: 'Sam', lastName: uniqueName('Rota') });
  await allocate(admin, a.auth, staff.userId);
  await allocate(admin, b.auth, staff.userId);
  const { data: allocated } = await admin.get<{ data: ClientServiceOut }>('/serviceRequestById', {
    request_id: a.auth.serviceRequestId,
  });
  const staffName = allocated.assignedStaff.find((s) => s.userId === staff.userId)!.name;
  return { a, b, staff: { ...staff, name: staffName } };
}

/** POST /schedules (201). */
export async function planThrough(request: APIRequestContext, token: string, body: CreateScheduleBody) {
  const res = await request.post('/api/v1/schedules', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), `POST /schedules: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { data: ScheduleOut }).data;
}

/** The planned visits of a range (admin: every one; narrowed by client or staff). */
export const visitsOf = async (admin: Api, q: { from: string; to: string; clientId?: number; staffId?: number }) =>
  (await admin.get<{ data: ScheduledVisitOut[] }>('/scheduled-visits', q)).data;

/** Open or all exceptions of a type whose planned visit is one of `visitIds`. */
export async function scheduleExceptions(admin: Api, type: 'late' | 'missed', visitIds: number[], resolved = 'all') {
  const { data } = await admin.get<{ data: EvvExceptionOut[] }>('/evv/exceptions', { type, resolved, limit: 100 });
  return data.filter((x) => x.scheduledVisit && visitIds.includes(x.scheduledVisit.id));
}

/**
 * Moves a planned visit's instants (and nothing else) to `startsAt` + `minutes`, in the e2e
 * server's embedded database (DATA_DIR/pg, its password in DATA_DIR/pg-password).
 *
 * Why: the server never plans the past (docs/decisions/017, "Never the past": an occurrence that
 * starts before now is not generated, and a visit that has started cannot be moved), so a visit
 * that "started 20 minutes ago" can only exist by the clock moving on. The journey plans the visit
 * ahead through the API and then lets time pass for it here, as the server's tests do with an
 * injected clock; everything after that — statuses on read, the per-minute watch, the exceptions,
 * the screens, resolving — is the product's own.
 */
export async function letTimePass(visitId: number, startsAt: Date, minutes: number): Promise<void> {
  const { dataDir } = readState();
  const conf = readFileSync(path.join(dataDir, 'pg', 'hearth.conf'), 'utf8');
  const port = Number(/^port = (\d+)/m.exec(conf)?.[1]);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'hearth', password, database: 'hearth' });
  await client.connect();
  try {
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const res = await client.query(
      'UPDATE scheduled_visits SET starts_at = $2, ends_at = $3 WHERE id = $1 AND work_entry_id IS NULL',
      [visitId, startsAt.toISOString(), endsAt.toISOString()],
    );
    expect(res.rowCount, `planned visit ${visitId} moved back`).toBe(1);
  } finally {
    await client.end();
  }
}
