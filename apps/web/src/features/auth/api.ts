import { useMutation } from '@tanstack/react-query';
import { authResponse, messageResponse, statusResponse, trustBrowserResponse } from '@hearth/shared';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

export const useVerifyOtp = () =>
  useMutation({
    mutationFn: async (input: { otp: string; email: string }) =>
      (await apiRequest('/verifyotp', { method: 'POST', auth: false, body: input, schema: authResponse })).data,
  });

export const useResendOtp = () =>
  useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest('/resendotp', { method: 'POST', auth: false, body: input, schema: messageResponse }),
  });

export type TrustBrowserInput = { email: string; browser: string; channel: 'mobile' | 'web'; userId: number };

/** POST /trustbrowser: the server mints the browser token; browser_id is sent empty. */
export const useTrustBrowser = () =>
  useMutation({
    mutationFn: async ({ email, browser, channel, userId }: TrustBrowserInput) =>
      (
        await apiRequest('/trustbrowser', {
          method: 'POST',
          body: { browser_id: null, email, browser, channel, user_id: userId },
          schema: trustBrowserResponse,
        })
      ).data,
  });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest('/user/password/reset', { method: 'POST', auth: false, body: input, schema: messageResponse }),
  });

export const useVerifyResetToken = () =>
  useMutation({
    mutationFn: (input: { email: string; token: string }) =>
      apiRequest('/user/password/verify_token', { method: 'POST', auth: false, body: input, schema: messageResponse }),
  });

export const useResetPasswordWithToken = () =>
  useMutation({
    mutationFn: (input: { email: string; token: string; password: string }) =>
      apiRequest('/user/password/reset', { method: 'PUT', auth: false, body: input, schema: messageResponse }),
  });

/** PUT /user/password for the signed-in user's own forced reset. */
export const useSetOwnPassword = () =>
  useMutation({
    mutationFn: (input: { userId: number; password: string }) =>
      apiRequest('/user/password', { method: 'PUT', body: input, schema: statusResponse }),
  });

export async function logout(): Promise<void> {
  await apiRequest('/user/logout', { method: 'POST', schema: z.unknown() });
}
