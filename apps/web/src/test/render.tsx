import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UserType, type AuthData } from '@hearth/shared';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/routes';
import { AUTH_KEY, OTP_EMAIL_KEY } from '../lib/auth-storage';

/** Renders the whole app (real routes, providers and guards) at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
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
