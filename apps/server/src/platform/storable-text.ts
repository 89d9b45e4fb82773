import type { FastifyInstance } from 'fastify';
import { isStorableText, Msg } from '@hearth/shared';
import { badRequest } from './errors.js';

/** Text Hearth keeps: what PostgreSQL can store and every export can write (shared isStorableText). */
const isKeptText = isStorableText;

/**
 * The path (`notes`, `files.0.name`) of the first string in `value` that Hearth does not keep (see
 * `isKeptText`), '' when `value` itself is such a string, or null when there is none. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isKeptText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const entries = Object.entries(current as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      if (!isKeptText(key)) return path;
      pending.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

/**
 * Refuses, before any route's own validation or parsing, a path parameter, query parameter or body
 * field holding text Hearth does not keep: 400 with the field's path, never a failed query or an
 * export that spreadsheet programs cannot read.
 * Routes that parse their input themselves (reports) are covered too.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = findUnstorableText(input);
      if (field !== null) throw badRequest(Msg.unstorableText, field || undefined);
    }
  });
}
