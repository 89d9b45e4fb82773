import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientMsg } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { clientRow } from '../test-fixtures';

describe('clients list', () => {
  it('shows Client Name, Billing City, formatted Phone and a view link per client', async () => {
    const api = mockApi({
      'GET /client': {
        body: {
          data: [
            clientRow(3, 'Alvarez, Rosa M', 'West Chester', '2155550100'),
            { ...clientRow(4, 'Brook, Ash'), status: 5 },
          ],
          recordCount: 2,
        },
      },
    });
    signIn();
    const app = renderApp('/admin/clients');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Client Name', 'Billing City', 'Phone', '']);
    const row = (await within(table).findByText('Alvarez, Rosa M')).closest('tr')!;
    expect(within(row).getByText('West Chester')).toBeInTheDocument();
    expect(within(row).getByText('(215) 555-0100')).toBeInTheDocument();
    // Inactive clients carry a mark; active ones do not.
    expect(within(row).queryByText('Inactive')).not.toBeInTheDocument();
    const inactiveRow = within(table).getByText('Brook, Ash').closest('tr')!;
    expect(within(inactiveRow).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /client')[0]!.query)).toEqual({
      offset: '0',
      limit: '10',
      filter: 'recent',
      status: '0',
    });

    await app.user.click(within(row).getByRole('link', { name: 'View Alvarez, Rosa M' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=3'));
    expect(app.pathname()).toBe('/admin/client-details');
  });

  it("says 'No Clients' when there are none, and CREATE NEW opens the form", async () => {
    mockApi({
      'GET /client': { body: { data: [], recordCount: 0 } },
      'GET /sc_list': { body: { data: [] } },
      'GET /userByType': { body: { data: [] } },
    });
    signIn();
    const app = renderApp('/admin/clients');
    expect(await screen.findByText(ClientMsg.empty)).toBeInTheDocument();
    // No pager ('0–0 of 0') under an empty list.
    expect(screen.queryByText('Clients per page')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'CREATE NEW' }));
    expect(await screen.findByRole('heading', { name: 'Create New Client' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/create-client');
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    mockApi({ 'GET /client': { body: { data: [clientRow(3, 'Alvarez, Rosa M')], recordCount: 1 } } });
    signIn();
    renderApp('/admin/clients');
    const cards = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByText('Alvarez, Rosa M')).toBeInTheDocument();
    expect(within(cards).getByText('(814) 555-0199')).toBeInTheDocument();
  });
});
