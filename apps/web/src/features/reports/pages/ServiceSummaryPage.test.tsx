import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportMsg, UserType, type ClientServiceSummaryRow } from '@hearth/shared';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { NO_SERVICES } from '../components/ClientServicesBlock';
import { buildClientSummary, buildStats } from '../test-fixtures';

const names = ['Alvarez, Rosa', 'Brown, Lee', 'Chen, Mei', 'Diaz, Ana', 'Evans, Tom', 'Fischer, Jo', 'Garcia, Luis'];
const clients = names.map((name, i) => buildClientSummary(i + 1, name));

function renderSummary(route: MockRoute = { body: { data: clients, recordCount: 7, stats: buildStats() } }) {
  const api = mockApi({ 'GET /reports/service_summary': route });
  signIn({ userType: UserType.Staff });
  const app = renderApp('/service/reports');
  const calls = () => api.callsTo('GET /reports/service_summary');
  return { app, calls };
}

const clientHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => names.includes(t ?? ''));

describe('Service Summary', () => {
  it('shows 3 clients a page, each with its authorizations', async () => {
    const { app, calls } = renderSummary();
    const table = await screen.findByRole('table', { name: 'Services of Alvarez, Rosa' });
    expect(Object.fromEntries(calls()[0]!.query)).toEqual({ timezone: 'America/New_York', offset: '0', limit: '1000' });
    expect(clientHeadings()).toEqual(names.slice(0, 3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Service Code', 'Service Name', 'Begin Date', 'End Date', 'Authorized', 'Used', 'Remaining']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['W1726', 'Companion Services', '07/01/2025', '06/30/2026', '480', '120.5', '359.5']);
    expect(screen.getByText('Clients 1–3 of 7')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByRole('heading', { name: 'Garcia, Luis' })).toBeInTheDocument();
    expect(clientHeadings()).toEqual(['Garcia, Luis']);
    expect(screen.getByText('Clients 7–7 of 7')).toBeInTheDocument();
  });

  it('searches the loaded clients by name and refreshes on demand', async () => {
    const { app, calls } = renderSummary();
    await screen.findByRole('heading', { name: 'Alvarez, Rosa' });
    await app.user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'gar{Enter}');
    await waitFor(() => expect(clientHeadings()).toEqual(['Garcia, Luis']));

    await app.user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    await waitFor(() => expect(clientHeadings()).toEqual(names.slice(0, 3)));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'nobody{Enter}');
    expect(await screen.findByText(ReportMsg.noRows)).toBeInTheDocument();

    expect(calls()).toHaveLength(1);
    // The tooltip's wrapper (it takes the hover of a disabled button) names nothing: a plain span cannot.
    expect(document.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
  });

  it("says 'No rows found' without clients and names a client without services", async () => {
    const empty = renderSummary({ body: { data: [], recordCount: 0, stats: buildStats({ recordCount: 0 }) } });
    expect(await screen.findByText(ReportMsg.noRows)).toBeInTheDocument();
    empty.app.unmount();

    const lonely: ClientServiceSummaryRow = buildClientSummary(9, 'Ito, Ken', []);
    renderSummary({ body: { data: [lonely], recordCount: 1, stats: buildStats() } });
    expect(await screen.findByText(NO_SERVICES)).toBeInTheDocument();
  });
});
