import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  Msg,
  VisitSyncMsg,
  WorkEntryStatus,
  visitResponse,
  type FinishVisitBody,
  type UpdateVisitBody,
  type WorkEntryOut,
} from '@hearth/shared';
import { agencyTimeZone } from '../../lib/agency-zone';
import { ApiError, apiRequest, ClientErrorCode, isNoConnection, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { getAuth } from '../../lib/auth-storage';
import { visitKeys, VISITS_KEY } from './api';
import type { VisitClient } from './components/StartVisitDialog';
import type { LocationMissingReason } from './geolocation';
import { newActionId } from './offline/queue';
import { recordStart, recordVisitAction, type VisitService } from './offline/record';

/** The staff member's visit calls (start, update, complete), each recorded on the phone when there is no signal. */

export type StartVisitPayload = {
  clientId: number;
  serviceRequestId: number;
  serviceStartTime: string;
  notes: string | null;
  timeZone?: string;
  serviceStartLatitude?: number;
  serviceStartLongitude?: number;
  startLocationMissing?: LocationMissingReason;
};

/** What a visit call answers; `queued` when it was recorded on the phone to be sent later. */
export type VisitResult = { message: string; data: WorkEntryOut; queued?: boolean };
const savedOnPhone = (data: WorkEntryOut): VisitResult => ({ message: VisitSyncMsg.savedOnPhone, data, queued: true });

/**
 * Sends a visit call with a new client action id; with no signal, `record` keeps it on the phone
 * under the same id (a call whose answer was lost is then not applied twice).
 */
async function sendOrRecord(
  path: string,
  body: object,
  record: (id: string) => Promise<VisitResult>,
): Promise<VisitResult> {
  const id = newActionId();
  if (navigator.onLine) {
    try {
      return await apiRequest(path, { method: 'POST', body: { ...body, clientActionId: id }, schema: visitResponse });
    } catch (err) {
      if (!isNoConnection(err)) throw err;
    }
  }
  return record(id);
}

/** POST /visits/start; with no signal, the start is recorded on the phone and the visit opens. */
export function useStartVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, client, service }: { body: StartVisitPayload; client: VisitClient; service: VisitService }) =>
      sendOrRecord('/visits/start', body, async (id) => {
        const auth = getAuth();
        if (!auth) throw new ApiError(401, Msg.sessionExpired, ErrorCode.UNAUTHORIZED);
        const visit = await recordStart({
          id,
          staff: auth,
          client,
          service,
          body,
          timeZone: body.timeZone ?? agencyTimeZone(),
        });
        return savedOnPhone(visit);
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(visitKeys.inProgress, result.data);
      return queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list'] });
    },
  });
}

/** POST /visits/update: notes, progress and signature. `signal` lets autosave give up on a slow call. */
export function updateVisit(body: UpdateVisitBody, options: { signal?: AbortSignal; track?: boolean } = {}) {
  return apiRequest('/visits/update', { method: 'POST', body, schema: visitResponse, ...options });
}

/** POST /visits/update from the Edit Visit Notes modal; the list reloads on success. With no signal, queued. */
export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVisitBody) =>
      sendOrRecord('/visits/update', body, async (id) => {
        const visit = queryClient.getQueryData<WorkEntryOut>(visitKeys.detail(body.workEntryId));
        if (!visit) throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
        await recordVisitAction({ id, kind: 'update', visit, body });
        return savedOnPhone({ ...visit, ...body, notes: body.notes ?? visit.notes });
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(visitKeys.detail(result.data.workEntryId), result.data);
      return queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list'] });
    },
  });
}

export type CompleteVisitPayload = Omit<FinishVisitBody, 'serviceEndTime' | 'serviceStartTime'> & {
  serviceEndTime: string;
};

/**
 * POST /visits/complete. The caller clears the in-progress visit from the cache (forgetVisitInProgress)
 * once it has moved on, so the progress page doesn't redirect on its own first.
 */
export function useCompleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteVisitPayload) => {
      const visit = queryClient.getQueryData<WorkEntryOut | null>(visitKeys.inProgress);
      const record = async (id: string) => {
        if (!visit || visit.workEntryId !== body.workEntryId) {
          throw new ApiError(0, NETWORK_ERROR_MESSAGE, ClientErrorCode.NETWORK_ERROR);
        }
        await recordVisitAction({ id, kind: 'complete', visit, body, deviceTime: body.serviceEndTime });
        return savedOnPhone({ ...visit, status: WorkEntryStatus.Completed, serviceEndTime: body.serviceEndTime });
      };
      // A visit started on this phone is completed on the phone too: its start goes first.
      return body.workEntryId < 0 ? record(newActionId()) : sendOrRecord('/visits/complete', body, record);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VISITS_KEY, 'list'] }),
  });
}

/** After a completion: no visit is in progress any more. */
export function useForgetVisitInProgress() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData<WorkEntryOut | null>(visitKeys.inProgress, null);
}
