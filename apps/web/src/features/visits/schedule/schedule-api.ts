/**
 * The staff member's own schedule (docs/decisions/017, "Staff's schedule"): today and the next 7
 * days in the agency's zone (GET /scheduled-visits, the server answers a staff member only their own
 * visits) and the open shifts offered to them (GET /scheduled-visits/open). The last successful
 * read of each is remembered on the phone, as the visit catalogue is (offline/remembered.ts), and
 * shown with no signal, saying when it was saved. Accepting an open shift needs a connection.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ErrorCode, listEnvelope, scheduledVisitOut, type ScheduledVisitOut } from '@hearth/shared';
import { apiRequest, hasErrorCode, isNoConnection } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-storage';
import { localIsoDate } from '../../../lib/format';
import { VISITS_KEY } from '../api';
import { getKey, KV, put } from '../offline/store';

/** Today and the next 7 days. */
export const SCHEDULE_DAYS = 8;

const listResponse = listEnvelope(scheduledVisitOut);
const oneResponse = z.object({ data: scheduledVisitOut });

/** A read of the schedule: the server's now (savedAt null), or the phone's copy and when it was saved. */
export type ScheduleRead = { visits: ScheduledVisitOut[]; savedAt: number | null };
type Remembered = { visits: ScheduledVisitOut[]; savedAt: number };

// Under [visits, 'list'], so starting or completing a visit (visit-actions.ts) reads the statuses again.
export const scheduleKeys = {
  mine: [VISITS_KEY, 'list', 'schedule', 'mine'] as const,
  open: [VISITS_KEY, 'list', 'schedule', 'open'] as const,
};

const storageKey = (what: 'mine' | 'open', userId: number) => `schedule-${what}:${userId}`;

/**
 * Reads from the server and remembers the answer; with no connection, the phone's last copy (days
 * before today left out). Any answer of the server (a refusal included) is taken as it is.
 */
async function readRemembering(what: 'mine' | 'open', fetchVisits: () => Promise<ScheduledVisitOut[]>) {
  const userId = getAuth()?.userId ?? 0;
  const key = storageKey(what, userId);
  try {
    const visits = await fetchVisits();
    await put(KV, { visits, savedAt: Date.now() } satisfies Remembered, key).catch(() => undefined);
    return { visits, savedAt: null } satisfies ScheduleRead;
  } catch (err) {
    if (!isNoConnection(err)) throw err;
    const saved = await getKey<Remembered>(KV, key).catch(() => undefined);
    if (!saved) throw err;
    const today = localIsoDate();
    return { visits: saved.visits.filter((v) => v.date >= today), savedAt: saved.savedAt } satisfies ScheduleRead;
  }
}

/** GET /scheduled-visits?from&to: the caller's visits of today and the next 7 days. */
export const useMySchedule = () =>
  useQuery({
    queryKey: scheduleKeys.mine,
    queryFn: ({ signal }) =>
      readRemembering('mine', async () => {
        const query = { from: localIsoDate(), to: localIsoDate(SCHEDULE_DAYS - 1) };
        return (await apiRequest('/scheduled-visits', { query, schema: listResponse, signal, track: false })).data;
      }),
  });

/** GET /scheduled-visits/open: open shifts of the authorizations the caller is allocated to. */
export const useOpenShifts = () =>
  useQuery({
    queryKey: scheduleKeys.open,
    queryFn: ({ signal }) =>
      readRemembering(
        'open',
        async () => (await apiRequest('/scheduled-visits/open', { schema: listResponse, signal, track: false })).data,
      ),
  });

const withoutVisit = (id: number) => (read: ScheduleRead | undefined) =>
  read && { ...read, visits: read.visits.filter((v) => v.id !== id) };

/**
 * POST /scheduled-visits/{id}/accept. Accepted: the shift leaves the open ones and joins the
 * caller's schedule. Taken by someone else first (409 SCHEDULE_VISIT_TAKEN): it leaves the open ones.
 */
export function useAcceptShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest(`/scheduled-visits/${id}/accept`, { method: 'POST', schema: oneResponse })).data,
    onSuccess: (visit) => {
      queryClient.setQueryData<ScheduleRead>(scheduleKeys.open, withoutVisit(visit.id));
      queryClient.setQueryData<ScheduleRead>(
        scheduleKeys.mine,
        (read) => read && { ...read, visits: [...read.visits, visit].sort(byStart) },
      );
      return queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list', 'schedule'] });
    },
    onError: (err, id) => {
      if (hasErrorCode(err, ErrorCode.SCHEDULE_VISIT_TAKEN)) {
        queryClient.setQueryData<ScheduleRead>(scheduleKeys.open, withoutVisit(id));
      }
    },
  });
}

export const byStart = (a: ScheduledVisitOut, b: ScheduledVisitOut) =>
  a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id - b.id;
