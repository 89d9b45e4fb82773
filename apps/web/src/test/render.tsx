import { useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { UserType, type AuthData } from '@hearth/shared';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/routes';
import { AUTH_KEY, OTP_EMAIL_KEY } from '../lib/auth-storage';

// Emotion's "speedy" mode inserts rules one by one; its default in tests appends text to <style>
// tags, which jsdom re-parses each time and which doubles the time of the UI tests.
const styleCache = createCache({ key: 'test', speedy: true });

/** The app's providers (query client, theme, toasts, spinner) with a fresh query cache and no retries. */
export function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
    return client;
  });
  return (
    <CacheProvider value={styleCache}>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </CacheProvider>
  );
}

/**
 * The app's routes with every lazy screen already loaded, so a test renders its screen at once as
 * it did before code splitting: a screen's first import (transformed on demand by Vitest) can take
 * longer on a busy machine than a findBy* waits, and the bundle's splitting is not what these tests
 * are about (routes.test.tsx renders the lazy tree itself).
 */
async function loadScreens(tree: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    tree.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return { ...route, ...loaded, ...(children ? { children: await loadScreens(children) } : {}) } as RouteObject;
    }),
  );
}
export const loadedRoutes = await loadScreens(routes);
// Likewise the parts loaded on first use (toast, loading overlay): a findBy* then waits only for React.
await Promise.all([import('../components/toast/ToastView'), import('../app/layout/SpinnerOverlay')]);

/**
 * Renders the whole app (real routes, providers and guards) at `path` in a memory router; with
 * `lazy`, its screens load on demand as in the browser.
 */
export function renderApp(path: string, { lazy = false }: { lazy?: boolean } = {}) {
  const router = createMemoryRouter(lazy ? routes : loadedRoutes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, user, pathname: () => router.state.location.pathname };
}

export function buildAuth(overrides: Partial<AuthData> = {}): AuthData {
  return {
    token: 'test-token',
    userId: 7,
    email: 'jane.doe@example.org',
    firstName: 'Jane',
    lastName: 'Doe',
    userType: UserType.Admin,
    passwordResetRequired: false,
    ...overrides,
  };
}

/** Stores auth data as a sign-in would. */
export function signIn(overrides: Partial<AuthData> = {}): AuthData {
  const auth = buildAuth(overrides);
  localStorage.setItem(AUTH_KEY, JSON.stringify(auth));
  return auth;
}

export function holdOtpEmail(email: string): void {
  localStorage.setItem(OTP_EMAIL_KEY, JSON.stringify(email));
}

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's value in one go (a paste): much faster than typing key by key. */
export async function fillIn(user: User, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) await user.paste(value);
}
