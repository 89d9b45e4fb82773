import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';

describe('Supports Coordinator list', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it("shows 'No Supports Coordinators' when there are none", async () => {
    mockApi({ 'GET /sc': { body: { data: [], recordCount: 0 } } });
    signIn();
    renderApp('/admin/support-coordinator');
    expect(await screen.findByText('No Supports Coordinators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREATE NEW' })).toHaveAttribute('href', '/admin/create-sc?staffType=4');
  });

  it('lists name, city, company and mobile with view and edit links', async () => {
    mockApi({
      'GET /sc': {
        body: {
          data: [
            {
              scId: 31,
              name: 'Maria Lopez',
              firstName: 'Maria',
              lastName: 'Lopez',
              billingCity: 'Media',
              company: 'Keystone Supports',
              mobile: '2155550111',
              status: 4,
            },
          ],
          recordCount: 1,
        },
      },
    });
    signIn();
    renderApp('/admin/support-coordinator');
    await screen.findByRole('link', { name: 'View Maria Lopez' });
    const table = screen.getByRole('table', { name: 'Supports Coordinators' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].slice(0, 4).map((c) => c.textContent)).toEqual([
      'Maria Lopez',
      'Media',
      'Keystone Supports',
      '(215) 555-0111',
    ]);
    expect(screen.getByRole('link', { name: 'View Maria Lopez' })).toHaveAttribute('href', '/admin/view-sc?id=31');
    expect(screen.getByRole('link', { name: 'Edit Maria Lopez' })).toHaveAttribute(
      'href',
      '/admin/edit-sc?id=31&staffType=4',
    );
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    mockApi({
      'GET /sc': {
        body: {
          data: [
            {
              scId: 31,
              name: 'Maria Lopez',
              firstName: 'Maria',
              lastName: 'Lopez',
              billingCity: 'Media',
              company: null,
              mobile: null,
              status: 4,
            },
          ],
          recordCount: 1,
        },
      },
    });
    signIn();
    renderApp('/admin/support-coordinator');
    const cards = await screen.findByRole('list', { name: 'Supports Coordinators' });
    expect(within(cards).getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
