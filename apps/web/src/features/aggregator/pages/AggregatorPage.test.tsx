import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AggregatorMsg, UserType, type AggregatorRecordOut } from '@hearth/shared';
import { apiError, mockApi, type MockResponse, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildRecord, buildSummary, buildSyncRun } from '../test-fixtures';

const listOf = (rows: AggregatorRecordOut[]): MockRoute => ({ body: { data: rows, recordCount: rows.length } });

function renderAggregator(path = '/admin/aggregator', routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /aggregator/summary': { body: { data: buildSummary() } },
    'GET /aggregator/records': listOf([buildRecord()]),
    ...routes,
  });
  signIn({ userType: UserType.Admin });
  const app = renderApp(path);
  const asked = () => api.callsTo('GET /aggregator/records').map((c) => Object.fromEntries(c.query));
  return { api, app, asked };
}

const table = () => screen.getByRole('table', { name: 'Aggregator records' });

describe('EVV Aggregator', () => {
  it('says the aggregator is off and offers nothing to do when it is not configured', async () => {
    const { api } = renderAggregator('/admin/aggregator', {
      'GET /aggregator/summary': { body: { data: buildSummary({ enabled: false }) } },
    });
    expect(await screen.findByText(AggregatorMsg.off)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'EVV Aggregator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /SEND NOW/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.callsTo('GET /aggregator/records')).toHaveLength(0);
  });

  it('opens narrowed by the address, keeps the filters there and asks the server with them', async () => {
    const { app, asked } = renderAggregator('/admin/aggregator?kind=visit&state=rejected');
    await screen.findByText('Client Medicaid ID not found');
    expect(asked()).toEqual([{ kind: 'visit', state: 'rejected', offset: '0', limit: '10' }]);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Visits');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Rejected');
    expect(screen.getByRole('link', { name: 'Visits rejected: 3' })).toHaveAttribute('aria-current', 'true');

    await app.user.click(screen.getByRole('combobox', { name: 'State' }));
    await app.user.click(await screen.findByRole('option', { name: 'Waiting' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?kind=visit&state=waiting'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ kind: 'visit', state: 'waiting', offset: '0', limit: '10' }));

    // A count opens its kind and state.
    await app.user.click(screen.getByRole('link', { name: 'Staff rejected: 1' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?kind=employee&state=rejected'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ kind: 'employee', state: 'rejected', offset: '0', limit: '10' }),
    );

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await waitFor(() => expect(asked().at(-1)).toEqual({ offset: '0', limit: '10' }));
  });

  it("shows a rejected visit's error, what to do and the records to open for it", async () => {
    renderAggregator('/admin/aggregator', {
      'GET /aggregator/records': listOf([
        buildRecord(),
        buildRecord({
          kind: 'client',
          recordId: 12,
          name: 'Alvarez, Rosa',
          state: 'waiting',
          waitingOn: 'Set the payer ID and program in Settings, EVV aggregator.',
          errorCode: null,
          errorMessage: null,
          fix: null,
          transactionId: null,
          sentAt: null,
          clientId: null,
          employeeId: null,
        }),
      ]),
    });
    const row = (await screen.findByText('Client Medicaid ID not found')).closest('tr')!;
    expect(row).toHaveTextContent('Visit');
    expect(row).toHaveTextContent('Rivera, Sam – Alvarez, Rosa – 11/17/2026');
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(row).toHaveTextContent('V0107 — Client Medicaid ID not found');
    expect(row).toHaveTextContent("Check the client's Medicaid ID, then the visit is sent again.");
    expect(row).toHaveTextContent('6f1c2a9e-4b7d-4e0a-9c1f-3d2b8a7e5f10');
    expect(row).toHaveTextContent('Sent 11/17/2026 04:00 PM');
    const href = (name: RegExp) => within(row).getByRole('link', { name }).getAttribute('href');
    expect(href(/^Open the work entry/)).toBe('/admin/view-timeSheet?id=5');
    expect(href(/^Edit the client of/)).toBe('/admin/edit-client?id=12');
    expect(href(/^Edit the staff member of/)).toBe('/admin/edit-staff?id=21');

    const waiting = within(table()).getByText('Alvarez, Rosa').closest('tr')!;
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Set the payer ID and program in Settings, EVV aggregator.');
    expect(within(waiting).getByRole('link', { name: 'Edit the client Alvarez, Rosa' })).toHaveAttribute(
      'href',
      '/admin/edit-client?id=12',
    );
  });

  it('shows when the sender last ran and the error that last stopped it', async () => {
    renderAggregator('/admin/aggregator', {
      'GET /aggregator/summary': {
        body: {
          data: buildSummary({ lastErrorAt: '2026-11-18T19:05:00.000Z', lastError: 'The aggregator did not answer' }),
        },
      },
    });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('11/18/2026 02:05 PM');
    expect(within(summary).getByText(/The aggregator did not answer/)).toHaveTextContent(
      'Last error, 11/18/2026 02:05 PM: The aggregator did not answer',
    );
  });

  it('sends now: the button is held while it runs, then the run is summed up and the counts and list read again', async () => {
    let answer: (value: MockResponse) => void = () => undefined;
    const { api, app } = renderAggregator('/admin/aggregator', {
      'POST /aggregator/sync': () => new Promise<MockResponse>((resolve) => (answer = resolve)),
    });
    await screen.findByText('Client Medicaid ID not found');
    const summaries = api.callsTo('GET /aggregator/summary').length;
    const lists = api.callsTo('GET /aggregator/records').length;

    await app.user.click(screen.getByRole('button', { name: 'SEND NOW' }));
    expect(await screen.findByRole('button', { name: 'SENDING…' })).toBeDisabled();
    expect(api.callsTo('POST /aggregator/sync')).toHaveLength(1);
    expect(api.callsTo('POST /aggregator/sync')[0]?.body).toBeUndefined();

    api.set(
      'GET /aggregator/records',
      listOf([buildRecord({ state: 'accepted', errorCode: null, errorMessage: null, fix: null })]),
    );
    answer({ body: { data: buildSyncRun() } });
    expect(
      await screen.findByText(
        'Sent 3 clients, 0 staff, 12 visits in 2 transactions; 5 accepted, 1 rejected; 4 waiting.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SEND NOW' })).toBeEnabled();
    await waitFor(() => expect(api.callsTo('GET /aggregator/summary').length).toBeGreaterThan(summaries));
    await waitFor(() => expect(api.callsTo('GET /aggregator/records').length).toBeGreaterThan(lists));
    await waitFor(() => expect(screen.queryByText('Client Medicaid ID not found')).not.toBeInTheDocument());
    expect(within(table()).getByText('Accepted')).toBeInTheDocument();
  });

  it('says when a run stopped early, and why a run could not start', async () => {
    const { api, app } = renderAggregator('/admin/aggregator', {
      'POST /aggregator/sync': { body: { data: buildSyncRun({ error: 'The aggregator did not answer in 30 s' }) } },
    });
    await screen.findByText('Client Medicaid ID not found');
    await app.user.click(screen.getByRole('button', { name: 'SEND NOW' }));
    expect(await screen.findByText(/Stopped early: The aggregator did not answer in 30 s/)).toBeInTheDocument();

    api.set('POST /aggregator/sync', apiError(409, 'AGGREGATOR_OFF', AggregatorMsg.off));
    await app.user.click(screen.getByRole('button', { name: 'SEND NOW' }));
    expect(await screen.findByText(AggregatorMsg.off)).toBeInTheDocument();
  });

  it('shows each record as a card on a phone, with its state, answer and fix links', async () => {
    window.innerWidth = 375;
    renderAggregator();
    const cards = await screen.findByRole('list', { name: 'Aggregator records' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(card).toHaveTextContent('V0107 — Client Medicaid ID not found');
    expect(card).toHaveTextContent('Transaction: 6f1c2a9e-4b7d-4e0a-9c1f-3d2b8a7e5f10');
    expect(within(card).getByRole('link', { name: /^Open the work entry/ })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=5',
    );
    expect(screen.queryByRole('table', { name: 'Aggregator records' })).not.toBeInTheDocument();
  });

  it('is for admins: staff are sent to their own screens', async () => {
    mockApi();
    signIn({ userType: UserType.Staff });
    const app = renderApp('/admin/aggregator');
    await waitFor(() => expect(app.pathname()).toBe('/staff/visits'));
  });
});
