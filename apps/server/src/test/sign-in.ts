import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type CapturingMessenger } from './harness.js';

/** Signs in through the real flow (password, then the SMS code) and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  messenger: CapturingMessenger,
  user: { email: string; password: string },
): Promise<string> {
  const login = await call(app, 'POST', '/api/v1/user/login', { body: { email: user.email, password: user.password } });
  expect(login.status).toBe(201);
  const otp = messenger.lastCode('sms', user.email);
  const verified = await call(app, 'POST', '/api/v1/verifyotp', { body: { email: user.email, otp } });
  expect(verified.status).toBe(200);
  return verified.body.data.token as string;
}
