/** The plan dialog's values, their check (the shared createScheduleBody) and its live preview. */
import { z } from 'zod';
import {
  createScheduleBody,
  isoWeekday,
  occurrenceDates,
  ScheduleMsg,
  type ClientServiceOut,
  type CreateScheduleBody,
} from '@hearth/shared';

/** The staff choice of an open shift (no staff member yet). */
export const OPEN_SHIFT = 'open';

export type PlanFormValues = {
  clientId: number | '';
  clientServiceId: number | '';
  staffId: number | typeof OPEN_SHIFT | '';
  startDate: string;
  endDate: string;
  startTime: string;
  durationMinutes: string;
  weekdays: number[];
  intervalWeeks: 1 | 2;
  notes: string;
};

export const PlanMsg = {
  client: 'Choose a client',
  authorization: 'Choose an authorization',
  staff: 'Choose a staff member or Open shift',
} as const;

export function emptyPlan(prefill: Partial<PlanFormValues> = {}): PlanFormValues {
  const startDate = prefill.startDate ?? '';
  return {
    clientId: '',
    clientServiceId: '',
    staffId: '',
    endDate: '',
    startTime: '09:00',
    durationMinutes: '60',
    weekdays: startDate ? [isoWeekday(startDate)] : [],
    intervalWeeks: 1,
    notes: '',
    ...prefill,
    startDate,
  };
}

/** The body the values mean (an open shift: staffId null). */
export const planBody = (v: PlanFormValues): Record<string, unknown> => ({
  clientServiceId: v.clientServiceId === '' ? undefined : v.clientServiceId,
  staffId: v.staffId === OPEN_SHIFT ? null : v.staffId === '' ? undefined : v.staffId,
  startDate: v.startDate,
  endDate: v.endDate,
  startTime: v.startTime,
  durationMinutes: v.durationMinutes,
  weekdays: v.weekdays,
  intervalWeeks: v.intervalWeeks,
  notes: v.notes,
});

/**
 * The form's check: the choices said in words, then the shared createScheduleBody on the body they
 * mean, every message at its field at once. Its output is the body to send.
 */
export const planFormSchema = z.looseObject({}).transform((raw, ctx): CreateScheduleBody => {
  const v = raw as unknown as PlanFormValues;
  const missing: [keyof PlanFormValues, string][] = [];
  if (v.clientId === '') missing.push(['clientId', PlanMsg.client]);
  if (v.clientServiceId === '') missing.push(['clientServiceId', PlanMsg.authorization]);
  if (v.staffId === '') missing.push(['staffId', PlanMsg.staff]);
  if (v.weekdays.length === 0 && v.endDate !== v.startDate) missing.push(['weekdays', ScheduleMsg.weekdaysRequired]);
  for (const [field, message] of missing) ctx.addIssue({ code: 'custom', message, path: [field] });
  const parsed = createScheduleBody.safeParse(planBody(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (missing.some(([field]) => field === issue.path[0])) continue;
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return missing.length > 0 ? z.NEVER : parsed.data;
});

/** Minutes per unit of an authorization (0.25 h → 15). */
const unitMinutes = (auth: Pick<ClientServiceOut, 'serviceUnitLength'>) =>
  Math.round(auth.serviceUnitLength * 60 * 100) / 100;

/** Units one visit plans: its duration in the authorization's units, rounded down (as the server counts). */
export function visitUnits(durationMinutes: number, auth: Pick<ClientServiceOut, 'serviceUnitLength'>): number {
  const per = unitMinutes(auth);
  return per > 0 ? Math.floor(durationMinutes / per + 1e-9) : 0;
}

export type PlanPreview = {
  visits: number;
  units: number;
  first: string | null;
  last: string | null;
  pastEnd: boolean;
};

/** What the plan would put on the calendar: its days (up to the authorization's end) and units. */
export function previewPlan(v: PlanFormValues, auth: ClientServiceOut | undefined): PlanPreview | null {
  const duration = Number(v.durationMinutes);
  if (!auth || !/^\d{4}-\d{2}-\d{2}$/.test(v.startDate) || !Number.isInteger(duration) || duration <= 0) return null;
  const planned = /^\d{4}-\d{2}-\d{2}$/.test(v.endDate) ? v.endDate : auth.serviceEndDate;
  const endDate = planned < auth.serviceEndDate ? planned : auth.serviceEndDate;
  const oneOff = v.endDate === v.startDate;
  const weekdays = oneOff ? [isoWeekday(v.startDate)] : v.weekdays;
  const days = occurrenceDates(
    { startDate: v.startDate, endDate, weekdays, intervalWeeks: v.intervalWeeks },
    v.startDate,
    endDate,
  );
  return {
    visits: days.length,
    units: days.length * visitUnits(duration, auth),
    first: days[0] ?? null,
    last: days.at(-1) ?? null,
    pastEnd: planned > auth.serviceEndDate,
  };
}
