import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildListItem } from '../test-fixtures';

const rows = {
  body: {
    data: [
      buildListItem(),
      buildListItem({
        staff: { id: 22, name: 'Kim, Lee' },
        state: 'expiring',
        expiresOn: '2026-12-10',
        daysLeft: 13,
      }),
    ],
    recordCount: 2,
  },
};

describe('Credentials across staff', () => {
  it('reads its filter from the address, asks the server for it and links each staff member', async () => {
    const api = mockApi({ 'GET /credentials': rows });
    signIn();
    const app = renderApp('/admin/credentials?show=expiring-30');
    const table = await screen.findByRole('table', { name: 'Credentials' });
    const kim = await within(table).findByRole('row', { name: /Kim, Lee/ });
    expect(screen.getByRole('tab', { name: 'Expiring within 30 days' })).toHaveAttribute('aria-selected', 'true');
    const asked = api.callsTo('GET /credentials')[0]?.query;
    expect(asked?.get('state')).toBe('expiring');
    expect(asked?.get('within')).toBe('30');
    expect(kim).toHaveTextContent('Expiring');
    expect(kim).toHaveTextContent('12/10/2026');
    expect(kim).toHaveTextContent('in 13 days');
    expect(within(table).getByRole('row', { name: /Rivera, Sam/ })).toHaveTextContent('12 days ago');
    expect(within(table).getByRole('link', { name: 'Rivera, Sam' })).toHaveAttribute('href', '/admin/view-staff?id=21');
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(screen.getByRole('tab', { name: 'Missing' }));
    expect(app.router.state.location.search).toBe('?show=missing');
    await screen.findByRole('tab', { name: 'Missing', selected: true });
    const missing = api.callsTo('GET /credentials').at(-1)?.query;
    expect(missing?.get('state')).toBe('missing');
    expect(missing?.get('within')).toBeNull();
  });

  it('shows expired by default, and cards at phone width', async () => {
    window.innerWidth = 375;
    const api = mockApi({ 'GET /credentials': rows });
    signIn();
    renderApp('/admin/credentials');
    const cards = await screen.findByRole('list', { name: 'Credentials' });
    expect(cards).toHaveTextContent('Rivera, Sam');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('GET /credentials')[0]?.query.get('state')).toBe('expired');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
