/**
 * The week view's arithmetic, kept out of the components: the filters in the address, the days of
 * a week (Monday to Sunday, the agency's calendar days) and the visits grouped once into rows.
 */
import { isoDate, mondayOf, shiftDay, type ScheduledVisitOut, type ScheduledVisitStatus } from '@hearth/shared';

export type ScheduleView = 'staff' | 'client';

export type ScheduleFilters = {
  /** The Monday of the week shown. */
  week: string;
  view: ScheduleView;
  staffId: number | null;
  clientId: number | null;
  /** The day a phone's agenda shows ('' = today when in the week, else the Monday). */
  day: string;
};

const dayParam = isoDate();
const validDay = (value: string | null): string | null => (value && dayParam.safeParse(value).success ? value : null);
const idParam = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** The filters the address holds (a reload keeps them); the week of `today` by default. */
export function readFilters(params: URLSearchParams, today: string): ScheduleFilters {
  const week = mondayOf(validDay(params.get('week')) ?? today);
  return {
    week,
    view: params.get('view') === 'client' ? 'client' : 'staff',
    staffId: idParam(params.get('staffId')),
    clientId: idParam(params.get('clientId')),
    day: validDay(params.get('day')) ?? '',
  };
}

/** The address of some filters (defaults left out, so a plain /admin/schedule is this week by staff). */
export function writeFilters(f: ScheduleFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (f.week !== mondayOf(today)) params.set('week', f.week);
  if (f.view === 'client') params.set('view', 'client');
  if (f.staffId !== null) params.set('staffId', String(f.staffId));
  if (f.clientId !== null) params.set('clientId', String(f.clientId));
  if (f.day) params.set('day', f.day);
  return params;
}

/** The seven days of the week that starts on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => shiftDay(monday, i));

/** The day an agenda shows: the chosen one when in the week, else today when in it, else the Monday. */
export function agendaDay(f: ScheduleFilters, today: string): string {
  const days = weekDays(f.week);
  if (f.day && days.includes(f.day)) return f.day;
  return days.includes(today) ? today : f.week;
}

/** One row of the grid: a staff member (or the open shifts), or a client; its visits by day. */
export type WeekRow = {
  key: string;
  /** The staff member's or client's id; null for the open shifts row. */
  id: number | null;
  name: string;
  byDay: Map<string, ScheduledVisitOut[]>;
};

export const OPEN_SHIFTS = 'Open shifts';

const byStart = (a: ScheduledVisitOut, b: ScheduledVisitOut) =>
  a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id - b.id;

/**
 * The visits grouped once into rows (by staff member or by client, names in order; the open shifts
 * row first, where a scheduler looks for work to hand out), each row's days in time order.
 */
export function groupVisits(visits: readonly ScheduledVisitOut[], view: ScheduleView): WeekRow[] {
  const rows = new Map<string, WeekRow>();
  for (const visit of [...visits].sort(byStart)) {
    const who = view === 'staff' ? visit.staff : visit.client;
    const key = who ? `${view}-${who.id}` : 'open';
    let row = rows.get(key);
    if (!row) {
      row = { key, id: who?.id ?? null, name: who?.name ?? OPEN_SHIFTS, byDay: new Map() };
      rows.set(key, row);
    }
    const day = row.byDay.get(visit.date);
    if (day) day.push(visit);
    else row.byDay.set(visit.date, [visit]);
  }
  return [...rows.values()].sort((a, b) =>
    a.id === null ? -1 : b.id === null ? 1 : a.name.localeCompare(b.name) || a.id - b.id,
  );
}

/** One day's visits in time order (the phone's agenda). */
export const visitsOn = (visits: readonly ScheduledVisitOut[], day: string): ScheduledVisitOut[] =>
  visits.filter((v) => v.date === day).sort(byStart);

/** The statuses counted at a glance, in the order shown. */
export const GLANCE_STATUSES = ['scheduled', 'in_progress', 'completed', 'late', 'missed', 'open'] as const;

/** How many of a day's visits are in each status. */
export function countStatuses(visits: readonly ScheduledVisitOut[], day: string): Record<ScheduledVisitStatus, number> {
  const counts: Record<ScheduledVisitStatus, number> = {
    scheduled: 0,
    in_progress: 0,
    completed: 0,
    late: 0,
    missed: 0,
    cancelled: 0,
    open: 0,
  };
  for (const v of visits) if (v.date === day) counts[v.status] += 1;
  return counts;
}

/** A visit that can still change: not worked, not cancelled, not over. */
export function editable(visit: ScheduledVisitOut, today: string): boolean {
  if (visit.status === 'cancelled' || visit.status === 'completed' || visit.status === 'in_progress') return false;
  if (visit.workEntryId !== null) return false;
  return visit.date >= today && visit.status !== 'missed';
}

/** Why a visit is read-only, in a sentence (null when it can change). */
export function readOnlyReason(visit: ScheduledVisitOut, today: string): string | null {
  if (visit.status === 'cancelled') return 'This visit was cancelled; a cancelled visit does not change.';
  if (visit.workEntryId !== null || visit.status === 'completed' || visit.status === 'in_progress') {
    return 'This visit was worked: what happened is recorded on its work entry, not changed here.';
  }
  if (visit.date < today || visit.status === 'missed') return 'This visit is in the past; past visits never change.';
  return null;
}
