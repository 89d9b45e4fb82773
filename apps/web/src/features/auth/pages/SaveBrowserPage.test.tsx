import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { getTrustedBrowserToken } from '../../../lib/trusted-browsers';
import { mockApi } from '../../../test/fetch-mock';
import { buildAuth, fillIn, holdOtpEmail, renderApp, signIn } from '../../../test/render';

const EMAIL = 'jane.doe@example.org';

describe('/save-browser', () => {
  it('sends a user with no pending code to /login', async () => {
    mockApi();
    signIn();
    const { pathname } = renderApp('/save-browser');
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('shows the question and its note', async () => {
    mockApi();
    signIn({ email: EMAIL });
    holdOtpEmail(EMAIL);
    renderApp('/save-browser');
    expect(await screen.findByRole('heading', { name: 'Your security is important to us' })).toBeInTheDocument();
    expect(screen.getByText('Do you trust this browser?')).toBeInTheDocument();
    expect(
      screen.getByText('By clicking yes below, you will not be asked for a verification code for the next 60 days.'),
    ).toBeInTheDocument();
  });

  it('NO goes on to the landing page without trusting the browser', async () => {
    const api = mockApi();
    signIn({ email: EMAIL, userType: UserType.Staff });
    holdOtpEmail(EMAIL);
    const { user, pathname } = renderApp('/save-browser');
    await user.click(await screen.findByRole('button', { name: 'NO' }));
    await waitFor(() => expect(pathname()).toBe('/staff/visits'));
    expect(api.callsTo('POST /trustbrowser')).toHaveLength(0);
    expect(getTrustedBrowserToken(EMAIL)).toBeNull();
  });

  it('YES stores the server token for this email and sends it as broswer_id on the next login', async () => {
    const api = mockApi({
      'POST /trustbrowser': {
        body: {
          code: 200,
          message: 'Browser saved',
          data: { browserId: 'trusted-abc', expiresAt: '2030-01-01T00:00:00.000Z' },
        },
      },
      'POST /user/logout': { body: { code: 200, message: 'Logged out' } },
      'POST /user/login': { body: { code: 200, message: 'Login successful', data: buildAuth({ email: EMAIL }) } },
    });
    signIn({ email: EMAIL, userId: 42, userType: UserType.Admin });
    holdOtpEmail(EMAIL);
    const { user, pathname } = renderApp('/save-browser');
    await user.click(await screen.findByRole('button', { name: 'YES' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(pathname()).toBe('/admin/clients');
    const trust = api.callsTo('POST /trustbrowser')[0];
    expect(trust?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(trust?.body).toMatchObject({ browser_id: null, email: EMAIL, user_id: 42, channel: 'web' });
    expect(typeof (trust?.body as { browser: unknown }).browser).toBe('string');
    expect(getTrustedBrowserToken(EMAIL)).toBe('trusted-abc');

    // Log out, then sign in again with the same email: the token goes along.
    await user.click(screen.getByRole('button', { name: 'Open account menu for Jane' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(pathname()).toBe('/login'));
    await fillIn(user, await screen.findByLabelText('Email'), EMAIL);
    await fillIn(user, screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(api.callsTo('POST /user/login')).toHaveLength(1));
    expect(api.callsTo('POST /user/login')[0]?.body).toMatchObject({ email: EMAIL, broswer_id: 'trusted-abc' });
    // Signed in again (the answer is checked once its schema's chunk is in): nothing left to finish after the test.
    await waitFor(() => expect(pathname()).toBe('/admin/clients'));
  });

  it('reports the channel as mobile on a phone-sized screen', async () => {
    window.innerWidth = 375;
    const api = mockApi({
      'POST /trustbrowser': {
        body: {
          code: 200,
          message: 'Browser saved',
          data: { browserId: 'trusted-xyz', expiresAt: '2030-01-01T00:00:00.000Z' },
        },
      },
    });
    signIn({ email: EMAIL, passwordResetRequired: true });
    holdOtpEmail(EMAIL);
    const { user, pathname } = renderApp('/save-browser');
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(pathname()).toBe('/reset-password'));
    expect(api.callsTo('POST /trustbrowser')[0]?.body).toMatchObject({ channel: 'mobile' });
  });
});
