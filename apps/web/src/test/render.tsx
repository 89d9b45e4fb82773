import { useLayoutEffect, useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { UserType, type AuthData } from '@hearth/shared';
import { AppProviders, createQueryClient } from '../app/providers';
import { preloadLazyParts } from '../lib/lazy-component';
import { AppRoutes } from '../app/router';
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
 * Every lazy screen and part (top bar, toasts, loading overlay) loaded before the tests render, so a test shows its screen at once as it did
 * before code splitting: a screen's first import (transformed on demand by Vitest) can take longer on
 * a busy machine than a findBy* waits, and the bundle's splitting is not what these tests are about
 * (app/lazy-screen.test.tsx is).
 */
await preloadLazyParts();

/** What a test reads of the router: its current location, and a way to navigate. */
export type TestRouter = { state: { location: Location }; navigate: NavigateFunction };

type Probe = { location?: Location; navigate?: NavigateFunction };

function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate), [location, navigate, onRender]);
  return null;
}

/** The app's routes, providers and guards in a memory router at `entry`, and a handle on that router. */
export function renderRoutes(entry: InitialEntry, user = userEvent.setup({ delay: null })) {
  const probe: Probe = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('The router has not rendered');
        return probe.location;
      },
    },
    navigate: ((...args: Parameters<NavigateFunction>) => {
      if (!probe.navigate) throw new Error('The router has not rendered');
      return probe.navigate(...args);
    }) as NavigateFunction,
  };
  const view = render(
    <TestProviders>
      {/* Navigations without transitions: in a test's act scope React does not retry a transition
          that suspended on a lazy part (TopBar, toasts); the browser does (app/lazy-screen.test.tsx). */}
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <RouterProbe
          onRender={(location, navigate) => {
            probe.location = location;
            probe.navigate = navigate;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...view, router, user, pathname: () => router.state.location.pathname };
}

/** Renders the whole app (real routes, providers and guards) at `path` in a memory router. */
export function renderApp(path: string) {
  return renderRoutes(path);
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
