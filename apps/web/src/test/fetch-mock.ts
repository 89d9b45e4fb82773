import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
export type MockResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockRoute = MockResponse | ((call: ApiCall) => MockResponse | Promise<MockResponse>);

/**
 * Replaces global fetch with a tiny fake of the Hearth API: routes are keyed "METHOD /path"
 * (path without /api/v1). Every call is recorded; an unexpected call answers 500 so tests fail loudly.
 */
export function mockApi(routes: Record<string, MockRoute> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path, query: url.searchParams, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const route = routes[`${method} ${path}`];
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
