import type { ScheduledVisitOut } from '@hearth/shared';
import { buildScheduledVisit as buildVisit } from '../../../test/schedule-fixtures';

/** A planned visit as GET /scheduled-visits answers it (Lopez, Maria; Companion; 9–11 AM New York on 05/04/2026). */
export function buildScheduledVisit(overrides: Partial<ScheduledVisitOut> = {}): ScheduledVisitOut {
  return buildVisit({
    id: 501,
    scheduleId: 60,
    date: '2026-05-04',
    startsAt: '2026-05-04 13:00:00',
    endsAt: '2026-05-04 15:00:00',
    client: { id: 5, name: 'Lopez, Maria' },
    staff: { id: 7, name: 'Doe, Jane' },
    ...overrides,
  });
}

/** The list envelope of the scheduled-visit calls. */
export const scheduleReply = (visits: ScheduledVisitOut[]) => ({ body: { data: visits, recordCount: visits.length } });
