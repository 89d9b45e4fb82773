import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, Msg, SESSION_HOURS, Status, type UserType } from '@hearth/shared';
import type { Clock } from './clock.js';
import { AppError, forbidden } from './errors.js';
import { JwtKey } from './jwt.js';

/** Who may call a route: 'public', or the user types allowed. Every /api route must declare it. */
export type Access = 'public' | readonly UserType[];

export type CurrentUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  passwordResetRequired: boolean;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while the user must still replace their password (profile, logout, password calls). */
    allowDuringReset?: boolean;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

const ISSUER = 'hearth';
const unauthorized = () => new AppError(ErrorCode.UNAUTHORIZED, Msg.sessionExpired);
/** Sessions remembered at most; past it the cache starts again (an agency has far fewer live ones). */
const SESSION_CACHE_MAX = 10_000;

type CachedSession = { user: CurrentUser; sub: string; expiresAt: number; until: number };

/** A server-side session as opened at sign-in. */
export type NewSession = {
  id: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  otpVerifiedAt: Date | null;
};

/** A live session's user, as the access check reads it. */
export type SessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: number;
  status: number;
  passwordResetRequired: boolean;
  expiresAt: Date | string;
};

/**
 * Where sessions live: the auth module owns the table (modules/auth/sessions.repo.ts) and
 * app.ts hands its store in, so this file writes no table.
 */
export type SessionStore = {
  open(session: NewSession): Promise<void>;
  /** The session `sid` if open and unexpired at `now`, with its user. */
  find(sid: string, now: Date): Promise<SessionUser | undefined>;
};

export class SessionTokens {
  private readonly key: JwtKey;
  private readonly cache = new Map<string, CachedSession>();

  /**
   * `cacheMs`: how long a checked session is believed without asking the database again (0: ask
   * every time). Any change made through this instance forgets them all at once (see
   * `registerAccessControl`); another instance's logout or deactivation is seen within `cacheMs`.
   */
  constructor(
    secret: string,
    private readonly store: SessionStore,
    private readonly clock: Clock,
    private readonly cacheMs = 0,
  ) {
    this.key = new JwtKey(secret, ISSUER);
  }

  /**
   * Opens a server-side session and returns its signed bearer token. `otpVerified`: the session
   * is opened by the SMS code just checked (only such a session may then trust its browser).
   */
  async issue(
    userId: number,
    meta: { ip?: string; userAgent?: string },
    opts: { otpVerified?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3600_000);
    await this.store.open({
      id,
      userId,
      createdAt: now,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      otpVerifiedAt: opts.otpVerified ? now : null,
    });
    return this.key.sign({
      sid: id,
      sub: String(userId),
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  }

  /** Forgets every remembered session: something on this instance changed sessions or users. */
  forgetAll(): void {
    this.cache.clear();
  }

  /** Verifies signature (HS256 only: `alg: none` and others are refused), expiry and the live session. */
  async authenticate(token: string): Promise<CurrentUser> {
    const now = this.clock.now();
    const claims = this.key.verify(token, now);
    if (!claims || !/^[0-9a-f-]{36}$/.test(claims.sid)) throw unauthorized();
    const { sid, sub } = claims;
    const at = now.getTime();
    const cached = this.cache.get(sid);
    if (cached && cached.until > at && cached.expiresAt > at && cached.sub === sub) return cached.user;

    const row = await this.store.find(sid, now);
    if (!row || String(row.id) !== sub || row.status !== Status.Active) {
      this.cache.delete(sid);
      throw unauthorized();
    }
    const user: CurrentUser = {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      userType: row.userType as UserType,
      passwordResetRequired: row.passwordResetRequired,
      sessionId: sid,
    };
    if (this.cacheMs > 0) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
      this.cache.set(sid, { user, sub, expiresAt: new Date(row.expiresAt).getTime(), until: at + this.cacheMs });
    }
    return user;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Enforces each route's declared access on the server: no token → 401, wrong user type → 403.
 * Refuses to start if an /api route forgot to declare its access.
 */
export function registerAccessControl(app: FastifyInstance, tokens: SessionTokens): void {
  app.decorateRequest('user', null);
  // A write may log someone out, change a user's type or status, or end their sessions: whatever
  // it was, no remembered session outlives it on this instance.
  // Before the answer leaves (onSend), so the caller's next request already finds nothing stale.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') tokens.forgetAll();
    return payload;
  });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && route.config?.access === undefined) {
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url} does not declare its access`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearer(request);
    if (!token) throw unauthorized();
    const user = await tokens.authenticate(token);
    request.user = user;
    if (!access.includes(user.userType)) throw forbidden();
    if (user.passwordResetRequired && !request.routeOptions.config.allowDuringReset) {
      throw new AppError(ErrorCode.PASSWORD_RESET_REQUIRED, Msg.passwordResetRequired);
    }
  });
}

/** The signed-in user of a route whose access is not public. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
