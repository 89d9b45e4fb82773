/**
 * An authorization's dates changed (client-services calls this in the same transaction): its
 * planned visits follow them. Visits now outside the dates go (not those worked, cancelled or
 * started: the past stays); when it ends later, each series running until the authorization ends
 * (or planned past the old end) gets its visits on the days added. No planning check runs here: the admin changed the
 * authorization, not the plan (decision 017).
 */
import { shiftDay } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { dateOut } from '../../platform/records.js';
import { occurrencesOf } from './plan.js';
import * as visits from './scheduled-visits.repo.js';
import * as repo from './schedules.repo.js';

export async function followAuthorizationDates(
  tx: Db,
  p: { authorizationId: number; previousEndDate: string; now: Date; today: string; timeZone: string },
): Promise<{ removed: number; added: number }> {
  const auth = await repo.findAuthorization(tx, p.authorizationId);
  if (!auth) return { removed: 0, added: 0 };
  const removed = await visits.dropOutsideAuthorization(tx, auth, p.now);
  let added = 0;
  if (auth.endDate <= p.previousEndDate) return { removed, added };
  // Only the days the longer authorization adds: the days before keep their visits as planned.
  for (const s of await repo.seriesPast(tx, auth.id, p.previousEndDate)) {
    const plan = { ...s, startDate: dateOut(s.startDate)!, endDate: dateOut(s.endDate) };
    const from = [plan.startDate, p.today, auth.startDate, shiftDay(p.previousEndDate, 1)].sort().at(-1)!;
    added += await repo.insertVisits(tx, s, occurrencesOf(plan, auth, { from, timeZone: p.timeZone, now: p.now }));
  }
  return { removed, added };
}
