import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { emptyOverview, overview } from '../test-fixtures';

async function openOverview(body = overview) {
  mockApi({ 'GET /overview': { body: { data: body } } });
  signIn({ userType: UserType.Admin });
  renderApp('/admin/overview');
  return screen.findByRole('region', { name: 'Planned visits today' });
}

describe('Overview: planned visits today', () => {
  it('counts late and missed visits in words and numbers, each linking to its exceptions of today', async () => {
    const card = within(await openOverview({ ...overview, schedule: { late: 2, missed: 1 } }));
    const items = within(card.getByRole('list', { name: 'Late and missed visits today' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Lateno clock-in by the planned start and its grace2',
      'Missedno clock-in by the planned end1',
    ]);
    expect(card.getByRole('link', { name: 'Late' })).toHaveAttribute(
      'href',
      '/admin/evv-exceptions?fromDate=2026-11-18&toDate=2026-11-18&type=late&resolved=all',
    );
    expect(card.getByRole('link', { name: 'Missed' })).toHaveAttribute(
      'href',
      '/admin/evv-exceptions?fromDate=2026-11-18&toDate=2026-11-18&type=missed&resolved=all',
    );
    expect(card.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/admin/schedule');
  });

  it('says when there are none', async () => {
    const card = within(await openOverview(emptyOverview));
    expect(card.getByText('No late or missed visits today.')).toBeInTheDocument();
  });

  it('makes a kind with none no link', async () => {
    const some = within(await openOverview({ ...overview, schedule: { late: 0, missed: 3 } }));
    expect(some.queryByRole('link', { name: 'Late' })).toBeNull();
    expect(some.getByRole('link', { name: 'Missed' })).toBeInTheDocument();
  });

  it('is left out by a server without scheduling', async () => {
    const { schedule: _schedule, ...older } = overview;
    mockApi({ 'GET /overview': { body: { data: older } } });
    signIn({ userType: UserType.Admin });
    renderApp('/admin/overview');
    await screen.findByRole('region', { name: 'Visits in progress' });
    expect(screen.queryByRole('region', { name: 'Planned visits today' })).toBeNull();
  });
});
