import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { getAuth, getOtpEmail } from '../../../lib/auth-storage';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { buildAuth, fillIn, renderApp } from '../../../test/render';

const fillAndSubmit = async (user: ReturnType<typeof renderApp>['user'], email: string, password: string) => {
  if (email) await fillIn(user, screen.getByLabelText('Email'), email);
  if (password) await fillIn(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('/login', () => {
  it('requires email and password and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(Msg.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.passwordRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const api = mockApi();
    const { user } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(user, 'jane.doe', 'secret');
    expect(await screen.findByText(Msg.emailInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('goes to /verify-otp and holds the email when the server sends a code (201)', async () => {
    const api = mockApi({
      'POST /user/login': {
        status: 201,
        body: { code: 201, message: 'Verification code sent', data: { email: 'jane.doe@example.org' } },
      },
    });
    const { user, pathname } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(user, 'Jane.Doe@example.org', 'Secret#123');
    await waitFor(() => expect(pathname()).toBe('/verify-otp'));
    expect(api.callsTo('POST /user/login')[0]?.body).toEqual({
      email: 'jane.doe@example.org',
      password: 'Secret#123',
      broswer_id: null,
    });
    expect(getOtpEmail()).toBe('jane.doe@example.org');
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
  });

  it('signs in on a trusted browser (200) and sends a forced reset to /reset-password', async () => {
    const data = buildAuth({ passwordResetRequired: true, userType: UserType.Staff });
    mockApi({ 'POST /user/login': { body: { code: 200, message: 'Login successful', data } } });
    const { user, pathname } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(user, 'jane.doe@example.org', 'Secret#123');
    await waitFor(() => expect(pathname()).toBe('/reset-password'));
    expect(getAuth()).toEqual(data);
  });

  it('lands an admin on /admin/clients', async () => {
    mockApi({
      'POST /user/login': {
        body: { code: 200, message: 'Login successful', data: buildAuth({ userType: UserType.SuperAdmin }) },
      },
    });
    const { user, pathname } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(user, 'jane.doe@example.org', 'Secret#123');
    await waitFor(() => expect(pathname()).toBe('/admin/clients'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
  });

  it('shows the server message as an error toast when sign-in fails', async () => {
    mockApi({ 'POST /user/login': apiError(401, 'LOGIN_FAILED', Msg.loginFailed) });
    const { user, pathname } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(user, 'jane.doe@example.org', 'wrong');
    expect(await screen.findByText(Msg.loginFailed)).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(getAuth()).toBeNull();
  });

  it('remembers the email when Remember me is ticked', async () => {
    mockApi({ 'POST /user/login': apiError(401, 'LOGIN_FAILED', Msg.loginFailed) });
    const first = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await first.user.click(screen.getByLabelText('Remember me'));
    await fillAndSubmit(first.user, 'jane.doe@example.org', 'wrong');
    await screen.findByText(Msg.loginFailed);
    first.unmount();

    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('jane.doe@example.org');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('links to the forgot-password screen', async () => {
    mockApi();
    const { user, pathname } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    await waitFor(() => expect(pathname()).toBe('/verify-email'));
    expect(await screen.findByRole('button', { name: 'Send Reset Password Token' })).toBeInTheDocument();
  });

  it('shows the global spinner while the request is in flight', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockApi({ 'POST /user/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await fillAndSubmit(user, 'jane.doe@example.org', 'Secret#123');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer({
      status: 201,
      body: { code: 201, message: 'Verification code sent', data: { email: 'jane.doe@example.org' } },
    });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument());
  });
});
