// Late and missed planned visits in the EVV exceptions list: they name the planned visit (no entry),
// filter by type and by the planned day, and resolve with a note like the others (audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, ErrorCode, UserType } from '@hearth/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { api, authorizationFor, staffMember, TZ, wire } from '../work-entries/test-support.js';
import { planVisit } from '../schedules/fulfilment.test-support.js';
import { runScheduleWatch } from '../schedules/index.js';

let t: TestApp;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { userType: UserType.Admin, firstName: 'Dana', lastName: 'Whitfield' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const fromNow = (minutes: number) => new Date(Math.floor((t.clock.now().getTime() + minutes * MINUTE) / 1000) * 1000);
const quiet = { info: () => {}, warn: () => {} };
const watch = () => runScheduleWatch({ db: t.database.db, clock: t.clock, messenger: t.messenger, log: quiet });
const list = (query: string) => api(t, 'GET', `/evv/exceptions?${query}`, admin.token);

describe('late and missed visits as EVV exceptions', () => {
  it('list with the planned visit (client, staff or an open shift, planned times) and no entry', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const startsAt = fromNow(-30);
    const lateVisit = await planVisit(t.database.db, {
      clientServiceId: cs.id,
      clientId: client.id,
      staffId: staff.id,
      startsAt,
    });
    const openStart = fromNow(-90);
    const missedOpen = await planVisit(t.database.db, {
      clientServiceId: cs.id,
      clientId: client.id,
      staffId: null,
      startsAt: openStart,
    });
    await watch();

    const late = await list('type=late');
    expect(late.status).toBe(200);
    const row = late.body.data.find(
      (x: { scheduledVisit: { id: number } | null }) => x.scheduledVisit?.id === lateVisit,
    );
    expect(row).toMatchObject({
      type: 'late',
      label: 'Late visit',
      message: 'Nobody clocked in within 15 min of the planned start',
      entry: null,
      resolved: false,
      staff: { id: staff.id, name: 'Lopez, Maria' },
      client: { id: client.id, name: 'Baker, Ann' },
      scheduledVisit: {
        id: lateVisit,
        date: dayIn(startsAt, TZ),
        startsAt: wire(startsAt),
        endsAt: wire(new Date(startsAt.getTime() + 60 * MINUTE)),
        staff: { id: staff.id, name: 'Lopez, Maria' },
        client: { id: client.id, name: 'Baker, Ann' },
        serviceCode: 'W1726',
      },
    });
    expect(late.body.data.every((x: { type: string }) => x.type === 'late')).toBe(true);

    const missed = await list(`type=missed&fromDate=${dayIn(openStart, TZ)}&toDate=${dayIn(openStart, TZ)}`);
    const open = missed.body.data.find(
      (x: { scheduledVisit: { id: number } | null }) => x.scheduledVisit?.id === missedOpen,
    );
    expect(open).toMatchObject({ type: 'missed', label: 'Missed visit', entry: null, staff: null });
    expect(open.scheduledVisit.staff).toBeNull();
    const elsewhere = await list('type=missed&fromDate=2000-01-01&toDate=2000-01-02');
    expect(elsewhere.body.recordCount).toBe(0);
  });

  it('resolve with a note, audited, once', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const visit = await planVisit(t.database.db, {
      clientServiceId: cs.id,
      clientId: client.id,
      staffId: staff.id,
      startsAt: fromNow(-120),
    });
    await watch();
    const open = await list('type=missed');
    const row = open.body.data.find((x: { scheduledVisit: { id: number } | null }) => x.scheduledVisit?.id === visit);
    expect(row).toBeDefined();

    const empty = await api(t, 'POST', `/evv/exceptions/${row.id}/resolve`, admin.token, { note: ' ' });
    expect(empty.status).toBe(400);
    const res = await api(t, 'POST', `/evv/exceptions/${row.id}/resolve`, admin.token, {
      note: 'Client was in hospital',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      resolved: true,
      resolutionNote: 'Client was in hospital',
      resolvedBy: { id: admin.id, name: 'Whitfield, Dana' },
      scheduledVisit: { id: visit },
      entry: null,
    });
    const again = await api(t, 'POST', `/evv/exceptions/${row.id}/resolve`, admin.token, { note: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ErrorCode.ALREADY_RESOLVED);
    const audits = (await auditFor(t.database.db, 'evv_exception', row.id)).filter(
      (a) => a.action === 'evv_exception.resolve',
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ workEntryId: null, scheduledVisitId: visit, type: 'missed' });

    await watch();
    const after = await list('type=missed&resolved=all');
    expect(
      after.body.data.filter((x: { scheduledVisit: { id: number } | null }) => x.scheduledVisit?.id === visit),
    ).toHaveLength(1);
  });
});
