import type { ClientServiceOut, ScheduledVisitOut, ScheduleOut } from '@hearth/shared';
import { buildScheduledVisit } from '../../test/schedule-fixtures';

/**
 * The tests' clock: Wednesday 05/06/2026 09:30 in New York (the default agency zone), so the week
 * shown is Monday 05/04 to Sunday 05/10.
 */
export const NOW = new Date('2026-05-06T13:30:00Z');

/** A planned visit as GET /scheduled-visits lists it: Rivera, Sam with Alvarez, Rosa, 09:00–11:00 AM. */
export const buildVisit = buildScheduledVisit;

/** The week: two visits of Rivera today (one late), a missed one of Kim yesterday, a cancelled one, an open shift. */
export const week: ScheduledVisitOut[] = [
  buildVisit(),
  buildVisit({
    id: 2,
    scheduleId: 12,
    startsAt: '2026-05-06 17:00:00',
    endsAt: '2026-05-06 18:00:00',
    client: { id: 42, name: 'Brown, Ada' },
    status: 'late',
  }),
  buildVisit({
    id: 3,
    scheduleId: 13,
    date: '2026-05-05',
    startsAt: '2026-05-05 12:00:00',
    endsAt: '2026-05-05 13:00:00',
    staff: { id: 22, name: 'Kim, Lee' },
    status: 'missed',
  }),
  buildVisit({
    id: 4,
    scheduleId: 14,
    date: '2026-05-07',
    startsAt: '2026-05-07 14:00:00',
    endsAt: '2026-05-07 16:00:00',
    client: { id: 42, name: 'Brown, Ada' },
    staff: null,
    status: 'open',
  }),
  buildVisit({
    id: 5,
    scheduleId: 15,
    date: '2026-05-08',
    startsAt: '2026-05-08 13:00:00',
    endsAt: '2026-05-08 15:00:00',
    staff: { id: 22, name: 'Kim, Lee' },
    status: 'cancelled',
    cancelReason: 'client_hospital',
  }),
];

export const visitsReply = (rows: ScheduledVisitOut[]) => ({ body: { data: rows, recordCount: rows.length } });

/** The client's authorization to plan against, Rivera allocated; 15-minute units to 06/30/2026. */
export function buildAuthorization(overrides: Partial<ClientServiceOut> = {}): ClientServiceOut {
  return {
    serviceRequestId: 31,
    clientId: 41,
    serviceId: 2,
    serviceName: 'Companion',
    serviceCode: 'W1726',
    serviceAccount: null,
    serviceDescription: null,
    serviceUnitRate: 5.12,
    serviceUnitLength: 0.25,
    serviceStartDate: '2026-01-01',
    serviceEndDate: '2026-06-30',
    serviceUnitsAuthorized: 480,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: true,
    isDegreeRequired: false,
    isDatesConfirmed: true,
    isOverlappable: false,
    authorizedDate: null,
    files: [],
    assignedStaff: [{ userId: 21, name: 'Sam Rivera' }],
    totalWorth: 2457.6,
    unitsUtilized: 30,
    unitsRemaining: 450,
    version: 3,
    ...overrides,
  };
}

/** A schedule as POST /schedules and GET /schedules/{id} answer it (visit 1's series). */
export function buildSchedule(overrides: Partial<ScheduleOut> = {}): ScheduleOut {
  return {
    id: 11,
    clientServiceId: 31,
    client: { id: 41, name: 'Alvarez, Rosa' },
    serviceCode: 'W1726',
    serviceName: 'Companion',
    staff: { id: 21, name: 'Rivera, Sam' },
    startDate: '2026-05-04',
    endDate: null,
    lastDate: '2026-06-30',
    startTime: '09:00',
    durationMinutes: 120,
    weekdays: [1, 3, 5],
    intervalWeeks: 1,
    notes: null,
    overrideReason: null,
    splitFromId: null,
    version: 4,
    createdAt: '2026-05-01 12:00:00',
    ...overrides,
  };
}
