import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientServicesResponse,
  scheduleConflictDetails,
  scheduledVisitOut,
  scheduleOut,
  type CancelScheduledVisitBody,
  type CreateScheduleBody,
  type ScheduleConflictDetails,
  type UpdateScheduleBody,
} from '@hearth/shared';
import { ApiError, apiRequest } from '../../lib/api-client';

/** Every scheduling query starts with this key: a saved change marks them all stale. */
export const SCHEDULE_KEY = 'schedule';

const visitList = z.object({ data: z.array(scheduledVisitOut), recordCount: z.number() });
const oneSchedule = z.object({ data: scheduleOut });

export type VisitRange = { from: string; to: string; staffId?: number; clientId?: number };

/** GET /scheduled-visits?from&to(&staffId&clientId): one read per week shown (or per day asked). */
export const useScheduledVisits = (range: VisitRange, enabled = true) =>
  useQuery({
    queryKey: [SCHEDULE_KEY, 'visits', range],
    enabled,
    queryFn: ({ signal }) => apiRequest('/scheduled-visits', { query: range, schema: visitList, signal, track: false }),
    placeholderData: keepPreviousData,
  });

/** GET /schedules/{id}: the series a visit belongs to (its weekdays, interval, end date and version). */
export const useSchedule = (id: number | null) =>
  useQuery({
    queryKey: [SCHEDULE_KEY, 'schedule', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await apiRequest(`/schedules/${id}`, { schema: oneSchedule, signal })).data,
  });

/** GET /serviceRequestByClientId: the client's authorizations to plan against (the Services tab's call). */
export const useAuthorizations = (clientId: number | null) =>
  useQuery({
    queryKey: ['client-services', 'by-client', clientId],
    enabled: clientId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/serviceRequestByClientId', {
          query: { client_id: clientId ?? undefined },
          schema: clientServicesResponse,
          signal,
        })
      ).data,
  });

/** After any saved change: the week, the client's schedule and the projections read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [SCHEDULE_KEY] });
    void queryClient.invalidateQueries({ queryKey: ['client-schedule'] });
  };
}

/** POST /schedules */
export function useCreateSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateScheduleBody) => apiRequest('/schedules', { method: 'POST', body, schema: oneSchedule }),
    onSuccess: refresh,
  });
}

export type UpdateInput = { id: number; body: UpdateScheduleBody };

/** PATCH /schedules/{id}: one visit ('occurrence') or this and the following ones. */
export function useUpdateSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: UpdateInput) => apiRequest(`/schedules/${id}`, { method: 'PATCH', body }),
    onSettled: refresh,
  });
}

/** POST /scheduled-visits/cancel */
export function useCancelVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CancelScheduledVisitBody) => apiRequest('/scheduled-visits/cancel', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** DELETE /schedules/{id}?from=: the series' visits from that day on (those not worked). */
export function useDeleteSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, from }: { id: number; from: string }) =>
      apiRequest(`/schedules/${id}`, { method: 'DELETE', query: { from } }),
    onSuccess: refresh,
  });
}

/** A plan's refusal with its conflicts (409 `details`), or null when the error carries none. */
export function conflictsOf(err: unknown): ScheduleConflictDetails | null {
  if (!(err instanceof ApiError) || !err.details) return null;
  const parsed = scheduleConflictDetails.safeParse(err.details);
  return parsed.success ? parsed.data : null;
}
