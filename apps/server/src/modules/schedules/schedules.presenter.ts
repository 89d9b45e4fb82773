/** Whitelisting presenters of the scheduling outputs (packages/shared/src/schedules/outputs.ts). */
import {
  toUtcWire,
  type CancelReason,
  type ScheduledVisitOut,
  type ScheduledVisitStatus,
  type ScheduleOut,
} from '@hearth/shared';
import { lastFirst, num, numOrNull, text, textOrNull, type Row } from '../../db/rows.js';

const wire = (v: unknown) => toUtcWire(v instanceof Date ? v : new Date(text(v)));

const named = (id: unknown, last: unknown, first: unknown, middle: unknown) =>
  id === null || id === undefined ? null : { id: Number(id), name: lastFirst(last, first, middle) };

/** A row of schedules.repo's SCHEDULE_SELECT. */
export function presentSchedule(r: Row): ScheduleOut {
  return {
    id: num(r.id),
    clientServiceId: num(r.client_service_id),
    client: named(r.client_id, r.client_last, r.client_first, r.client_middle)!,
    serviceCode: text(r.service_code),
    serviceName: text(r.service_name),
    staff: named(r.staff_id, r.staff_last, r.staff_first, r.staff_middle),
    startDate: text(r.start_date),
    endDate: textOrNull(r.end_date),
    lastDate: text(r.last_date),
    startTime: text(r.start_time),
    durationMinutes: num(r.duration_minutes),
    weekdays: (r.weekdays as unknown[]).map(Number),
    intervalWeeks: num(r.interval_weeks),
    notes: textOrNull(r.notes),
    overrideReason: textOrNull(r.override_reason),
    splitFromId: numOrNull(r.split_from_id),
    version: num(r.version),
    createdAt: wire(r.created_at),
  };
}

/** A row of scheduled-visits.repo's visitSelect (status, units and the wire's times made in SQL). */
export function presentVisit(r: Row): ScheduledVisitOut {
  return {
    id: num(r.id),
    scheduleId: num(r.schedule_id),
    date: text(r.date),
    startsAt: text(r.starts_at),
    endsAt: text(r.ends_at),
    durationMinutes: num(r.duration_minutes),
    client: named(r.client_id, r.client_last, r.client_first, r.client_middle)!,
    clientServiceId: num(r.client_service_id),
    serviceCode: text(r.service_code),
    serviceName: text(r.service_name),
    staff: named(r.staff_id, r.staff_last, r.staff_first, r.staff_middle),
    status: text(r.status) as ScheduledVisitStatus,
    workEntryId: numOrNull(r.work_entry_id),
    cancelReason: textOrNull(r.cancel_reason) as CancelReason | null,
    cancelNote: textOrNull(r.cancel_note),
    changed: r.changed === true,
    units: num(r.units),
    notes: textOrNull(r.notes),
  };
}
