import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { getAuth } from '../../../lib/auth-storage';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';

describe('/reset-password (forced change)', () => {
  it('needs a signed-in user', async () => {
    mockApi();
    const app = renderApp('/reset-password');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('sets the own password, clears the flag and lands by role via /dashboard', async () => {
    const api = mockApi({ 'PUT /user/password': { body: { status: true, message: 'Password updated successfully' } } });
    signIn({ userId: 31, userType: UserType.Staff, passwordResetRequired: true });
    const app = renderApp('/reset-password');
    const save = await screen.findByRole('button', { name: 'Save Password' });

    await fillIn(app.user, screen.getByLabelText('New Password'), 'Fresh#Start1');
    await fillIn(app.user, screen.getByLabelText('Confirm Password'), 'Fresh#Start2');
    await app.user.click(save);
    expect(await screen.findByText(Msg.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await fillIn(app.user, screen.getByLabelText('Confirm Password'), 'Fresh#Start1');
    await app.user.click(save);

    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
    expect(api.callsTo('PUT /user/password')[0]?.body).toEqual({ userId: 31, password: 'Fresh#Start1' });
    expect(getAuth()?.passwordResetRequired).toBe(false);
  });

  it('shows the server message when the password is refused', async () => {
    mockApi({ 'PUT /user/password': apiError(400, 'VALIDATION_ERROR', Msg.newSameAsCurrent, 'password') });
    signIn({ passwordResetRequired: true });
    const app = renderApp('/reset-password');
    await screen.findByRole('button', { name: 'Save Password' });
    await fillIn(app.user, screen.getByLabelText('New Password'), 'Fresh#Start1');
    await fillIn(app.user, screen.getByLabelText('Confirm Password'), 'Fresh#Start1');
    await app.user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText(Msg.newSameAsCurrent)).toBeInTheDocument();
    expect(app.pathname()).toBe('/reset-password');
    expect(getAuth()?.passwordResetRequired).toBe(true);
  });
});
