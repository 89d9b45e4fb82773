import type { FastifyServerOptions } from 'fastify';
import { asText } from '@hearth/shared';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
/** Where log lines go (pino destination). */
export type LogStream = { write(line: string): void };

/**
 * What Hearth writes to its log, whatever logs it (our code, Fastify, a plugin): errors as their
 * class, codes and SQL text, never a query's parameters, a database row, a request body or a URL's
 * query string. A failing INSERT would otherwise log every value it carried (names, MCI,
 * addresses, notes, password hashes, SSN ciphertext): drizzle puts the parameters in its
 * message, and the driver's error holds them again (`params`) with the failing row (`detail`).
 */

/** Paths whose values must never reach the log, even at debug level. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

const MAX_TEXT = 500;
const MAX_SQL = 2000;
const MAX_FRAMES = 12;
const MAX_CAUSES = 3;

/** Cuts drizzle's "params: ..." tail and the query string after any path. */
export function scrubText(text: string): string {
  const paramsAt = text.indexOf('\nparams:');
  const head = paramsAt >= 0 ? text.slice(0, paramsAt) : text;
  return head.replace(/(\/[^\s?"'`]*)\?[^\s"'`)]*/g, '$1?…');
}

/**
 * An error message reduced to its wording: also without email addresses and runs of seven or more
 * digits (phones, SSNs, record numbers), which services and drivers quote back. Capped in length.
 */
export function scrubMessage(text: string): string {
  return scrubText(text)
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, '[email]')
    .replace(/\+?\(?\d(?:[ ().-]?\d){6,}/g, '[number]')
    .slice(0, MAX_TEXT);
}

/** A SQLSTATE-coded error from PostgreSQL (pg): its message and detail may quote values. */
function isDatabaseError(e: Record<string, unknown>): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);
}

/** Stack frames only: the stack's first line repeats the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => scrubText(line.trim()).slice(0, MAX_TEXT))
    .join('\n');
}

export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The log form of an error: its class and code; for a failed query the statement text (values are
 * `$1`, `$2` placeholders) and, from the database, the SQLSTATE with the constraint, table and column
 * it names instead of its message; otherwise the message with values scrubbed. Causes follow, a few
 * levels deep.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (err === null || typeof err !== 'object') return { type: typeof err, message: '', stack: '' };
  const e = err as Record<string, unknown>;
  const out: LoggedError = {
    type: err instanceof Error ? err.constructor.name : typeof e.name === 'string' ? e.name : 'Object',
    message: '',
    stack: framesOf(e.stack),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  const failedQuery = typeof e.query === 'string' && 'params' in e;
  if (failedQuery) {
    out.sql = (e.query as string).slice(0, MAX_SQL);
    out.message = 'Failed query';
  }
  if (isDatabaseError(e)) {
    for (const key of ['severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const) {
      if (typeof e[key] === 'string' && e[key]) out[key] = e[key];
    }
    out.message = `PostgreSQL error ${String(e.code)}${out.constraint ? ` (constraint ${asText(out.constraint)})` : ''}`;
  } else if (!failedQuery && typeof e.message === 'string') {
    out.message = scrubMessage(e.message);
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Requests are logged by method and path: the query string carries search terms (client names). */
function serializeRequest(req: { method?: string; url?: string; routeOptions?: { url?: string } }) {
  return { method: req.method, url: req.routeOptions?.url ?? req.url?.split('?')[0] };
}

/** Pino options for the app's logger (`level` from LOG_LEVEL; `stream` for tests that read the log). */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: REDACT,
    serializers: { err: serializeError, req: serializeRequest },
    hooks: {
      // Text messages are scrubbed too; an error given first (`log.error(err)`) would otherwise
      // become the message verbatim.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        const safe =
          first instanceof Error
            ? [{ err: first }, ...(typeof rest[0] === 'string' ? rest : [first.constructor.name, ...rest])]
            : args;
        method.apply(this, safe.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as typeof args);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
