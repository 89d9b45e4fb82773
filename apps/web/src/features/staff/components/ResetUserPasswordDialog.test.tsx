import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { signIn, TestProviders } from '../../../test/render';
import { ResetUserPasswordDialog } from './ResetUserPasswordDialog';

function renderDialog(onClose = vi.fn()) {
  render(
    <TestProviders>
      <ResetUserPasswordDialog user={{ userId: 12, name: 'Sam Rivera' }} onClose={onClose} />
    </TestProviders>,
  );
  return { user: userEvent.setup({ delay: null }), onClose };
}

describe('ResetUserPasswordDialog', () => {
  it('keeps Save disabled until every rule holds, ticking rules as they do', async () => {
    mockApi();
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Reset User Password' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    const input = screen.getByLabelText('New Password');
    expect(save).toBeDisabled();

    await user.type(input, 'abcdefgh');
    expect(screen.getByText('At least 8 characters').nextElementSibling).toHaveTextContent('Met');
    expect(screen.getByText('At least 1 upper and 1 lower case').nextElementSibling).toHaveTextContent('Not met yet');
    expect(save).toBeDisabled();

    await user.type(input, 'A1');
    expect(save).toBeDisabled();
    await user.type(input, '#');
    expect(save).toBeEnabled();
  });

  it('saves with PUT /user/password and shows the server message', async () => {
    const api = mockApi({
      'PUT /user/password': { body: { status: true, message: 'Password reset successfully for Sam Rivera' } },
    });
    signIn();
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('New Password'), 'Temp#Pass9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password reset successfully for Sam Rivera')).toBeInTheDocument();
    expect(api.callsTo('PUT /user/password')[0]?.body).toEqual({ userId: 12, password: 'Temp#Pass9' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server message on failure and stays open', async () => {
    mockApi({ 'PUT /user/password': apiError(404, 'NOT_FOUND', 'User not found') });
    signIn();
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('New Password'), 'Temp#Pass9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
