// Scheduled vs Delivered (issue 21): planned visits (seeded straight into schedules and
// scheduled_visits) against the work entries that fulfilled them, per staff member and per client,
// figure by figure; its filters, the agency zone's day boundaries, who may run it, and the download.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  cancelReasonKey,
  reportColumns,
  UserType,
  WorkEntryStatus,
  type CancelReason,
} from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { createAuthorization, createClientRow, createService } from '../../seed/service-factory.js';
import { createWorkEntry } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import {
  dayAt,
  exportReport,
  getReport,
  minutesAfter,
  readSheet,
  rowValues,
  shiftDay,
  staffMember,
  today,
  toUsDate,
} from './test-fixtures.js';

const TYPE = 'scheduled_vs_delivered';
let t: TestApp;
let admin: string;
let staffToken: string;
const id = { maria: 0, james: 0, baker: 0, diaz: 0, respite: 0 };
const D = (days: number) => shiftDay(today(t), days);
const range = (from: number, to: number, extra: Record<string, string | number> = {}) => ({
  fromDate: toUsDate(D(from)),
  toDate: toUsDate(D(to)),
  ...extra,
});

type Visit = {
  day: number;
  hh: number;
  mm?: number;
  minutes: number;
  entry?: { start: [number, number]; minutes: number; status?: WorkEntryStatus; userId?: number };
  late?: boolean;
  missed?: boolean;
  cancel?: CancelReason;
};

/** A schedule row and its visits, straight into the tables the schedules module writes. */
async function plan(cs: { id: number; clientId: number }, staffId: number | null, visits: Visit[]) {
  const db = t.database.db;
  const [schedule] = await rowsOf(
    db,
    sql`INSERT INTO schedules (client_service_id, client_id, staff_id, start_date, start_time, duration_minutes, weekdays)
        VALUES (${cs.id}, ${cs.clientId}, ${staffId}, ${D(-30)}, '09:00', 60, '{1,2,3,4,5}') RETURNING id`,
  );
  for (const v of visits) {
    const starts = dayAt(t, v.day, v.hh, v.mm ?? 0);
    let entryId: number | null = null;
    if (v.entry) {
      const start = dayAt(t, v.day, ...v.entry.start);
      const status = v.entry.status ?? WorkEntryStatus.Completed;
      const entry = await createWorkEntry(db, {
        clientServiceId: cs.id,
        userId: v.entry.userId ?? staffId!,
        start,
        end: minutesAfter(start, v.entry.minutes),
        status,
      });
      entryId = entry.id;
    }
    const at = (yes: boolean | undefined) => (yes ? minutesAfter(starts, 15).toISOString() : null);
    await db.execute(sql`
      INSERT INTO scheduled_visits (schedule_id, client_service_id, client_id, staff_id, origin_date, service_date,
        starts_at, ends_at, work_entry_id, late_at, missed_at, cancelled_at, cancel_reason)
      VALUES (${schedule!.id}, ${cs.id}, ${cs.clientId}, ${staffId}, ${D(v.day)}, ${D(v.day)}, ${starts.toISOString()},
        ${minutesAfter(starts, v.minutes).toISOString()}, ${entryId}, ${at(v.late)}, ${at(v.missed)},
        ${v.cancel ? starts.toISOString() : null}, ${v.cancel ?? null})`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const maria = await staffMember(t);
  const james = await staffMember(t, { firstName: 'James', lastName: 'Okafor' });
  staffToken = maria.token;
  const baker = await createClientRow(db, { firstName: 'Ann', lastName: 'Baker' });
  // A name that would be a formula if written as one.
  const diaz = await createClientRow(db, { firstName: 'Carl', lastName: '=Diaz' });
  const respite = await createService(db, { name: 'Respite', code: 'W7060' });
  Object.assign(id, { maria: maria.id, james: james.id, baker: baker.id, diaz: diaz.id, respite: respite.id });
  const dates = { startDate: D(-60), endDate: D(60) };
  const csA = await createAuthorization(db, { clientId: baker.id, staffIds: [maria.id, james.id], values: dates });
  const csB = await createAuthorization(db, {
    clientId: diaz.id,
    staffIds: [maria.id, james.id],
    values: { ...dates, serviceName: 'Respite', serviceCode: 'W7060', serviceId: respite.id },
  });

  await plan(csA, maria.id, [
    { day: -8, hh: 9, minutes: 60 }, // before the main range
    { day: -6, hh: 9, minutes: 60, late: true, entry: { start: [9, 20], minutes: 60 } }, // late, 1.00 h
    { day: -5, hh: 9, minutes: 90, entry: { start: [9, 0], minutes: 75 } }, // 1.25 h
    { day: -4, hh: 9, minutes: 60, missed: true },
    { day: -3, hh: 9, minutes: 60, cancel: 'staff_sick' },
    { day: -2, hh: 23, mm: 30, minutes: 45 }, // 04:30 UTC the next day
    { day: 0, hh: 9, minutes: 60 }, // after it
  ]);
  await plan(csB, maria.id, [
    { day: -2, hh: 14, minutes: 120, entry: { start: [14, 0], minutes: 0, status: WorkEntryStatus.InProgress } },
    { day: -1, hh: 10, minutes: 60, cancel: 'weather' },
  ]);
  await plan(csB, james.id, [
    { day: -6, hh: 10, minutes: 30, entry: { start: [10, 0], minutes: 30 } }, // 0.50 h
    { day: -5, hh: 10, minutes: 30, cancel: 'client_hospital' },
    // Found missed, then worked late after all: completed, not missed.
    { day: -4, hh: 10, minutes: 30, missed: true, entry: { start: [10, 45], minutes: 30 } }, // 0.50 h
  ]);
  await plan(csA, null, [
    { day: -3, hh: 13, minutes: 60 }, // an open shift nobody took
    { day: -1, hh: 15, minutes: 60, entry: { start: [15, 0], minutes: 60, userId: james.id } }, // taken by James
  ]);
  // Work nobody planned: Maria 45 minutes; James 60 minutes from 23:30 (in range) and the evening
  // before (23:30 New York is already the next day in UTC: outside the range).
  const unplanned = (userId: number, day: number, hh: number, mm: number, minutes: number) =>
    createWorkEntry(db, {
      clientServiceId: csA.id,
      userId,
      start: dayAt(t, day, hh, mm),
      end: minutesAfter(dayAt(t, day, hh, mm), minutes),
    });
  await unplanned(maria.id, -5, 14, 0, 45);
  await unplanned(james.id, -7, 23, 30, 60);
  await unplanned(james.id, -8, 23, 30, 60);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const reasons = (counts: Partial<Record<CancelReason, number>>) =>
  Object.fromEntries(CANCEL_REASONS.map((r) => [cancelReasonKey(r), counts[r] ?? 0]));

const MARIA = {
  name: 'Lopez, Maria',
  plannedVisits: 5, // 60 + 90 + 60 + 45 + 120 minutes
  plannedHours: 6.25,
  deliveredHours: 2.25,
  deliveryPercent: 36,
  unplannedHours: 0.75,
  completed: 2,
  late: 1,
  missed: 1,
  cancelled: 2,
  cancelledByReason: 'Staff sick: 1, Weather or emergency: 1',
  ...reasons({ staff_sick: 1, weather: 1 }),
};
const JAMES = {
  name: 'Okafor, James',
  plannedVisits: 3, // 30 + 30 + 60 (the open shift he worked)
  plannedHours: 2,
  deliveredHours: 2,
  deliveryPercent: 100,
  unplannedHours: 1,
  completed: 3,
  late: 0,
  missed: 0,
  cancelled: 1,
  cancelledByReason: 'Client in hospital: 1',
  ...reasons({ client_hospital: 1 }),
};
const OPEN = {
  groupId: null,
  name: 'Open shifts (no staff)',
  plannedVisits: 1,
  plannedHours: 1,
  deliveredHours: 0,
  deliveryPercent: 0,
  unplannedHours: 0,
  completed: 0,
  late: 0,
  missed: 0,
  cancelled: 0,
  cancelledByReason: '',
  ...reasons({}),
};
const TOTAL = {
  groupId: null,
  name: 'Total',
  plannedVisits: 9,
  plannedHours: 9.25,
  deliveredHours: 4.25,
  deliveryPercent: 45.95, // 4.25 ÷ 9.25
  unplannedHours: 1.75,
  completed: 5,
  late: 1,
  missed: 1,
  cancelled: 3,
  cancelledByReason: 'Client in hospital: 1, Staff sick: 1, Weather or emergency: 1',
  ...reasons({ client_hospital: 1, staff_sick: 1, weather: 1 }),
};

const run = async (q: Record<string, string | number>) => {
  const res = await getReport(t, admin, TYPE, q);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Row[]; recordCount: number; totals: Row; stats: Row };
};

describe('Scheduled vs Delivered by staff member', () => {
  it('counts each staff member’s planned, delivered, late, missed and cancelled visits, open shifts last', async () => {
    const body = await run(range(-7, -1));
    expect(body.data).toEqual([{ groupId: id.maria, ...MARIA }, { groupId: id.james, ...JAMES }, OPEN]);
    expect(body.recordCount).toBe(3);
    expect(body.totals).toEqual(TOTAL);
    expect(body.stats).toEqual({ recordCount: 3, totalUnits: 0, totalGross: 0, totalNet: 0 });
  });

  it('pages the rows but totals the whole result', async () => {
    const body = await run(range(-7, -1, { offset: 1, limit: 1 }));
    expect(body.data.map((r) => r.name)).toEqual(['Okafor, James']);
    expect([body.recordCount, body.totals.plannedHours]).toEqual([3, 9.25]);
  });

  it('filters by staff member, client and catalogue service', async () => {
    expect((await run(range(-7, -1, { staffId: id.maria }))).data).toEqual([{ groupId: id.maria, ...MARIA }]);
    const diaz = await run(range(-7, -1, { clientId: id.diaz }));
    // Maria: the 2-hour visit in progress and the one cancelled for weather; James: 2 × 30 minutes, both worked.
    expect(diaz.data.map((r) => [r.name, r.plannedVisits, r.plannedHours, r.deliveredHours, r.cancelled])).toEqual([
      ['Lopez, Maria', 1, 2, 0, 1],
      ['Okafor, James', 2, 1, 1, 1],
    ]);
    expect((await run(range(-7, -1, { serviceId: id.respite }))).data).toEqual(diaz.data);
  });

  it('counts whole days in the agency’s zone, by the plan’s day and the entry’s start', async () => {
    // 23:30 on day −2 in New York is day −1 in UTC: it is day −2's.
    const day2 = await run(range(-2, -2, { staffId: id.maria }));
    expect(day2.data.map((r) => [r.plannedVisits, r.plannedHours])).toEqual([[2, 2.75]]);
    const day1 = await run(range(-1, -1, { staffId: id.maria }));
    expect(day1.data).toEqual([
      expect.objectContaining({ plannedVisits: 0, plannedHours: 0, deliveryPercent: null, cancelled: 1 }),
    ]);
    // James's two evenings of unplanned work: 23:30 on day −8 belongs to day −8, not −7.
    const day8 = await run(range(-8, -8));
    expect(day8.data.map((r) => [r.name, r.plannedVisits, r.unplannedHours])).toEqual([
      ['Lopez, Maria', 1, 0],
      ['Okafor, James', 0, 1],
    ]);
  });

  it('counts a visit across the fall-back hour by its real minutes, on its own day', async () => {
    const db = t.database.db;
    const ruth = await staffMember(t, { firstName: 'Ruth', lastName: 'Nakamura' });
    const client = await createClientRow(db, { firstName: 'Dee', lastName: 'Evans' });
    const cs = await createAuthorization(db, { clientId: client.id, staffIds: [ruth.id] });
    const [schedule] = await rowsOf(
      db,
      sql`INSERT INTO schedules (client_service_id, client_id, staff_id, start_date, start_time, duration_minutes, weekdays)
          VALUES (${cs.id}, ${client.id}, ${ruth.id}, '2026-10-31', '23:30', 60, '{6,7}') RETURNING id`,
    );
    // 01:30 EDT to 01:15 EST on 1 November 2026: 45 real minutes. 23:30 EDT on 31 October is
    // 1 November in UTC but 31 October's.
    for (const [day, starts, ends] of [
      ['2026-11-01', '2026-11-01T05:30:00Z', '2026-11-01T06:15:00Z'],
      ['2026-10-31', '2026-11-01T03:30:00Z', '2026-11-01T04:30:00Z'],
    ]) {
      await db.execute(sql`
        INSERT INTO scheduled_visits (schedule_id, client_service_id, client_id, staff_id, origin_date, service_date,
          starts_at, ends_at)
        VALUES (${schedule!.id}, ${cs.id}, ${client.id}, ${ruth.id}, ${day}, ${day}, ${starts}, ${ends})`);
    }
    const nov1 = await run({ fromDate: '11/01/2026', toDate: '11/01/2026', staffId: ruth.id });
    expect(nov1.data.map((r) => [r.name, r.plannedVisits, r.plannedHours])).toEqual([['Nakamura, Ruth', 1, 0.75]]);
    const oct31 = await run({ fromDate: '10/31/2026', toDate: '10/31/2026', staffId: ruth.id });
    expect(oct31.data.map((r) => [r.plannedVisits, r.plannedHours])).toEqual([[1, 1]]);
  });

  it('refuses filters it does not take, and staff members', async () => {
    for (const [field, value] of [
      ['adminVerification', 'all'],
      ['dateFilterOption', 'end'],
      ['group', 'team'],
      ['status', 'active'],
    ]) {
      const res = await getReport(t, admin, TYPE, { [field!]: value! });
      expect([field, res.status, res.body.field]).toEqual([field, 400, field]);
    }
    expect((await getReport(t, staffToken, TYPE, range(-7, -1))).status).toBe(403);
    const exported = await exportReport(t, staffToken, TYPE, range(-7, -1));
    expect([exported.status, exported.json().code]).toEqual([403, 403]);
  });

  it('writes an audit row for each run and download', async () => {
    await run(range(-7, -1, { clientId: id.baker, group: 'client' }));
    const rows = await auditFor(t.database.db, 'report', TYPE);
    expect(rows.at(-1)).toMatchObject({ action: 'report.read', details: { clientId: id.baker, group: 'client' } });
    await exportReport(t, admin, TYPE, range(-7, -1));
    expect((await auditFor(t.database.db, 'report', TYPE)).at(-1)).toMatchObject({
      action: 'report.export',
      details: { recordCount: 3 },
    });
  });
});

describe('Scheduled vs Delivered by client', () => {
  it('counts the same visits under each client', async () => {
    const body = await run(range(-7, -1, { group: 'client' }));
    // In name order ('=' sorts by the database's collation): looked up by client.
    const byClient = new Map(body.data.map((r) => [r.groupId, r]));
    expect(body.data).toHaveLength(2);
    expect(byClient.get(id.diaz)).toEqual({
      groupId: id.diaz,
      name: '=Diaz, Carl',
      plannedVisits: 3, // 120 + 30 + 30 minutes
      plannedHours: 3,
      deliveredHours: 1,
      deliveryPercent: 33.33,
      unplannedHours: 0,
      completed: 2,
      late: 0,
      missed: 0,
      cancelled: 2,
      cancelledByReason: 'Client in hospital: 1, Weather or emergency: 1',
      ...reasons({ client_hospital: 1, weather: 1 }),
    });
    expect(byClient.get(id.baker)).toEqual({
      groupId: id.baker,
      name: 'Baker, Ann',
      plannedVisits: 6, // 60 + 90 + 60 + 45 + 60 + 60
      plannedHours: 6.25,
      deliveredHours: 3.25,
      deliveryPercent: 52,
      unplannedHours: 1.75,
      completed: 3,
      late: 1,
      missed: 1,
      cancelled: 1,
      cancelledByReason: 'Staff sick: 1',
      ...reasons({ staff_sick: 1 }),
    });
    expect(body.totals).toEqual(TOTAL);
  });
});

describe('the download', () => {
  const exportColumns = (group: 'staff' | 'client') => reportColumns(TYPE, [], group).filter((c) => c.export !== false);
  const download = async (body: Record<string, unknown>) => {
    const res = await exportReport(t, admin, TYPE, body);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Scheduled vs Delivered on [\d-]+\.xlsx"$/,
    );
    return { sheet: await readSheet(res.raw), raw: res.raw };
  };

  it('by staff: a column per cancel reason, every figure, and totals equal to the preview’s', async () => {
    const columns = exportColumns('staff');
    const { sheet } = await download(range(-7, -1));
    expect(sheet.name).toBe('Scheduled vs Delivered');
    expect(rowValues(sheet, 1)).toEqual([
      'Staff Name',
      'Planned Visits',
      'Planned Hours',
      'Delivered Hours',
      'Delivery %',
      'Unplanned Hours',
      'Completed',
      'Late',
      'Missed',
      'Cancelled',
      ...CANCEL_REASONS.map((r) => `Cancelled: ${CANCEL_REASON_LABELS[r]}`),
    ]);
    const figures = (r: Row) => columns.slice(1).map((c) => r[c.key] ?? null);
    expect(rowValues(sheet, 2)).toEqual(['Lopez, Maria', ...figures(MARIA)]);
    expect(rowValues(sheet, 3)).toEqual(['Okafor, James', ...figures(JAMES)]);
    expect(rowValues(sheet, 4)).toEqual(['Open shifts (no staff)', ...figures(OPEN)]);
    expect(rowValues(sheet, 5)).toEqual(['Total (3 records)', ...figures(TOTAL)]);
    expect(sheet.getRow(5).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(5);
  });

  it('by client: a name beginning with "=" stays text, never a formula', async () => {
    const { sheet, raw } = await download(range(-7, -1, { group: 'client' }));
    expect(sheet.getRow(1).getCell(1).value).toBe('Client Name');
    const names = [2, 3].map((n) => sheet.getRow(n).getCell(1));
    const diaz = names.find((c) => c.value === '=Diaz, Carl')!;
    expect([diaz.type, diaz.formula, diaz.numFmt]).toEqual([ExcelJS.ValueType.String, undefined, '@']);
    const xml = await (await JSZip.loadAsync(raw)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).not.toMatch(/<f[\s>]/);
    // Delivery % of the totals row: 4.25 ÷ 9.25 h, not the sum of the rows' percentages.
    expect(rowValues(sheet, 4).slice(0, 6)).toEqual(['Total (2 records)', 9, 9.25, 4.25, 45.95, 1.75]);
  });
});
