import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  credentialOut,
  credentialTypeOut,
  staffCredentialsOut,
  staffTrainingOut,
  trainingOut,
  type CreateCredentialBody,
  type TrainingBody,
  type UpdateCredentialBody,
} from '@hearth/shared';
import { apiRequest } from '../../../lib/api-client';

/** The staff member's compliance records (decision 018), under the staff record's cache keys. */
export const complianceKeys = {
  credentials: (staffId: number) => ['staff', 'credentials', staffId] as const,
  training: (staffId: number) => ['staff', 'training', staffId] as const,
  /** The same key as the credential types screen, so both share the list. */
  types: ['credential-types'] as const,
};

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** GET /staff/{id}/credentials: current, history and the missing required types. */
export const useStaffCredentials = (staffId: number) =>
  useQuery({
    queryKey: complianceKeys.credentials(staffId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/staff/${staffId}/credentials`, { schema: data(staffCredentialsOut), signal })).data,
  });

/** GET /credential-types: the choices of the add dialog (validity, determination). */
export const useCredentialTypeChoices = () =>
  useQuery({
    queryKey: complianceKeys.types,
    queryFn: async ({ signal }) =>
      (await apiRequest('/credential-types', { schema: data(z.array(credentialTypeOut)), signal })).data,
  });

/** POST (a new or renewed credential) or PATCH (a correction, or `verified: true`); the section refetches. */
export const useSaveCredential = (staffId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { mode: 'create'; body: CreateCredentialBody } | { mode: 'edit'; id: number; body: UpdateCredentialBody },
    ) =>
      input.mode === 'create'
        ? (
            await apiRequest(`/staff/${staffId}/credentials`, {
              method: 'POST',
              body: input.body,
              schema: data(credentialOut),
            })
          ).data
        : (
            await apiRequest(`/staff/${staffId}/credentials/${input.id}`, {
              method: 'PATCH',
              body: input.body,
              schema: data(credentialOut),
            })
          ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.credentials(staffId) }),
  });
};

/** GET /staff/{id}/training: the training year's courses and totals (the agency's current year). */
export const useStaffTraining = (staffId: number) =>
  useQuery({
    queryKey: complianceKeys.training(staffId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/staff/${staffId}/training`, { schema: data(staffTrainingOut), signal })).data,
  });

export type TrainingSave =
  | { mode: 'create'; body: TrainingBody }
  | { mode: 'edit'; id: number; body: TrainingBody }
  | { mode: 'delete'; id: number };

/** POST, PATCH or DELETE a course; the year's totals refetch. */
export const useSaveTraining = (staffId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TrainingSave) => {
      const base = `/staff/${staffId}/training`;
      if (input.mode === 'delete') {
        await apiRequest(`${base}/${input.id}`, { method: 'DELETE' });
        return null;
      }
      const path = input.mode === 'create' ? base : `${base}/${input.id}`;
      const method = input.mode === 'create' ? 'POST' : 'PATCH';
      return (await apiRequest(path, { method, body: input.body, schema: data(trainingOut) })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceKeys.training(staffId) }),
  });
};
