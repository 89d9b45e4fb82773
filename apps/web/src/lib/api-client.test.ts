import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, Msg, UserType } from '@hearth/shared';
import { apiError, mockApi } from '../test/fetch-mock';
import { signIn } from '../test/render';
import { ApiError, apiRequest, hasErrorCode } from './api-client';
import { getAuth } from './auth-storage';
import { pendingRequests } from './request-tracker';
import { onSessionEvent } from './session-events';

describe('apiRequest', () => {
  it('calls /api/v1 with the stored bearer token and returns the body', async () => {
    const api = mockApi({ 'GET /user/me': { body: { data: { userId: 7 } } } });
    signIn({ token: 'abc.def' });
    await expect(apiRequest('/user/me')).resolves.toEqual({ data: { userId: 7 } });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no token on public calls', async () => {
    const api = mockApi({ 'POST /user/login': { body: { ok: true } } });
    signIn();
    await apiRequest('/user/login', { method: 'POST', body: {}, auth: false });
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('turns the error envelope into an ApiError', async () => {
    mockApi({ 'POST /verifyotp': apiError(400, 'OTP_INCORRECT', Msg.otpIncorrect, 'otp') });
    const error = await apiRequest('/verifyotp', { method: 'POST', body: {}, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, error: 'OTP_INCORRECT', message: Msg.otpIncorrect, field: 'otp' });
  });

  it('reads codes by name, and keeps the message of a code this build does not know', async () => {
    mockApi({ 'PUT /client': apiError(409, ErrorCode.STALE_RECORD, Msg.staleRecord, 'version') });
    signIn();
    const stale = await apiRequest('/client', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(hasErrorCode(stale, ErrorCode.STALE_RECORD)).toBe(true);
    expect(hasErrorCode(stale, ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN)).toBe(false);

    mockApi({ 'GET /user/me': apiError(400, 'A_NEWER_CODE', 'Said by a newer server.') });
    await expect(apiRequest('/user/me')).rejects.toMatchObject({
      status: 400,
      error: 'A_NEWER_CODE',
      message: 'Said by a newer server.',
    });
  });

  it('keeps the Retry-After of a 429', async () => {
    mockApi({
      'POST /user/login': {
        ...apiError(429, 'TOO_MANY_REQUESTS', Msg.tooManyRequests(2)),
        headers: { 'Retry-After': '120' },
      },
    });
    const error = await apiRequest('/user/login', { method: 'POST', body: {}, auth: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfter: 120, message: Msg.tooManyRequests(2) });
  });

  it('clears stored auth and raises unauthorized on a 401 of an authenticated call', async () => {
    mockApi({ 'GET /user/me': apiError(401, 'UNAUTHORIZED', Msg.sessionExpired) });
    signIn({ userType: UserType.Staff });
    const handler = vi.fn();
    const off = onSessionEvent(handler);
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ status: 401 });
    off();
    expect(getAuth()).toBeNull();
    expect(handler).toHaveBeenCalledWith('unauthorized');
  });

  it('leaves stored auth alone on a 401 of a public call (a failed login)', async () => {
    mockApi({ 'POST /user/login': apiError(401, 'LOGIN_FAILED', Msg.loginFailed) });
    signIn();
    await expect(apiRequest('/user/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      message: Msg.loginFailed,
    });
    expect(getAuth()).not.toBeNull();
  });

  it('rejects a success body that does not match the schema', async () => {
    mockApi({ 'GET /health': { body: { status: 'down' } } });
    const { z } = await import('zod');
    await expect(apiRequest('/health', { schema: z.object({ status: z.literal('ok') }) })).rejects.toMatchObject({
      error: 'BAD_RESPONSE',
    });
  });

  it('reports a network failure as an ApiError and counts requests for the spinner', async () => {
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((_resolve, reject) => {
            release = () => reject(new TypeError('Failed to fetch'));
          }),
      ),
    );
    const pending = apiRequest('/health').catch((e: unknown) => e);
    expect(pendingRequests()).toBe(1);
    release();
    const error = await pending;
    expect(error).toMatchObject({ status: 0, error: 'NETWORK_ERROR' });
    expect(pendingRequests()).toBe(0);
  });
});
