import type { ScheduledVisitOut } from '@hearth/shared';

/**
 * A planned visit as GET /scheduled-visits lists it — Rivera, Sam with Alvarez, Rosa; Companion;
 * 09:00–11:00 AM New York on Wednesday 05/06/2026 — for the schedule screens' tests (admin, client,
 * staff), each giving what its own story needs.
 */
export function buildScheduledVisit(overrides: Partial<ScheduledVisitOut> = {}): ScheduledVisitOut {
  return {
    id: 1,
    scheduleId: 11,
    date: '2026-05-06',
    startsAt: '2026-05-06 13:00:00',
    endsAt: '2026-05-06 15:00:00',
    durationMinutes: 120,
    client: { id: 41, name: 'Alvarez, Rosa' },
    clientServiceId: 31,
    serviceCode: 'W1726',
    serviceName: 'Companion',
    staff: { id: 21, name: 'Rivera, Sam' },
    status: 'scheduled',
    workEntryId: null,
    cancelReason: null,
    cancelNote: null,
    changed: false,
    units: 8,
    notes: null,
    ...overrides,
  };
}
