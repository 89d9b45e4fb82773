import { randomBytes } from 'node:crypto';
import { Status, UserType } from '@hearth/shared';
import type { Db } from '../db/client.js';
import type { users } from '../db/schema/index.js';
import { insertStaff } from '../modules/staff/index.js';
import { hashPassword } from '../platform/crypto.js';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

export type UserInput = Partial<typeof users.$inferInsert> & { password?: string };

/** Builds (without saving) a user row; a password meeting the spec's rules unless one is given. */
export async function buildUser(overrides: UserInput = {}): Promise<typeof users.$inferInsert & { password: string }> {
  const { password = 'Secret#123', ...rest } = overrides;
  return {
    email: `user.${unique()}@example.org`,
    firstName: 'Test',
    lastName: 'User',
    userType: UserType.Staff,
    mobile: '2155550100',
    status: Status.Active,
    passwordHash: await hashPassword(password),
    ...rest,
    password,
  };
}

/** Saves a user built by `buildUser` and returns its id, email and plain password. */
export async function createUser(db: Db, overrides: UserInput = {}) {
  const { password, ...row } = await buildUser(overrides);
  // The staff module owns the users table: its insert, as every other writer uses.
  const { id, email } = await insertStaff(db, row);
  return { id, email, password, userType: row.userType };
}
