// Shared set-up of the report tests (not a test file itself): calls, downloads and workbook reading.
import ExcelJS from 'exceljs';
import type { TestApp } from '../../test/harness.js';
import { call } from '../../test/harness.js';

export { dayAt, minutesAfter, staffMember, today, TZ } from '../work-entries/test-support.js';
export { shiftDay, toUsDate } from '@hearth/shared';

type Query = Record<string, string | number | undefined>;
const qs = (q: Query) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

/** GET /reports/{type} with filters as query parameters. */
export const getReport = (t: TestApp, token: string, type: string, q: Query = {}) =>
  call(t.app, 'GET', `/api/v1/reports/${type}${Object.keys(q).length ? `?${qs(q)}` : ''}`, { token });

/** POST /reports/{type} with filters as a JSON body. */
export const postReport = (t: TestApp, token: string, type: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/v1/reports/${type}`, { token, body });

/** POST /reports/export/{type}: the raw download (a JSON body unless `body` is a string). */
export async function exportReport(t: TestApp, token: string, type: string, body: unknown = {}, q: Query = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/reports/export/${type}${Object.keys(q).length ? `?${qs(q)}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => res.json() };
}

/** The first sheet of an xlsx download. */
export async function readSheet(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The values of a sheet row as a plain array (column 1 first). */
export const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  Array.from({ length: sheet.columnCount }, (_, i) => sheet.getRow(n).getCell(i + 1).value);

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant's wall-clock time in New York as a Date whose UTC fields are those (how Excel stores it). */
export function newYorkWall(iso: string): Date {
  const instant = new Date(iso);
  const p = Object.fromEntries(wallFormat.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second, instant.getUTCMilliseconds()));
}

/** Moves the app's clock so that "now" is `iso` (the clock is the one outside thing tests replace). */
export function setClock(t: TestApp, iso: string): void {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}
