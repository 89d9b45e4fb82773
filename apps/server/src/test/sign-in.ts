import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';
import { createUser, type UserInput } from '../seed/factories.js';
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

/** Creates a user of the given type and signs them in. */
export async function signedInUser(
  t: { app: FastifyInstance; messenger: CapturingMessenger; database: { db: Db } },
  overrides: UserInput = {},
) {
  const user = await createUser(t.database.db, overrides);
  const token = await signIn(t.app, t.messenger, user);
  return { ...user, token };
}

/** Rows of the audit trail for one record, oldest first. */
export async function auditFor(db: Db, targetType: string, targetId: number | string) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, targetType), eq(auditEvents.targetId, String(targetId))))
    .orderBy(asc(auditEvents.id));
  return rows;
}
