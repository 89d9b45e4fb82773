import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { Status, UserType } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { hashPassword } from '../../platform/crypto.js';

export type BootstrapResult = { email: string; generatedPassword?: string } | null;

/** A password that satisfies the spec's composition rules, from the CSPRNG. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}Aa1#`;
}

/**
 * When no Super Admin exists (an empty database, or only demo records), creates the first one: from ADMIN_EMAIL/ADMIN_PASSWORD, else
 * admin@localhost with a random password the caller hands over once (writeFirstAdminPassword). Never a
 * fixed default.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: { email?: string | undefined; password?: string | undefined; phone?: string | undefined },
  opts: { smsProvider?: boolean } = {},
): Promise<BootstrapResult> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.userType, UserType.SuperAdmin));
  if ((row?.n ?? 0) > 0) return null;
  // Sign-in always asks for a code by SMS: with a real SMS provider, a first admin without a phone
  // could never sign in (the outbox file, used without a provider, needs no number).
  if (opts.smsProvider && !admin.phone?.trim()) {
    throw new Error(
      'ADMIN_PHONE must be set: an SMS provider is configured (TWILIO_*), and the first Super Admin receives ' +
        'the sign-in code by SMS on that phone. Set ADMIN_PHONE (e.g. +12155550100) and start again.',
    );
  }
  const email = (admin.email ?? 'admin@localhost').toLowerCase();
  const password = admin.password ?? generatePassword();
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Super',
      lastName: 'Admin',
      userType: UserType.SuperAdmin,
      mobile: admin.phone ?? null,
      status: Status.Active,
      roleGroupId: 1,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return null;
  await audit(db, { action: 'user.bootstrap_admin', targetType: 'user', targetId: created.id });
  return admin.password ? { email } : { email, generatedPassword: password };
}

/**
 * Writes a generated first-admin password to `DATA_DIR/first-admin-password`, readable by the
 * server's user only, and returns the path: the log names the file, never the password.
 */
export function writeFirstAdminPassword(dataDir: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'first-admin-password');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  chmodSync(file, 0o600); // also when an older file was left with wider permissions
  return file;
}
