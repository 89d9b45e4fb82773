import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A signed-in session; the JWT carries its id so logout and revocation end it at once.
 * `otpVerifiedAt` is set only when the session was opened by the SMS code (not by a trusted
 * browser); trusting a browser needs it to be recent, and uses it once (`browserTrustedAt`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    otpVerifiedAt: ts('otp_verified_at'),
    browserTrustedAt: ts('browser_trusted_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in code (SMS); only its hash is kept. A new login attempt supersedes older codes. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    supersededAt: ts('superseded_at'),
  },
  (t) => [index('otp_challenges_user_idx').on(t.userId, t.createdAt)],
);

/** Emailed password-reset token; only its hash is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    supersededAt: ts('superseded_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** A browser the user said YES to: no SMS code for 60 days. Only the token's hash is kept. */
export const trustedBrowsers = pgTable(
  'trusted_browsers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    browser: text('browser'),
    channel: text('channel'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('trusted_browsers_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Append-only trail of security events and PHI reads/changes. Never holds a password, code or token. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details'),
  },
  (t) => [index('audit_events_at_idx').on(t.at), index('audit_events_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Check values of keys kept outside the database (an HMAC of a constant under the key, never the
 * key): an instance started with another FIELD_ENCRYPTION_KEY is refused instead of writing SSNs
 * the other instances cannot read.
 */
export const keyChecks = pgTable('key_checks', {
  name: text('name').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
