import { vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@hearth/shared';

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  /** A multipart body (file uploads), as sent. */
  form?: FormData;
};
export type MockResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockRoute = MockResponse | ((call: ApiCall) => MockResponse | Promise<MockResponse>);

/**
 * Replaces global fetch with a tiny fake of the Hearth API: routes are keyed "METHOD /path"
 * (path without /api/v1). Every call is recorded; an unexpected call answers 500 so tests fail loudly.
 * GET /agency (asked by every signed-in screen) answers the default zone unless a test sets it,
 * and is then not recorded, so tests count only the calls of the screen under test.
 */
const AGENCY_CALL = 'GET /agency';
const AGENCY_DEFAULT: MockResponse = { body: { data: { timeZone: DEFAULT_TIME_ZONE } } };

export function mockApi(routes: Record<string, MockRoute> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const form = init?.body instanceof FormData ? init.body : undefined;
    const call: ApiCall = { method, path, query: url.searchParams, body, headers: new Headers(init?.headers), form };
    const key = `${method} ${path}`;
    const route = routes[key] ?? (key === AGENCY_CALL ? AGENCY_DEFAULT : undefined);
    if (routes[key] || key !== AGENCY_CALL) calls.push(call);
    const response: MockResponse = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 500, body: { code: 500, error: 'UNMOCKED', message: `Unmocked call ${method} ${path}` } };
    return new Response(response.body === undefined ? '' : JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...response.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** Adds or replaces a route after setup. */
    set: (key: string, route: MockRoute) => {
      routes[key] = route;
    },
  };
}

export const apiError = (status: number, error: string, message: string, field?: string): MockResponse => ({
  status,
  body: { code: status, error, message, ...(field ? { field } : {}) },
});
