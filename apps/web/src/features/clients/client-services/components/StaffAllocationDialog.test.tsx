import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { apiError, mockApi } from '../../../../test/fetch-mock';
import { fillIn, signIn } from '../../../../test/render';
import { buildClientService } from '../test-fixtures';
import { AllocationText, StaffAllocationDialog } from './StaffAllocationDialog';

const staffList = {
  'GET /user/user_list': {
    body: {
      data: [
        { userId: 11, name: 'Lopez, Maria' },
        { userId: 12, name: 'Chen, Alan' },
        { userId: 13, name: 'Okafor, Grace' },
      ],
    },
  },
};

function renderDialog(onClose = vi.fn()) {
  signIn();
  const clientService = buildClientService({ assignedStaff: [{ userId: 13, name: 'Grace Okafor' }] });
  render(
    <AppProviders>
      <StaffAllocationDialog clientService={clientService} onClose={onClose} />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }), onClose };
}

const side = (name: 'Available Staff' | 'Chosen Staff') => within(screen.getByRole('group', { name }));
const names = (name: 'Available Staff' | 'Chosen Staff') =>
  side(name)
    .queryAllByRole('checkbox')
    .map((c) => c.closest('label')?.textContent)
    .filter(Boolean);

describe('StaffAllocationDialog', () => {
  it('shows the service and splits staff into available and chosen', async () => {
    mockApi(staffList);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Staff Allocation' })).toBeInTheDocument();
    expect(screen.getByText('W1726')).toBeInTheDocument();
    expect(screen.getByText('07/01/2024')).toBeInTheDocument();
    expect(screen.getByText('06/30/2025')).toBeInTheDocument();
    await screen.findByText('Lopez, Maria');
    expect(names('Available Staff')).toEqual(['Chen, Alan', 'Lopez, Maria']);
    expect(names('Chosen Staff')).toEqual(['Okafor, Grace']);
  });

  it('filters each list ignoring case and commas, with an empty state', async () => {
    mockApi(staffList);
    const { user } = renderDialog();
    await screen.findByText('Lopez, Maria');
    const filter = screen.getByLabelText('Filter Available Staff');
    await fillIn(user, filter, 'lopez, maria');
    expect(names('Available Staff')).toEqual(['Lopez, Maria']);
    await fillIn(user, filter, 'LOPEZ MARIA');
    expect(names('Available Staff')).toEqual(['Lopez, Maria']);
    await fillIn(user, filter, 'nobody');
    expect(side('Available Staff').getByText('No Matches found')).toBeInTheDocument();
    expect(names('Chosen Staff')).toEqual(['Okafor, Grace']);
  });

  it('searches Available Staff on the server (at most 100) and names the chosen staff by id', async () => {
    const okafor = { userId: 13, name: 'Okafor, Grace' };
    const many = Array.from({ length: 100 }, (_, i) => ({ userId: 100 + i, name: `Worker${100 + i}, Bulk` }));
    const api = mockApi({
      'GET /user/user_list': ({ query }) => {
        if (query.get('ids')) return { body: { data: query.get('ids') === '13' ? [okafor] : [] } };
        const search = query.get('search');
        return { body: { data: search ? [{ userId: 12, name: 'Chen, Alan' }] : many } };
      },
    });
    const { user } = renderDialog();
    await screen.findByText('Worker100, Bulk');
    expect(screen.getByText(AllocationText.moreStaff)).toBeInTheDocument();
    expect(names('Chosen Staff')).toEqual(['Okafor, Grace']);
    const calls = () => api.callsTo('GET /user/user_list').map((c) => Object.fromEntries(c.query));
    expect(calls()).toEqual(expect.arrayContaining([{ limit: '100' }, { ids: '13' }]));

    await fillIn(user, screen.getByLabelText('Filter Available Staff'), 'chen');
    await waitFor(() => expect(names('Available Staff')).toEqual(['Chen, Alan']));
    expect(calls().at(-1)).toEqual({ search: 'chen', limit: '100' });
    expect(screen.queryByText(AllocationText.moreStaff)).not.toBeInTheDocument();
  });

  it('moves marked staff both ways and sends the chosen list', async () => {
    const api = mockApi({
      ...staffList,
      'POST /client_service/staff_allocation': {
        body: { code: 200, message: 'Staff allocation updated', data: { serviceRequestId: 31, assignedStaff: [] } },
      },
    });
    const { user, onClose } = renderDialog();
    await screen.findByText('Lopez, Maria');
    expect(screen.getByRole('button', { name: 'Move to chosen' })).toBeDisabled();
    // The tooltip's wrapper (it takes the hover of a disabled button) names nothing: a plain span cannot.
    expect(document.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);

    await user.click(side('Available Staff').getByRole('checkbox', { name: 'Lopez, Maria' }));
    await user.click(side('Available Staff').getByRole('checkbox', { name: 'Chen, Alan' }));
    await user.click(screen.getByRole('button', { name: 'Move to chosen' }));
    expect(names('Available Staff')).toEqual([]);
    expect(side('Available Staff').getByText('No Matches found')).toBeInTheDocument();
    expect(names('Chosen Staff')).toEqual(['Chen, Alan', 'Lopez, Maria', 'Okafor, Grace']);

    // A move clears both filters, so neither list keeps hiding names behind stale text.
    await fillIn(user, screen.getByLabelText('Filter Chosen Staff'), 'okafor');
    await fillIn(user, screen.getByLabelText('Filter Available Staff'), 'nobody');
    expect(names('Chosen Staff')).toEqual(['Okafor, Grace']);

    await user.click(side('Chosen Staff').getByRole('checkbox', { name: 'Okafor, Grace' }));
    await user.click(screen.getByRole('button', { name: 'Move to available' }));
    expect(names('Available Staff')).toEqual(['Okafor, Grace']);
    expect(names('Chosen Staff')).toEqual(['Chen, Alan', 'Lopez, Maria']);
    expect(screen.getByLabelText('Filter Available Staff')).toHaveValue('');
    expect(screen.getByLabelText('Filter Chosen Staff')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Staff allocation updated')).toBeInTheDocument();
    expect(api.callsTo('POST /client_service/staff_allocation')[0]?.body).toEqual({
      clientId: 5,
      serviceRequestId: 31,
      staff: [
        { userId: 12, name: 'Chen, Alan' },
        { userId: 11, name: 'Lopez, Maria' },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the lists and shows the server message when the update fails', async () => {
    mockApi({
      ...staffList,
      'POST /client_service/staff_allocation': apiError(400, 'BAD_REQUEST', 'Cannot allocate: Alan Chen is inactive.'),
    });
    const { user, onClose } = renderDialog();
    await screen.findByText('Lopez, Maria');
    await user.click(side('Available Staff').getByRole('checkbox', { name: 'Chen, Alan' }));
    await user.click(screen.getByRole('button', { name: 'Move to chosen' }));
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Cannot allocate: Alan Chen is inactive.')).toBeInTheDocument();
    expect(names('Chosen Staff')).toEqual(['Chen, Alan', 'Okafor, Grace']);
    expect(onClose).not.toHaveBeenCalled();
  });
});
