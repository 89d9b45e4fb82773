import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ScheduledVisitOut, UpdateScheduleBody } from '@hearth/shared';
import { dayText, weekdayText } from '../../lib/format';
import { SCHEDULE_KEY, useUpdateSchedule } from './api';
import { refusalOf, type Refusal } from './components/ConflictNotice';
import { timeRangeText } from './components/VisitCard';
import type { MoveTarget } from './components/WeekGrid';
import { OPEN_SHIFTS } from './week';

type Named = { id: number; name: string } | null;
type Placed = { date: string; staff: Named };

/** A move the server refused, kept to show why (and to send again with a reason where allowed). */
export type MoveRefusal = { visit: ScheduledVisitOut; body: UpdateScheduleBody; refusal: Refusal };

/**
 * Moving one visit (by drag or Alt+Arrow): the card shows at once where it goes, PATCH scope
 * 'occurrence' with `moveTo` and/or `staffId` asks the server, and on a refusal the card goes back
 * and the reason shows. `announce` says each result in words (the page's live region).
 */
export function useMoveVisit(staffNames: (id: number) => string | undefined, announce: (text: string) => void) {
  const queryClient = useQueryClient();
  const update = useUpdateSchedule();
  const [placed, setPlaced] = useState<ReadonlyMap<number, Placed>>(new Map());
  const [refused, setRefused] = useState<MoveRefusal | null>(null);

  const place = (id: number, where: Placed | null) =>
    setPlaced((now) => {
      const next = new Map(now);
      if (where) next.set(id, where);
      else next.delete(id);
      return next;
    });

  const send = async (visit: ScheduledVisitOut, body: UpdateScheduleBody, where: Placed) => {
    setRefused(null);
    place(visit.id, where);
    const what = `${visit.client.name}, ${timeRangeText(visit)}`;
    try {
      await update.mutateAsync({ id: visit.scheduleId, body });
      await queryClient.refetchQueries({ queryKey: [SCHEDULE_KEY, 'visits'] });
      announce(
        `Moved ${what} to ${weekdayText(where.date)} ${dayText(where.date)}, ${where.staff?.name ?? OPEN_SHIFTS}.`,
      );
    } catch (err) {
      const refusal = refusalOf(err);
      setRefused({ visit, body, refusal });
      announce(`Not moved: ${refusal.conflicts?.conflicts.map((c) => c.message).join(' ') || refusal.message}`);
    } finally {
      place(visit.id, null);
    }
  };

  /** Settles once the visit is in its final place (moved, or back where it was). */
  const move = (visit: ScheduledVisitOut, target: MoveTarget): Promise<void> => {
    const staffChanges = target.staffId !== undefined && target.staffId !== (visit.staff?.id ?? null);
    const staff: Named = staffChanges
      ? target.staffId === null
        ? null
        : { id: target.staffId!, name: staffNames(target.staffId!) ?? '' }
      : visit.staff;
    const body: UpdateScheduleBody = {
      scope: 'occurrence',
      date: visit.date,
      ...(target.day !== visit.date ? { moveTo: target.day } : {}),
      ...(staffChanges ? { staffId: target.staffId } : {}),
    };
    return send(visit, body, { date: target.day, staff });
  };

  const overrideMove = (reason: string) => {
    if (!refused) return;
    const { visit, body } = refused;
    const staff =
      body.staffId === undefined
        ? visit.staff
        : body.staffId === null
          ? null
          : { id: body.staffId, name: staffNames(body.staffId) ?? '' };
    void send(visit, { ...body, override: { reason } }, { date: body.moveTo ?? visit.date, staff });
  };

  /** The visits as shown: those on their way somewhere already there. */
  const apply = useCallback(
    (visits: readonly ScheduledVisitOut[] | undefined): ScheduledVisitOut[] =>
      !visits
        ? []
        : placed.size === 0
          ? (visits as ScheduledVisitOut[])
          : visits.map((v) => {
              const where = placed.get(v.id);
              return where ? { ...v, date: where.date, staff: where.staff } : v;
            }),
    [placed],
  );

  return { move, apply, refused, overrideMove, dismiss: () => setRefused(null), busy: update.isPending };
}
