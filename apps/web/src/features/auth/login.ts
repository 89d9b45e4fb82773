import type { AuthData } from '@hearth/shared';
import { apiRequest, parseResponse } from '../../lib/api-client';
import { loadChunk } from '../../lib/stale-build';

export type LoginInput = { email: string; password: string; browserId: string | null };

/** POST /user/login: code 200 signs in (trusted browser), code 201 means an SMS code was sent. */
export type LoginOutcome = { kind: 'signedIn'; data: AuthData } | { kind: 'otpSent'; email: string };

/**
 * Signs in. The answer is checked against the shared `loginResponse` schema, fetched together with
 * the request rather than with the page: zod is a sixth of what the sign-in page would otherwise
 * download (README, "Web delivery").
 */
export async function login({ email, password, browserId }: LoginInput): Promise<LoginOutcome> {
  const [body, { loginResponse }] = await Promise.all([
    apiRequest('/user/login', { method: 'POST', auth: false, body: { email, password, broswer_id: browserId } }),
    loadChunk(() => import('./login-response')),
  ]);
  const response = parseResponse(loginResponse, body);
  if (response.code === 200 && 'token' in response.data) return { kind: 'signedIn', data: response.data };
  return { kind: 'otpSent', email: 'email' in response.data ? response.data.email : email };
}
