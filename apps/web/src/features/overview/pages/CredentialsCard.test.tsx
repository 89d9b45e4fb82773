import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { overview } from '../test-fixtures';

async function openOverview(body: object) {
  mockApi({ 'GET /overview': { body: { data: body } } });
  signIn({ userType: UserType.Admin });
  renderApp('/admin/overview');
  return screen.findByRole('region', { name: 'Credentials' });
}

describe('Overview: credentials', () => {
  it('counts expired, expiring within 30 and 60 days and missing, each linking to the list so filtered', async () => {
    const card = within(
      await openOverview({ ...overview, credentials: { expired: 2, expiring30: 0, expiring60: 5, missing: 1 } }),
    );
    const items = within(card.getByRole('list', { name: 'Staff credentials to act on' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Expiredpast the grace days: these staff may not work visits2',
      'Expiring within 30 daysrenew now0',
      'Expiring within 60 daysincluding those within 305',
      'Missingrequired credentials not on file1',
    ]);
    expect(card.getByRole('link', { name: 'Expired' })).toHaveAttribute('href', '/admin/credentials?show=expired');
    expect(card.queryByRole('link', { name: 'Expiring within 30 days' })).toBeNull();
    expect(card.getByRole('link', { name: 'Expiring within 60 days' })).toHaveAttribute(
      'href',
      '/admin/credentials?show=expiring-60',
    );
    expect(card.getByRole('link', { name: 'Missing' })).toHaveAttribute('href', '/admin/credentials?show=missing');
  });

  it('is left out by a server without credentials', async () => {
    const { credentials: _credentials, ...older } = { ...overview, credentials: undefined };
    mockApi({ 'GET /overview': { body: { data: older } } });
    signIn({ userType: UserType.Admin });
    renderApp('/admin/overview');
    await screen.findByRole('region', { name: 'Visits in progress' });
    expect(screen.queryByRole('region', { name: 'Credentials' })).toBeNull();
  });
});
