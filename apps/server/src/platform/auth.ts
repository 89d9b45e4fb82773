import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Msg, SESSION_HOURS, Status, type UserType } from '@hearth/shared';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type { Clock } from './clock.js';
import { AppError, forbidden } from './errors.js';

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
const unauthorized = () => new AppError('UNAUTHORIZED', 401, Msg.sessionExpired);

export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
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
    await this.db.insert(sessions).values({
      id,
      userId,
      createdAt: now,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      otpVerifiedAt: opts.otpVerified ? now : null,
    });
    return new SignJWT({ sid: id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Verifies signature (HS256 only: `alg: none` and others are refused), expiry and the live session. */
  async authenticate(token: string): Promise<CurrentUser> {
    let sid: unknown;
    let sub: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.clock.now(),
      });
      sid = payload.sid;
      sub = payload.sub;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) throw unauthorized();
      throw err;
    }
    if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/.test(sid) || !sub) throw unauthorized();
    const now = this.clock.now();
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        userType: users.userType,
        status: users.status,
        passwordResetRequired: users.passwordResetRequired,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row || String(row.id) !== sub || row.status !== Status.Active) throw unauthorized();
    return { ...row, userType: row.userType as UserType, sessionId: sid };
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
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
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
      throw new AppError('PASSWORD_RESET_REQUIRED', 403, Msg.passwordResetRequired);
    }
  });
}

/** The signed-in user of a route whose access is not public. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
