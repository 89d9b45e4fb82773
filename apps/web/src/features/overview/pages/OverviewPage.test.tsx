import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { emptyOverview, overview } from '../test-fixtures';

const card = (name: string) => screen.getByRole('region', { name });
const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

async function openOverview(body = overview) {
  const api = mockApi({ 'GET /overview': { body: { data: body } } });
  signIn({ userType: UserType.Admin });
  const app = renderApp('/admin/overview');
  await screen.findByRole('region', { name: 'Visits in progress' });
  return { api, app };
}

describe('Overview', () => {
  it('shows each figure with a link to the list it counts, filtered', async () => {
    await openOverview();
    expect(screen.getByText(/Wednesday, 11\/18\/2026 · days counted in Eastern Time/)).toBeInTheDocument();

    const inProgress = card('Visits in progress');
    expect(within(inProgress).getByText('2')).toBeInTheDocument();
    expect(hrefOf(inProgress, 'Visits in progress')).toBe(
      '/admin/work-entries?type=inp&date=2&from=2026-11-16&to=2026-11-18',
    );

    const awaiting = card('Awaiting verification');
    expect(within(awaiting).getByText('1,234')).toBeInTheDocument();
    expect(within(awaiting).getByText(/the oldest from 10\/31\/2026/)).toBeInTheDocument();
    expect(hrefOf(awaiting, 'Entries to verify')).toBe(
      '/admin/work-entries?type=com&adminVerification=not_reviewed&date=2&from=2026-10-31&to=2026-11-18',
    );

    const visits = card('Completed visits this week');
    expect(within(visits).getByText('35')).toBeInTheDocument();
    expect(within(visits).getByText('Last week: 63 visits (Monday–Sunday).')).toBeInTheDocument();
    expect(hrefOf(visits, "This week's visits")).toBe(
      '/admin/work-entries?type=com&date=2&from=2026-11-16&to=2026-11-18',
    );
    expect(within(card('Hours this week')).getByText('85.75')).toBeInTheDocument();

    const manual = card('Manually edited visits, Nov 2026');
    expect(within(manual).getByText('6 %')).toBeInTheDocument();
    expect(within(manual).getByText(/18 of 300 completed visits/)).toBeInTheDocument();
    expect(hrefOf(manual, 'Open manual-change exceptions')).toBe(
      '/admin/evv-exceptions?type=manual_change&resolved=false',
    );
  });

  it('lists open exceptions by type, each type with a count linking to its open exceptions', async () => {
    await openOverview();
    const exceptions = card('Open EVV exceptions');
    expect(within(exceptions).getByText('5')).toBeInTheDocument();
    const items = within(within(exceptions).getByRole('list', { name: 'Open exceptions by type' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'Location missing0',
      'Too far from the client3',
      'Client address not on the map0',
      'No signature2',
      'Shorter than one unit0',
      'Changed by an admin0',
      'Inactive or outside the authorization0',
      'Late visit0',
      'Missed visit0',
    ]);
    expect(hrefOf(exceptions, 'Too far from the client')).toBe('/admin/evv-exceptions?type=too_far&resolved=false');
    expect(hrefOf(exceptions, 'No signature')).toBe('/admin/evv-exceptions?type=no_signature&resolved=false');
    // A type with none is not a link.
    expect(within(exceptions).queryByRole('link', { name: 'Location missing' })).not.toBeInTheDocument();
    expect(hrefOf(exceptions, 'All open exceptions')).toBe('/admin/evv-exceptions?resolved=false');
  });

  it('states the week chart and each burn-down in words and tables', async () => {
    await openOverview();
    const week = card('This week against last week');
    expect(
      within(week).getByRole('img', { name: 'Visits by day, this week (35 so far) against last week (63).' }),
    ).toBeInTheDocument();
    const table = within(week).getByRole('table', { name: /by day, last week and this week/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toBe('Mon11122830');
    expect(rows[4]).toBe('Thu10–25–'); // still to come this week

    const list = within(card('Authorizations at risk')).getByRole('list', { name: 'Authorizations at risk' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('92 % used')).toBeInTheDocument();
    expect(hrefOf(first!, 'Foster, Erin')).toBe('/admin/client-details?id=7&tab=services');
    expect(
      within(first!).getByRole('img', {
        name: 'Foster, Erin, W7060: 92 units used Jul 2026 to Nov 2026, ahead of even use (41.67 of 100 authorized units).',
      }),
    ).toBeInTheDocument();
    const burnDownRows = within(within(first!).getByRole('table'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    // July: 10 used, 10 so far, even use 100 ÷ 12 months.
    expect(burnDownRows[1]).toBe('Jul 202610108.33');
    expect(burnDownRows[6]).toBe('Dec 2026––50');
    expect(within(second!).getByText('Ends in 30 days')).toBeInTheDocument();
    expect(hrefOf(second!, 'Hughes, Gail')).toBe('/admin/client-details?id=9&tab=services');
  });

  it('says so when there is nothing to show', async () => {
    await openOverview(emptyOverview);
    expect(within(card('Visits in progress')).getByText('No one is clocked in right now.')).toBeInTheDocument();
    expect(within(card('Visits in progress')).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(card('Awaiting verification')).getByText('Every completed entry has been verified.'),
    ).toBeInTheDocument();
    expect(
      within(card('This week against last week')).getByText('No completed visits this week or last.'),
    ).toBeInTheDocument();
    expect(within(card('Open EVV exceptions')).getByText(/No open exceptions/)).toBeInTheDocument();
    expect(
      within(card('Manually edited visits, Nov 2026')).getByText('No completed visits yet this month.'),
    ).toBeInTheDocument();
    expect(within(card('Authorizations at risk')).getByText(/: none\./)).toBeInTheDocument();
    const claims = card('Claims and payments');
    expect(within(claims).getAllByText('$0.00')).toHaveLength(2);
    expect(within(claims).getByText('Nothing denied in the remittances posted this month.')).toBeInTheDocument();
    expect(within(claims).getByText(/No open claims/)).toBeInTheDocument();
    expect(
      within(claims)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/claims/receivables']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows what payers owe, what they denied this month and the oldest open claim, leading to receivables', async () => {
    await openOverview();
    const claims = card('Claims and payments');
    expect(within(claims).getByText('$3,450.25')).toBeInTheDocument();
    expect(within(claims).getByText('$480.00')).toBeInTheDocument();
    expect(within(claims).getByText('1 claim denied in the remittances posted this month.')).toBeInTheDocument();
    expect(within(claims).getByText('151 days')).toBeInTheDocument();
    expect(within(claims).getByText(/, billed 06\/20\/2026\./)).toBeInTheDocument();
    expect(hrefOf(claims, 'Foster, Erin, claim 3-1')).toBe('/admin/claims/batches/3');
    expect(hrefOf(claims, 'Receivables')).toBe('/admin/claims/receivables');
  });

  it.each([
    ['null', null],
    ['absent (an older server)', undefined],
  ])('shows no claims card when its figures are %s', async (_case, receivables) => {
    await openOverview({ ...overview, receivables });
    expect(screen.queryByRole('region', { name: 'Claims and payments' })).not.toBeInTheDocument();
  });

  it("links the EVV aggregator's rejected and waiting visits to their lists when it is configured", async () => {
    await openOverview({ ...overview, aggregator: { rejectedVisits: 3, waitingVisits: 1 } });
    const aggregator = card('EVV aggregator');
    expect(aggregator).toHaveTextContent('3 rejected visits, 1 visit waiting');
    expect(hrefOf(aggregator, '3 rejected visits')).toBe('/admin/aggregator?kind=visit&state=rejected');
    expect(hrefOf(aggregator, '1 visit waiting')).toBe('/admin/aggregator?kind=visit&state=waiting');
  });

  it.each([
    ['null (not configured)', null],
    ['absent (an older server)', undefined],
  ])('shows no aggregator figures when they are %s', async (_case, aggregator) => {
    await openOverview({ ...overview, aggregator });
    expect(screen.queryByRole('region', { name: 'EVV aggregator' })).not.toBeInTheDocument();
    expect(screen.queryByText(/rejected visit/)).not.toBeInTheDocument();
  });

  it('shows the server refusal, and keeps staff away', async () => {
    mockApi({
      'GET /overview': { status: 500, body: { code: 500, error: 'INTERNAL', message: 'Something went wrong.' } },
    });
    signIn({ userType: UserType.Admin });
    const admin = renderApp('/admin/overview');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    admin.unmount();

    // Not Staff: every /admin/ path already sends staff away; a supports coordinator meets this screen's guard.
    mockApi();
    signIn({ userType: UserType.SupportCoordinator });
    const other = renderApp('/admin/overview');
    await waitFor(() => expect(other.pathname()).toBe('/dashboard'));
  });
});
