import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { getAuth } from '../lib/auth-storage';
import { apiError, mockApi } from '../test/fetch-mock';
import { renderApp, signIn } from '../test/render';

describe('route guards and landing', () => {
  it('sends a visitor without a token to /login', async () => {
    mockApi();
    const app = renderApp('/admin/clients');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    // No token: no top bar.
    expect(await screen.findByText('Terms of Service - Privacy Policy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });

  it('sends staff away from any /admin/ path to their landing page', async () => {
    mockApi();
    signIn({ userType: UserType.Staff });
    const app = renderApp('/admin/staff');
    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
  });

  it('keeps staff-only routes from admins and admin-only routes from staff', async () => {
    mockApi();
    signIn({ userType: UserType.Admin });
    const admin = renderApp('/staff/reports');
    await waitFor(() => expect(admin.pathname()).toBe('/admin/clients'));
    admin.unmount();

    signIn({ userType: UserType.Customer });
    const customer = renderApp('/staff/faq');
    await waitFor(() => expect(customer.pathname()).toBe('/dashboard'));
  });

  it.each([
    [UserType.SuperAdmin, '/admin/clients'],
    [UserType.Admin, '/admin/clients'],
    [UserType.Staff, '/staff/visits'],
    [UserType.BehavioralSpecialist, '/dashboard'],
    [UserType.FamilyContact, '/dashboard'],
  ])('lands user type %i from / and /dashboard on %s', async (userType, landing) => {
    mockApi();
    signIn({ userType });
    const fromRoot = renderApp('/');
    await waitFor(() => expect(fromRoot.pathname()).toBe(landing));
    fromRoot.unmount();
    const fromDashboard = renderApp('/dashboard');
    await waitFor(() => expect(fromDashboard.pathname()).toBe(landing));
  });

  it.each(['/admin/clients', '/admin/create-client', '/admin/client-details?id=3', '/admin/edit-client?id=3'])(
    'keeps a Behavioral Specialist off %s, whose calls the server answers to admins only',
    async (path) => {
      mockApi();
      signIn({ userType: UserType.BehavioralSpecialist });
      const app = renderApp(path);
      await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
    },
  );

  it('shows other user types a dashboard with links to their profile and the FAQ', async () => {
    mockApi();
    signIn({ userType: UserType.Other, firstName: 'Robin' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Robin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Profile/ })).toHaveAttribute('href', '/admin/profile');
    expect(screen.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  });

  it('sends an unknown path to / and so to the landing page', async () => {
    mockApi();
    signIn({ userType: UserType.Admin });
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.pathname()).toBe('/admin/clients'));
  });

  it('holds a user who must change their password on /reset-password', async () => {
    mockApi();
    signIn({ passwordResetRequired: true });
    const app = renderApp('/admin/clients');
    await waitFor(() => expect(app.pathname()).toBe('/reset-password'));
  });

  it('opens the import screen for admins and keeps other users off it', async () => {
    mockApi();
    signIn({ userType: UserType.Admin });
    const admin = renderApp('/admin/import-services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process' })).toBeInTheDocument();
    admin.unmount();

    signIn({ userType: UserType.BehavioralSpecialist });
    const other = renderApp('/admin/import-services');
    await waitFor(() => expect(other.pathname()).toBe('/dashboard'));
  });

  it('clears stored auth and goes to /login on a 401', async () => {
    mockApi({ 'GET /user/me': apiError(401, 'UNAUTHORIZED', Msg.sessionExpired) });
    signIn({ userType: UserType.Admin });
    const app = renderApp('/admin/profile');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(getAuth()).toBeNull();
  });

  it('goes to /reset-password when the server demands a new password first', async () => {
    mockApi({ 'GET /user/me': apiError(403, 'PASSWORD_RESET_REQUIRED', Msg.passwordResetRequired) });
    signIn({ userType: UserType.Staff });
    const app = renderApp('/staff/profile');
    await waitFor(() => expect(app.pathname()).toBe('/reset-password'));
    expect(getAuth()?.passwordResetRequired).toBe(true);
  });
});
