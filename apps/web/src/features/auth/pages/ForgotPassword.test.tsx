import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg } from '@hearth/shared';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { fillIn, renderApp } from '../../../test/render';

const EMAIL = 'jane.doe@example.org';
const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`));

async function requestToken(app: ReturnType<typeof renderApp>) {
  await fillIn(app.user, await screen.findByLabelText('Email'), EMAIL);
  await app.user.click(screen.getByRole('button', { name: 'Send Reset Password Token' }));
}

describe('forgot password (/verify-email then /change-password)', () => {
  it('says so when the email is unknown', async () => {
    mockApi({ 'POST /user/password/reset': apiError(404, 'EMAIL_NOT_FOUND', Msg.resetUnknownEmail, 'email') });
    const app = renderApp('/verify-email');
    await requestToken(app);
    expect(await screen.findByText(Msg.resetUnknownEmail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Password Token' })).toBeInTheDocument();
  });

  it('flags a wrong token with Invalid Token and the red banner, and clears the entry', async () => {
    const api = mockApi({
      'POST /user/password/reset': {
        body: { code: 200, message: 'A password reset code has been sent to your email.' },
      },
      'POST /user/password/verify_token': apiError(400, 'INVALID_TOKEN', Msg.invalidToken, 'token'),
    });
    const app = renderApp('/verify-email');
    await requestToken(app);
    expect(await screen.findByText(Msg.otpValidity)).toBeInTheDocument();
    await app.user.click(boxes()[0]!);
    await app.user.keyboard('111111');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(Msg.invalidToken)).toBeInTheDocument();
    expect(screen.getByText(Msg.otpIncorrect)).toBeInTheDocument();
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
    expect(api.callsTo('POST /user/password/verify_token')[0]?.body).toEqual({ email: EMAIL, token: '111111' });
  });

  it('resends the token with a success banner', async () => {
    const api = mockApi({ 'POST /user/password/reset': { body: { code: 200, message: 'sent' } } });
    const app = renderApp('/verify-email');
    await requestToken(app);
    await app.user.click(await screen.findByRole('link', { name: "Didn't receive a code? Resend" }));
    expect(await screen.findByText(Msg.otpResent)).toBeInTheDocument();
    expect(api.callsTo('POST /user/password/reset')).toHaveLength(2);
  });

  it('verifies the token, checks the new password and saves it, then returns to /login', async () => {
    const api = mockApi({
      'POST /user/password/reset': { body: { code: 200, message: 'sent' } },
      'POST /user/password/verify_token': { body: { code: 200, message: 'Token verified' } },
      'PUT /user/password/reset': { body: { code: 200, message: 'Your password has been reset. Please log in.' } },
    });
    const app = renderApp('/verify-email');
    await requestToken(app);
    await screen.findByText(Msg.otpValidity);
    await app.user.click(boxes()[0]!);
    await app.user.keyboard('123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(app.pathname()).toBe('/change-password'));
    expect(app.router.state.location.search).toBe('');
    const save = await screen.findByRole('button', { name: 'Save Password' });

    await app.user.click(save);
    expect(await screen.findByText(Msg.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(Msg.confirmRequired)).toBeInTheDocument();

    await fillIn(app.user, screen.getByLabelText('New Password'), 'short');
    await fillIn(app.user, screen.getByLabelText('Confirm Password'), 'other');
    await app.user.click(save);
    expect(await screen.findByText(Msg.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(Msg.passwordsDoNotMatch)).toBeInTheDocument();

    await fillIn(app.user, screen.getByLabelText('New Password'), 'longenough');
    await app.user.click(save);
    expect(await screen.findByText(Msg.passwordComposition)).toBeInTheDocument();
    expect(api.callsTo('PUT /user/password/reset')).toHaveLength(0);

    await fillIn(app.user, screen.getByLabelText('New Password'), 'Fresh#Start1');
    await fillIn(app.user, screen.getByLabelText('Confirm Password'), 'Fresh#Start1');
    await app.user.click(save);

    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.callsTo('PUT /user/password/reset')[0]?.body).toEqual({
      email: EMAIL,
      token: '123456',
      password: 'Fresh#Start1',
    });
  });

  it('opens the token step directly with ?verifyToken and prefills a 6-digit token', async () => {
    mockApi();
    renderApp('/verify-email?verifyToken=654321');
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('654321');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('sends /change-password without a verified token back to /verify-email', async () => {
    mockApi();
    const app = renderApp('/change-password');
    await waitFor(() => expect(app.pathname()).toBe('/verify-email'));
  });
});
