import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { receivablesOut } from '@hearth/shared';
import { apiRequest } from '../../lib/api-client';

const response = z.object({ data: receivablesOut });

/**
 * GET /claims/receivables?asOf= (admins): what is still owed, by payer and by age since billing, with
 * the open claims. Without `asOf` the server answers for today in the agency's zone. The figures
 * shown stay while another day's are read.
 */
export const useReceivables = (asOf: string | null) =>
  useQuery({
    queryKey: ['claims', 'receivables', asOf],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/claims/receivables', {
          query: { asOf: asOf ?? undefined },
          schema: response,
          signal,
          track: false,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
