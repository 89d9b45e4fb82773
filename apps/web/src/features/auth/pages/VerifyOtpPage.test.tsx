import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { getAuth } from '../../../lib/auth-storage';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { buildAuth, holdOtpEmail, renderApp } from '../../../test/render';

const EMAIL = 'jane.doe@example.org';
const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`));

async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.click(boxes()[0]!);
  await user.keyboard(code);
}

describe('/verify-otp', () => {
  it('sends a user with no pending code away (to / and so to /login)', async () => {
    mockApi();
    const { pathname } = renderApp('/verify-otp');
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('shows the texts of the screen', async () => {
    mockApi();
    holdOtpEmail(EMAIL);
    renderApp('/verify-otp');
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByText(Msg.otpSent)).toBeInTheDocument();
    expect(screen.getByText(Msg.otpValidity)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Didn't receive a code? Resend" })).toBeInTheDocument();
  });

  it('warns about a short code and sends nothing', async () => {
    const api = mockApi();
    holdOtpEmail(EMAIL);
    const { user } = renderApp('/verify-otp');
    await screen.findByRole('button', { name: 'VERIFY' });
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText(Msg.otpMustBe6)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('accepts digits only and moves along the boxes', async () => {
    mockApi();
    holdOtpEmail(EMAIL);
    const { user } = renderApp('/verify-otp');
    await screen.findByRole('button', { name: 'VERIFY' });
    await typeCode(user, '1a2');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('shows the red banner and clears the entry on a wrong code; focusing clears the banner', async () => {
    const api = mockApi({ 'POST /verifyotp': apiError(400, 'OTP_INCORRECT', Msg.otpIncorrect, 'otp') });
    holdOtpEmail(EMAIL);
    const { user, pathname } = renderApp('/verify-otp');
    await screen.findByRole('button', { name: 'VERIFY' });
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));

    expect(await screen.findByText(Msg.otpIncorrect)).toBeInTheDocument();
    expect(api.callsTo('POST /verifyotp')[0]?.body).toEqual({ otp: '654321', email: EMAIL });
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
    expect(pathname()).toBe('/verify-otp');

    await user.click(boxes()[0]!);
    expect(screen.queryByText(Msg.otpIncorrect)).not.toBeInTheDocument();
  });

  it('shows the server text when the code has expired', async () => {
    mockApi({ 'POST /verifyotp': apiError(400, 'OTP_EXPIRED', Msg.otpExpired, 'otp') });
    holdOtpEmail(EMAIL);
    const { user } = renderApp('/verify-otp');
    await screen.findByRole('button', { name: 'VERIFY' });
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText(Msg.otpExpired)).toBeInTheDocument();
  });

  it('resends a code: success banner and the entry cleared', async () => {
    const api = mockApi({ 'POST /resendotp': { body: { code: 200, message: Msg.otpResent } } });
    holdOtpEmail(EMAIL);
    const { user } = renderApp('/verify-otp');
    await screen.findByRole('button', { name: 'VERIFY' });
    await typeCode(user, '12');
    await user.click(screen.getByRole('link', { name: "Didn't receive a code? Resend" }));
    expect(await screen.findByText(Msg.otpResent)).toBeInTheDocument();
    expect(api.callsTo('POST /resendotp')[0]?.body).toEqual({ email: EMAIL });
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
  });

  it('fills every box from a pasted code, then verifies and goes to /save-browser', async () => {
    const data = buildAuth({ email: EMAIL, userType: UserType.Staff });
    mockApi({ 'POST /verifyotp': { body: { code: 200, message: 'Verification successful', data } } });
    holdOtpEmail(EMAIL);
    const { user, pathname } = renderApp('/verify-otp');
    await screen.findByRole('button', { name: 'VERIFY' });
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '246 810' } });
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('246810');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    await waitFor(() => expect(pathname()).toBe('/save-browser'));
    expect(getAuth()).toEqual(data);
    expect(await screen.findByRole('heading', { name: 'Your security is important to us' })).toBeInTheDocument();
  });

  it('goes back a box on Backspace in an empty box', async () => {
    mockApi();
    holdOtpEmail(EMAIL);
    const { user } = renderApp('/verify-otp');
    await screen.findByRole('button', { name: 'VERIFY' });
    await typeCode(user, '12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '', '', '', '', '']);
  });
});
