import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  aggregatorRecordOut,
  clientServicesResponse,
  ErrorCode,
  evvExceptionListOut,
  listEnvelope,
  serviceRequestList,
  UNIT_ROUNDING,
  workEntryHistoryOut,
  workEntryOut,
  type NoSignatureReason,
  type WorkEntryOut,
} from '@hearth/shared';
import { optionSource } from '../../components/form';
import { useListQuery } from '../../components/list';
import { apiRequest, hasErrorCode } from '../../lib/api-client';
import { agencyTimeZone } from '../../lib/agency-zone';
import type { WorkEntryListState } from './list-filters';
import { listFilterParams } from './list-filters';

/** Every work entry query starts with this key; a save invalidates it. */
export const WORK_ENTRIES_KEY = 'work-entries';
export const workEntryKeys = {
  detail: (id: number) => [WORK_ENTRIES_KEY, 'detail', id] as const,
  history: (id: number) => [WORK_ENTRIES_KEY, 'history', id] as const,
  aggregator: (id: number) => [WORK_ENTRIES_KEY, 'aggregator', id] as const,
};

const one = z.object({ data: workEntryOut });
const list = listEnvelope(workEntryOut);
const history = z.object({ data: z.array(workEntryHistoryOut) });

/** GET /work_entry: one page of the admin list with the filter panel's parameters. */
export const useWorkEntryList = (state: WorkEntryListState) =>
  useListQuery({
    key: WORK_ENTRIES_KEY,
    path: '/work_entry',
    state,
    schema: list,
    params: listFilterParams(state),
  });

/** GET /WorkEntryById?entry_id= (with the signature). */
export const useWorkEntry = (id: number | null) =>
  useQuery({
    queryKey: workEntryKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest('/WorkEntryById', { query: { entry_id: id ?? undefined }, schema: one, signal })).data,
  });

/** GET /work_entry/history?entry_id=: every change, oldest first. */
export const useWorkEntryHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: workEntryKeys.history(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await apiRequest('/work_entry/history', { query: { entry_id: id }, schema: history, signal, track: false }))
        .data,
  });

/**
 * The wire body of POST/PUT /work_entry (times already UTC 'YYYY-MM-DD HH:mm:ss'). `timeZone` is
 * the zone the times were entered in: the entry's own when editing, the agency's when creating.
 */
export type WorkEntryPayload = {
  workEntryId?: number;
  version?: number;
  userId?: number;
  clientId: number;
  serviceRequestId: number;
  serviceStartTime: string;
  serviceEndTime: string;
  serviceStartLongitude: number | null;
  serviceStartLatitude: number | null;
  serviceEndLongitude: number | null;
  serviceEndLatitude: number | null;
  notes: string | null;
  signature: string | null;
  /** The signature's alternatives (absent: left as they are; see signature-rules on the server). */
  typedSignature?: string | null;
  noSignatureReason?: NoSignatureReason | null;
  noSignatureText?: string | null;
  progress: number;
  adminVerification: boolean;
  timeZone: string;
  editReason?: string | null;
  editReasonText?: string | null;
};

/** POST /work_entry (create) or PUT /work_entry (update, with the loaded `version`). */
export function useSaveWorkEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WorkEntryPayload) =>
      (
        await apiRequest('/work_entry', {
          method: body.workEntryId === undefined ? 'POST' : 'PUT',
          body,
          schema: one,
        })
      ).data,
    onSuccess: (saved: WorkEntryOut) => {
      queryClient.setQueryData(workEntryKeys.detail(saved.workEntryId), saved);
      void queryClient.invalidateQueries({ queryKey: [WORK_ENTRIES_KEY] });
    },
  });
}

/** The most open exceptions the verify confirmation lists (it says how many more there are). */
const OPEN_EXCEPTIONS_SHOWN = 50;

/** GET /evv/exceptions?workEntryId&resolved=false: the entry's open EVV exceptions, asked just before verifying it. */
export const fetchOpenExceptions = async (workEntryId: number) =>
  apiRequest('/evv/exceptions', {
    query: { workEntryId, resolved: 'false', limit: OPEN_EXCEPTIONS_SHOWN },
    schema: evvExceptionListOut,
  });

/** 'Companion (W1726) · Rosa Alvarez': how the Client Service filter names an authorization. */
export const serviceRequestLabel = (s: { serviceName: string; serviceCode: string; clientName: string }) =>
  `${s.serviceName} (${s.serviceCode}) · ${s.clientName}`;

/** GET /serviceRequestList?search&limit&ids: client services of every year, for the list's Client Service filter. */
export const serviceRequestSource = optionSource({
  key: ['client-services', 'options'],
  path: '/serviceRequestList',
  schema: serviceRequestList,
  toOption: (s) => ({ id: s.serviceRequestId, label: serviceRequestLabel(s) }),
});

/** GET /serviceRequestByClientId: the chosen client's services (the Client Service dropdown), "today" in `timeZone`. */
export const useServicesOfClient = (clientId: number | null, timeZone: string = agencyTimeZone()) =>
  useQuery({
    queryKey: ['client-services', 'by-client', clientId ?? 0, timeZone],
    enabled: clientId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/serviceRequestByClientId', {
          query: { client_id: clientId ?? undefined, time_zone: timeZone },
          schema: clientServicesResponse,
          signal,
        })
      ).data,
  });

const clientGoals = z.object({ data: z.object({ clientId: z.number(), goalsOutcomes: z.string().nullable() }) });

/** GET /clientbyId: only the client's goals and outcomes are read (shown read-only on the timesheet). */
export const useClientGoals = (clientId: number | null) =>
  useQuery({
    queryKey: ['clients', 'goals', clientId ?? 0],
    enabled: clientId !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest('/clientbyId', { query: { client_id: clientId ?? undefined }, schema: clientGoals, signal }))
        .data.goalsOutcomes,
  });

const staffPay = z.object({ data: z.object({ userId: z.number(), percentagePaid: z.number().nullable() }) });

/** GET /userById: only the staff member's percent paid is read (the timesheet's net preview). */
export const useStaffPercentPaid = (userId: number | null) =>
  useQuery({
    queryKey: ['users', 'percent-paid', userId ?? 0],
    enabled: userId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/userById', {
          query: { user_id: userId ?? undefined },
          schema: staffPay,
          signal,
          track: false,
        })
      ).data.percentagePaid,
  });

const serviceRounding = z.object({ data: z.object({ serviceId: z.number(), unitRounding: z.enum(UNIT_ROUNDING) }) });

/** GET /serviceById: the catalogue's unit rounding the server bills with ('down' when the service has no catalogue entry). */
export const useUnitRounding = (serviceId: number | null) =>
  useQuery({
    queryKey: ['services', 'rounding', serviceId ?? 0],
    enabled: serviceId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/serviceById', {
          query: { service_id: serviceId ?? undefined },
          schema: serviceRounding,
          signal,
          track: false,
        })
      ).data.unitRounding,
  });

/**
 * GET /aggregator/records/visit/:id: the visit's standing with the state's EVV aggregator, or null
 * when it has none (not completed: NOT_FOUND) or the aggregator is not configured (AGGREGATOR_OFF).
 * Asked beside the entry, never in its way: not counted by the page's spinner, not asked twice.
 */
export const useAggregatorVisit = (workEntryId: number) =>
  useQuery({
    queryKey: workEntryKeys.aggregator(workEntryId),
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiRequest(`/aggregator/records/visit/${workEntryId}`, {
          schema: z.object({ data: aggregatorRecordOut }),
          signal,
          track: false,
        });
        return answer.data;
      } catch (err) {
        if (hasErrorCode(err, ErrorCode.NOT_FOUND, ErrorCode.AGGREGATOR_OFF)) return null;
        throw err;
      }
    },
    retry: false,
  });
