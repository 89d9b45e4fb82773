import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { scheduledVisitOut, unitsProjectionOut } from '@hearth/shared';
import { apiRequest } from '../../../lib/api-client';

/** The client's schedule queries (the admin's schedule marks them stale when it saves a change). */
const KEY = 'client-schedule';
const visitList = z.object({ data: z.array(scheduledVisitOut), recordCount: z.number() });
const projections = z.object({ data: z.array(unitsProjectionOut) });

/** GET /scheduled-visits?clientId&from&to: the client's visits in a range of days. */
export const useClientVisits = (clientId: number, from: string, to: string) =>
  useQuery({
    queryKey: [KEY, clientId, 'visits', from, to],
    queryFn: async ({ signal }) =>
      (await apiRequest('/scheduled-visits', { query: { clientId, from, to }, schema: visitList, signal })).data,
  });

/** GET /clients/{id}/schedule-projection: per authorization, authorized, used, planned and remaining units. */
export const useScheduleProjection = (clientId: number) =>
  useQuery({
    queryKey: [KEY, clientId, 'projection'],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/clients/${clientId}/schedule-projection`, { schema: projections, signal })).data,
  });
