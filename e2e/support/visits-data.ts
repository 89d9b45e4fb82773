import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { ClientServiceOut, StaffOut, WorkEntryHistoryOut, WorkEntryOut } from '@hearth/shared';

/** The web app's key for the signed-in user's auth data (apps/web/src/lib/auth-storage.ts AUTH_KEY). */
const AUTH_KEY = 'hearth.auth';

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/**
 * Saves just the viewport (what the person has in front of them) as e2e/artifacts/<project>-<name>.png,
 * for screens where a full-page capture misleads: full-screen phone dialogs and the sticky
 * COMPLETE VISIT bar are painted where the viewport was, in the middle of a tall capture.
 */
export async function snapViewport(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: path.join(artifacts, `${testInfo.project.name}-${name}.png`) });
}

/** Back to the top of the page, so a full-page capture shows the sticky header where it belongs. */
export const scrollTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** JSON calls to /api/v1 with a bearer token; any status other than 200 fails with the server's answer. */
export function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const check = async (what: string, res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.status(), `${what}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  return {
    get: async <T>(path: string, params?: Record<string, string | number>): Promise<T> =>
      (await check(`GET ${path}`, await request.get(`/api/v1${path}`, { headers, params }))) as T,
    post: async <T>(path: string, data: unknown): Promise<T> =>
      (await check(`POST ${path}`, await request.post(`/api/v1${path}`, { headers, data }))) as T,
  };
}
export type Api = ReturnType<typeof api>;

/** The bearer token the web app keeps in localStorage for the signed-in user of `page`. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token,
    AUTH_KEY,
  );
  expect(token, 'a signed-in user in localStorage').toBeTruthy();
  return token!;
}

const letters = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
const digits = (n: number, min = 0) => String(randomInt(min, 10 ** n)).padStart(n, '0');

/**
 * A new Staff member created by the admin through POST /user (the staff form's payload, as
 * apps/server/src/seed/staff-factory.ts buildStaffPayload builds it), able to sign in at once.
 * A random last name (letters only: names may not hold special characters) keeps the work entry
 * name ('W1726 - Last, First - MM/DD/YYYY') unique to this run. `who` names someone else (the
 * records journeys look for their own names in the lists).
 */
export async function createVisitStaff(
  admin: Api,
  who: { firstName?: string; lastName?: string; email?: string } = {},
) {
  const lastName = who.lastName ?? `Visitor${letters(6).replace(/^./, (c) => c.toUpperCase())}`;
  const email = who.email ?? `vera.${lastName.toLowerCase()}@e2e.hearth.test`;
  const password = 'Visit#Pass7';
  const { data } = await admin.post<{ data: StaffOut }>('/user', {
    firstName: who.firstName ?? 'Vera',
    middleName: '',
    lastName,
    email,
    password,
    userType: 2,
    reportTo: 0,
    salutation: 'Ms',
    suffix: '',
    dob: '1990-04-12',
    hireDate: '2022-09-01',
    title: 'Direct Support Professional',
    ssn_tin: `9${digits(2)}-${digits(2, 1)}-${digits(4, 1)}`,
    phone: '',
    mobile: `267555${digits(4)}`,
    memo: '',
    hasRelevantDegree: false,
    credentials: [],
    percentagePaid: 62.5,
    billingStreet: '12 Market St',
    billingCity: 'Philadelphia',
    billingState: 'Pennsylvania',
    billingZIP: '19106',
    billingCountry: 'USA',
    orgAuthentication: false,
    isAuthorized: true,
    status: 4,
    roleGroupId: null,
    passwordResetRequired: false,
    files: [],
  });
  return { ...data, password };
}

/**
 * A demo client with an active, current Companion (W1726) authorization that bills 15-minute
 * units, needs no degree and does not allow overlaps (the plainest billing case). Taken from the
 * end of the list so that journeys working on the first clients are left alone.
 */
export async function pickAuthorization(admin: Api, day: string) {
  const { data: clients } = await admin.get<{ data: { clientId: number; name: string; status: number }[] }>('/client', {
    offset: 0,
    limit: 200,
    filter: 'all',
    status: 4,
  });
  for (const client of [...clients].reverse()) {
    const { data: services } = await admin.get<{ data: ClientServiceOut[] }>('/serviceRequestByClientId', {
      client_id: client.clientId,
    });
    const auth = services.find(
      (s) =>
        s.serviceCode === 'W1726' &&
        s.serviceUnitLength === 0.25 &&
        !s.isDegreeRequired &&
        !s.isOverlappable &&
        s.serviceStartDate <= day &&
        s.serviceEndDate >= day &&
        s.unitsRemaining >= 20,
    );
    if (auth) return { client, auth };
  }
  throw new Error('no demo client with a current W1726 authorization');
}

/** Adds `userId` to the authorization's allocated staff, keeping those already allocated. */
export async function allocate(admin: Api, auth: ClientServiceOut, userId: number) {
  const staff = [...auth.assignedStaff.map((s) => s.userId), userId];
  const { data } = await admin.post<{ data: { assignedStaff: { userId: number }[] } }>(
    '/client_service/staff_allocation',
    { clientId: auth.clientId, serviceRequestId: auth.serviceRequestId, staff },
  );
  expect(data.assignedStaff.map((s) => s.userId)).toEqual(expect.arrayContaining(staff));
}

export const inProgressNotes = async (staff: Api) =>
  (await staff.get<{ data: WorkEntryOut | null }>('/visits/inprogress')).data?.notes ?? null;

export const workEntry = async (admin: Api, id: number) =>
  (await admin.get<{ data: WorkEntryOut }>('/WorkEntryById', { entry_id: id })).data;

export const history = async (admin: Api, id: number) =>
  (await admin.get<{ data: WorkEntryHistoryOut[] }>('/work_entry/history', { entry_id: id })).data;

/** The local hour (0-23) of `now` in an IANA zone. */
const hourIn = (timeZone: string, now: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));

/**
 * The browsers' time zone: the agency's (Pennsylvania) unless it is close to midnight there, when
 * a fixed zone where it is about noon is used instead. The admin moves the visit an hour back on
 * the same day, which needs at least an hour of the day behind the visit and the rest ahead.
 */
export function visitTimeZone(now = new Date()): string {
  const agency = 'America/New_York';
  const hour = hourIn(agency, now);
  if (hour >= 2 && hour <= 22) return agency;
  const offset = 12 - now.getUTCHours(); // local = UTC + offset
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** A UTC wire time ('YYYY-MM-DD HH:mm:ss') as a Date. */
export const fromWire = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);

/** 'YYYY-MM-DD' and 'HH:mm' of an instant in `timeZone` (what the date and time inputs hold). */
export function localInputs(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The cells of a table row by column header (`table` is the list's <table>). */
export async function rowCells(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.replace(/\s+/g, ' ').trim());
  const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim());
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
}

/**
 * Draws a signature-like stroke across the middle of `canvas` with the mouse (down, several
 * moves, up), twice, the way a person signs on the pad.
 */
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature pad not on screen');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  for (const stroke of [
    [
      [0.12, 0.6],
      [0.22, 0.3],
      [0.3, 0.65],
      [0.4, 0.35],
      [0.5, 0.62],
    ],
    [
      [0.55, 0.5],
      [0.65, 0.32],
      [0.75, 0.6],
      [0.88, 0.4],
    ],
  ] as const) {
    const [x0, y0] = at(stroke[0][0], stroke[0][1]);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    for (const [fx, fy] of stroke.slice(1)) {
      const [x, y] = at(fx, fy);
      await page.mouse.move(x, y, { steps: 6 });
    }
    await page.mouse.up();
  }
}
