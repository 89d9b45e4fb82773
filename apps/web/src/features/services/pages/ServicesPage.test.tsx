import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildService } from '../test-fixtures';

const catalogue = [
  buildService(),
  buildService({ serviceId: 3, code: 'W9798', name: 'Respite 24 hours', unitRate: 212.4, unitLength: 24 }),
];

describe('ServicesPage', () => {
  it('lists the catalogue with the default filters', async () => {
    const api = mockApi({ 'GET /service': { body: { data: catalogue, recordCount: 2 } } });
    signIn();
    renderApp('/admin/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Services' });
    const row = (await within(table).findByText('W1726')).closest('tr')!;
    expect(within(row).getByText('Companion')).toBeInTheDocument();
    expect(within(row).getByText('0.25 h (15 min)')).toBeInTheDocument();
    expect(within(row).getByText('$5.12')).toBeInTheDocument();
    expect(within(table).getByText('$212.40')).toBeInTheDocument();
    expect(within(table).getByText('24 h (1,440 min)')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Service Code', 'Service Name', 'Unit Length', 'Unit Rate', '']);
    const query = Object.fromEntries(api.callsTo('GET /service')[0]!.query);
    expect(query).toEqual({ offset: '0', limit: '10', filter: 'recent', status: '0' });

    const importLink = screen.getByRole('link', { name: 'Import Services' });
    expect(importLink).toHaveAttribute('href', '/admin/import-services');
    expect(importLink).toHaveAttribute('target', '_blank');
  });

  it('shows other user types the catalogue read-only: no Import, Create New or edit', async () => {
    mockApi({ 'GET /service': { body: { data: catalogue, recordCount: 2 } } });
    signIn({ userType: UserType.BehavioralSpecialist });
    renderApp('/admin/services');
    const table = await screen.findByRole('table', { name: 'Services' });
    await within(table).findByText('W1726');
    expect(screen.queryByRole('link', { name: 'Import Services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CREATE NEW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Service Code', 'Service Name', 'Unit Length', 'Unit Rate']);
  });

  it('shows the empty state and sends the status, list filter and search', async () => {
    const api = mockApi({ 'GET /service': { body: { data: [], recordCount: 0 } } });
    signIn();
    const app = renderApp('/admin/services');
    expect(await screen.findByText('No Services')).toBeInTheDocument();

    await app.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await app.user.click(screen.getByRole('option', { name: 'Inactive' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Filter' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Recently Added']);
    await app.user.click(screen.getByRole('option', { name: 'All' }));
    await fillIn(app.user, screen.getByRole('searchbox', { name: 'Search services' }), 'resp');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /service').at(-1)!.query)).toEqual({
        offset: '0',
        limit: '10',
        filter: 'all',
        status: '5',
        name: 'resp',
      }),
    );
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    mockApi({ 'GET /service': { body: { data: catalogue, recordCount: 2 } } });
    signIn();
    renderApp('/admin/services');
    const cards = await screen.findByRole('list', { name: 'Services' });
    expect(await within(cards).findByText('Respite 24 hours')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
