import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { mockApi } from '../../../../test/fetch-mock';
import { signIn } from '../../../../test/render';
import { buildCatalogueService, buildClientService } from '../test-fixtures';
import { ClientServicesTab } from './ClientServicesTab';

// The server sends them newest start date first; the tab keeps that order.
const newer = buildClientService({
  serviceRequestId: 41,
  serviceName: 'Respite 15 min',
  serviceCode: 'W9862',
  serviceUnitRate: 8.5,
  serviceStartDate: '2025-01-15',
  serviceEndDate: '2025-12-31',
  serviceUnitsAuthorized: 1200,
  assignedStaff: [{ userId: 11, name: 'Maria Lopez' }],
});
const older = buildClientService({
  serviceRequestId: 31,
  serviceStartDate: '2024-07-01',
  serviceEndDate: '2025-06-30',
});

function renderTab() {
  signIn();
  render(
    <AppProviders>
      <ClientServicesTab clientId={5} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

describe('ClientServicesTab', () => {
  it("lists the client's services in the server's order with US dates", async () => {
    const api = mockApi({ 'GET /serviceRequestByClientId': { body: { data: [newer, older] } } });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Client services' });
    await within(table).findByText('Respite 15 min');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Respite 15 minW9862',
      'CompanionW1726',
    ]);
    expect(within(rows[0]!).getByText('01/15/2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('12/31/2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$8.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1,200')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('0.25 h (15 min)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();

    const query = api.callsTo('GET /serviceRequestByClientId')[0]!.query;
    expect(query.get('client_id')).toBe('5');
    // "Today" is the agency's, decided by the server: the browser's zone is not sent.
    expect(query.has('time_zone')).toBe(false);
  });

  it('shows the units projection (used + planned vs authorized) under the authorizations', async () => {
    mockApi({
      'GET /serviceRequestByClientId': { body: { data: [newer] } },
      'GET /clients/5/schedule-projection': {
        body: {
          data: [
            {
              clientServiceId: 41,
              serviceCode: 'W9862',
              serviceName: 'Respite 15 min',
              startDate: '2025-01-15',
              endDate: '2025-12-31',
              authorized: 1200,
              used: 900,
              planned: 400,
              remaining: -100,
            },
          ],
        },
      },
    });
    renderTab();
    const units = await screen.findByRole('list', { name: 'Units per authorization' });
    expect(within(units).getByText('W9862 Respite 15 min')).toBeInTheDocument();
    expect(within(units).getByText('900')).toBeInTheDocument();
    expect(within(units).getByText('400')).toBeInTheDocument();
    expect(within(units).getByText(/Over the authorization by 100 units/)).toBeInTheDocument();
  });

  it('shows the empty state and opens Create Service from + ADD NEW SERVICE', async () => {
    mockApi({
      'GET /serviceRequestByClientId': { body: { data: [] } },
      'GET /service': { body: { data: [buildCatalogueService()], recordCount: 1 } },
    });
    const user = renderTab();
    expect(await screen.findByText('No Service associated to this client')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ ADD NEW SERVICE' }));
    expect(screen.getByRole('dialog', { name: 'Create Service' })).toBeInTheDocument();
  });

  it('opens Edit Service and Staff Allocation for a row, and reloads after an allocation', async () => {
    const api = mockApi({
      'GET /serviceRequestByClientId': { body: { data: [newer, older] } },
      'GET /service': { body: { data: [buildCatalogueService()], recordCount: 1 } },
      'GET /user/user_list': { body: { data: [{ userId: 11, name: 'Lopez, Maria' }] } },
      'POST /client_service/staff_allocation': {
        body: { code: 200, message: 'Staff allocation updated', data: { serviceRequestId: 41, assignedStaff: [] } },
      },
    });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Companion' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(within(edit).getByLabelText(/^Service Code/)).toHaveValue('W1726');
    await user.click(within(edit).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Assign staff to Respite 15 min' }));
    const allocation = screen.getByRole('dialog', { name: 'Staff Allocation' });
    expect(within(allocation).getByText('W9862')).toBeInTheDocument();
    expect(await within(allocation).findByText('Lopez, Maria')).toBeInTheDocument();
    await user.click(within(allocation).getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Staff allocation updated')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /serviceRequestByClientId')).toHaveLength(2));
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    mockApi({ 'GET /serviceRequestByClientId': { body: { data: [newer] } } });
    renderTab();
    const cards = await screen.findByRole('list', { name: 'Client services' });
    expect(within(cards).getByText('Respite 15 min')).toBeInTheDocument();
    expect(within(cards).getByText('01/15/2025')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
