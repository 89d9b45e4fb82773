import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg, UserType } from '@hearth/shared';
import { getAuth } from '../../../lib/auth-storage';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';

const me = {
  data: {
    userId: 7,
    email: 'jane.doe@example.org',
    firstName: 'Jane',
    middleName: 'Q',
    lastName: 'Doe',
    userType: UserType.SuperAdmin,
    mobile: null,
  },
};

async function openDialog(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'CHANGE PASSWORD' }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}

async function fill(
  app: ReturnType<typeof renderApp>,
  dialog: HTMLElement,
  current: string,
  next: string,
  confirm: string,
) {
  for (const [label, value] of [
    ['Current Password', current],
    ['New Password', next],
    ['Confirm Password', confirm],
  ] as const) {
    await fillIn(app.user, within(dialog).getByLabelText(label), value);
  }
  await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('profile', () => {
  it('shows the initials, full name, role label, names, email and a masked password', async () => {
    mockApi({ 'GET /user/me': { body: me } });
    signIn({ userType: UserType.SuperAdmin });
    renderApp('/admin/profile');
    expect(await screen.findByText('Jane Q Doe')).toBeInTheDocument();
    expect(screen.getByText('SUPER ADMIN')).toBeInTheDocument();
    expect(screen.getByText('jane.doe@example.org')).toBeInTheDocument();
    expect(screen.getByText('********')).toBeInTheDocument();
    expect(screen.getAllByText('JD').length).toBeGreaterThan(0);
  });

  it('checks the change-password fields before sending', async () => {
    const api = mockApi({ 'GET /user/me': { body: me } });
    signIn();
    const app = renderApp('/admin/profile');
    const dialog = await openDialog(app);

    await fill(app, dialog, 'Old#Pass1', 'Old#Pass1', 'Old#Pass1');
    expect(await within(dialog).findByText(Msg.newSameAsCurrent)).toBeInTheDocument();

    await fill(app, dialog, 'Old#Pass1', 'New#Pass1', 'New#Pass2');
    expect(await within(dialog).findByText(Msg.newConfirmMismatch)).toBeInTheDocument();

    await fill(app, dialog, 'Old#Pass1', 'short', 'short');
    expect(await within(dialog).findByText(Msg.passwordMin)).toBeInTheDocument();

    await fill(app, dialog, 'Old#Pass1', 'nospecial123', 'nospecial123');
    expect(await within(dialog).findByText(Msg.passwordComposition)).toBeInTheDocument();

    expect(api.callsTo('POST /user/password/update')).toHaveLength(0);
  });

  it('shows the server message when the change fails', async () => {
    mockApi({
      'GET /user/me': { body: me },
      'POST /user/password/update': apiError(400, 'VALIDATION_ERROR', Msg.currentPasswordWrong, 'oldPassword'),
    });
    signIn();
    const app = renderApp('/admin/profile');
    const dialog = await openDialog(app);
    await fill(app, dialog, 'Old#Pass1', 'New#Pass1', 'New#Pass1');
    expect(await screen.findByText(Msg.currentPasswordWrong)).toBeInTheDocument();
    expect(getAuth()).not.toBeNull();
  });

  it('signs the user out after a successful change', async () => {
    const api = mockApi({
      'GET /user/me': { body: me },
      'POST /user/password/update': { body: { status: true, message: Msg.passwordChangeSuccess } },
    });
    signIn({ userId: 7 });
    const app = renderApp('/admin/profile');
    const dialog = await openDialog(app);
    await fill(app, dialog, 'Old#Pass1', 'New#Pass1', 'New#Pass1');

    expect(await screen.findByText(Msg.passwordChangeSuccess)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.callsTo('POST /user/password/update')[0]?.body).toEqual({
      userId: 7,
      oldPassword: 'Old#Pass1',
      newPassword: 'New#Pass1',
    });
    expect(getAuth()).toBeNull();
  });
});
