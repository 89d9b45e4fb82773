import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { apiError, mockApi } from '../../../../test/fetch-mock';
import { fillIn, signIn } from '../../../../test/render';
import { buildClientService } from '../test-fixtures';
import { StaffAllocationDialog } from './StaffAllocationDialog';

const REFUSAL =
  'Not allowed to work visits: Maria Lopez (Child abuse history clearance is missing). Give a reason to allocate anyway.';

describe('StaffAllocationDialog: staff who may not work visits (decision 018)', () => {
  it('shows the refusal, asks for a reason and sends the same list again with it', async () => {
    const api = mockApi({
      'GET /user/user_list': { body: { data: [{ userId: 11, name: 'Lopez, Maria' }] } },
      'POST /client_service/staff_allocation': (call) =>
        (call.body as { override?: unknown }).override
          ? {
              body: {
                code: 200,
                message: 'Staff allocation updated',
                data: { serviceRequestId: 31, assignedStaff: [{ userId: 11, name: 'Maria Lopez' }] },
              },
            }
          : apiError(409, 'CREDENTIAL_NOT_COMPLIANT', REFUSAL),
    });
    signIn();
    const onClose = vi.fn();
    render(
      <AppProviders>
        <StaffAllocationDialog clientService={buildClientService({ assignedStaff: [] })} onClose={onClose} />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    const available = within(await screen.findByRole('group', { name: 'Available Staff' }));
    await user.click(await available.findByRole('checkbox', { name: 'Lopez, Maria' }));
    await user.click(screen.getByRole('button', { name: 'Move to chosen' }));
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));

    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    const anyway = screen.getByRole('button', { name: 'ALLOCATE ANYWAY' });
    expect(anyway).toBeDisabled();
    await fillIn(user, screen.getByRole('textbox', { name: /Reason to allocate anyway/ }), 'Renewal in the mail');
    await user.click(anyway);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const calls = api.callsTo('POST /client_service/staff_allocation');
    expect(calls[0]?.body).not.toHaveProperty('override');
    expect(calls[1]?.body).toMatchObject({ staff: [{ userId: 11 }], override: { reason: 'Renewal in the mail' } });
  });
});
