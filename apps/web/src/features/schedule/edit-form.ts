/** The visit dialog's edit: this visit only, or this and the following ones (docs/decisions/017). */
import { z } from 'zod';
import {
  ScheduleMsg,
  updateScheduleBody,
  type ScheduledVisitOut,
  type ScheduleOut,
  type UpdateScheduleBody,
} from '@hearth/shared';
import { toLocalInputs } from '../../lib/format';
import { OPEN_SHIFT } from './plan-form';

export type EditFormValues = {
  scope: 'occurrence' | 'following';
  staffId: number | typeof OPEN_SHIFT;
  /** This visit only: the day it moves to. */
  moveTo: string;
  startTime: string;
  durationMinutes: string;
  weekdays: number[];
  intervalWeeks: 1 | 2;
  endDate: string;
};

export function editValues(visit: ScheduledVisitOut, schedule: ScheduleOut | undefined): EditFormValues {
  return {
    scope: 'occurrence',
    staffId: visit.staff?.id ?? OPEN_SHIFT,
    moveTo: visit.date,
    startTime: toLocalInputs(visit.startsAt).time,
    durationMinutes: String(visit.durationMinutes),
    weekdays: schedule?.weekdays ?? [],
    intervalWeeks: schedule?.intervalWeeks === 2 ? 2 : 1,
    endDate: schedule?.endDate ?? '',
  };
}

/** The PATCH body the values mean: one visit's staff, time and day, or the series from this visit on. */
export function editBody(v: EditFormValues, visit: ScheduledVisitOut, schedule: ScheduleOut | undefined) {
  const common = {
    scope: v.scope,
    date: visit.date,
    staffId: v.staffId === OPEN_SHIFT ? null : v.staffId,
    startTime: v.startTime,
    durationMinutes: v.durationMinutes,
  };
  if (v.scope === 'occurrence') {
    // Only what differs from the visit: a visit changed on its own is marked so.
    const was = editValues(visit, schedule);
    return {
      scope: v.scope,
      date: visit.date,
      ...(v.staffId !== was.staffId ? { staffId: common.staffId } : {}),
      ...(v.startTime !== was.startTime ? { startTime: v.startTime } : {}),
      ...(String(v.durationMinutes).trim() !== was.durationMinutes ? { durationMinutes: v.durationMinutes } : {}),
      ...(v.moveTo !== visit.date ? { moveTo: v.moveTo } : {}),
    };
  }
  return {
    ...common,
    weekdays: v.weekdays,
    intervalWeeks: v.intervalWeeks,
    endDate: v.endDate,
    ...(schedule ? { version: schedule.version } : {}),
  };
}

/** The form's check: the shared updateScheduleBody on the body the values mean. */
export const editFormSchema = (visit: ScheduledVisitOut, schedule: ScheduleOut | undefined) =>
  z.looseObject({}).transform((raw, ctx): UpdateScheduleBody => {
    const v = raw as unknown as EditFormValues;
    const parsed = updateScheduleBody.safeParse(editBody(v, visit, schedule));
    if (parsed.success) {
      if (v.scope === 'following' && v.weekdays.length === 0) {
        ctx.addIssue({ code: 'custom', message: ScheduleMsg.weekdaysRequired, path: ['weekdays'] });
        return z.NEVER;
      }
      return parsed.data;
    }
    for (const issue of parsed.error.issues) {
      const path = issue.path[0] === 'moveTo' ? ['moveTo'] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
