import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_NAMES, ReportMsg, SELECTABLE_REPORTS, shiftDay, toUsDate } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { reportToday } from '../report-filters';
import { buildEntryRow, buildPersonRow, buildStats } from '../test-fixtures';

const today = reportToday();
const entries = { data: [buildEntryRow()], recordCount: 1, stats: buildStats() };

function renderReports(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /reports/notes': { body: entries },
    'GET /user/user_list': { body: { data: [{ userId: 21, name: 'Rivera, Sam' }] } },
    'GET /client/client_list': { body: { data: [{ clientId: 3, name: 'Alvarez, Rosa' }] } },
    ...routes,
  });
  signIn();
  const app = renderApp('/admin/reports');
  const queries = (type: string) => api.callsTo(`GET /reports/${type}`).map((c) => Object.fromEntries(c.query));
  return { api, app, queries, last: (type: string) => queries(type).at(-1)! };
}

async function chooseType(app: ReturnType<typeof renderApp>, name: string) {
  await app.user.click(screen.getByRole('combobox', { name: 'Report Type' }));
  await app.user.click(await screen.findByRole('option', { name }));
}

describe('Reports page', () => {
  it('opens on the Notes Report of the last 7 days and shows its rows and totals', async () => {
    const { app, queries } = renderReports();
    const table = await screen.findByRole('table', { name: 'Notes Report' });
    expect(await within(table).findByText('Went grocery shopping.')).toBeInTheDocument();
    expect(queries('notes')).toEqual([
      {
        fromDate: toUsDate(shiftDay(today, -6)),
        toDate: toUsDate(today),
        timeZone: 'America/New_York',
        adminVerification: 'all',
        offset: '0',
        limit: '10',
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Report Type' })).toHaveTextContent('Notes Report');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Account Name',
      'Staff Name',
      'Work Entry Name',
      'Service Name',
      'Start Time',
      'End Time',
      'Billing State',
      'Last Modified Date',
      'Notes',
      'Signature',
      'Reviewed',
    ]);
    // Instants show in the agency's zone (New York, EDT in May), never the browser's.
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Alvarez, Rosa',
      'Rivera, Sam',
      'W1726 - Rivera, Sam - 03/05/2026',
      'Companion Services',
      '05/05/2026 10:00 am',
      '05/05/2026 12:00 pm',
      'PA',
      '05/06/2026 09:30 am',
      'Went grocery shopping.',
      'Typed signature: Rosa Alvarez',
      'Yes',
    ]);
    expect(screen.getByText('Records: 1 · Units: 8 · Gross: $40.96 · Net: $24.58')).toBeInTheDocument();

    await app.user.click(screen.getByRole('combobox', { name: 'Report Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      SELECTABLE_REPORTS.map((t) => REPORT_NAMES[t]),
    );
  });

  it('changing the type resets the range to its default and asks again from offset 0', async () => {
    const { app, queries, last } = renderReports({
      'GET /reports/notes': { body: { ...entries, recordCount: 30 } },
      'GET /reports/client_summary': { body: { data: [buildPersonRow()], recordCount: 1, stats: buildStats() } },
    });
    await screen.findByText('Went grocery shopping.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: shiftDay(today, -30) } });
    await app.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(last('notes')).toMatchObject({ offset: '10', fromDate: toUsDate(shiftDay(today, -30)) }),
    );

    await chooseType(app, 'Client Summary');
    const table = await screen.findByRole('table', { name: 'Client Summary' });
    expect(await within(table).findByText('rosa@example.org')).toBeInTheDocument();
    expect(queries('client_summary')).toEqual([
      { fromDate: `01/01/${today.slice(0, 4)}`, status: 'all', offset: '0', limit: '10' },
    ]);
    expect(screen.getByLabelText('From')).toHaveValue(`${today.slice(0, 4)}-01-01`);
    expect(screen.getByLabelText('End')).toHaveValue('');
    // People have no units or amounts.
    expect(screen.getByText('Records: 1')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Phone', 'Email', 'City', 'Status']);

    await app.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(last('client_summary')).toMatchObject({ status: 'inactive', offset: '0' }));
  });

  it('pages on the server: the offset is page × size', async () => {
    const { app, last } = renderReports({ 'GET /reports/notes': { body: { ...entries, recordCount: 57 } } });
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(last('notes')).toMatchObject({ offset: '10', limit: '10' }));

    await app.user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await app.user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(last('notes')).toMatchObject({ offset: '0', limit: '25' }));
    await app.user.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(last('notes')).toMatchObject({ offset: '50', limit: '25' }));

    // A filter change starts over on the first page.
    await app.user.click(screen.getByRole('combobox', { name: 'Admin Verification' }));
    await app.user.click(await screen.findByRole('option', { name: 'Not Reviewed' }));
    await waitFor(() => expect(last('notes')).toMatchObject({ adminVerification: 'not_reviewed', offset: '0' }));

    await app.user.click(screen.getByRole('combobox', { name: 'Staff' }));
    await app.user.click(await screen.findByRole('option', { name: 'Rivera, Sam' }));
    await waitFor(() => expect(last('notes')).toMatchObject({ staffId: '21', offset: '0' }));
  });

  it("says 'No rows found' for an empty report and shows the server's message when it refuses one", async () => {
    const { app } = renderReports({
      'GET /reports/notes': { body: { data: [], recordCount: 0, stats: buildStats({ recordCount: 0 }) } },
      'GET /reports/promise_billing': apiError(400, 'VALIDATION_ERROR', ReportMsg.rangeTooLong, 'toDate'),
    });
    expect(await screen.findByText(ReportMsg.noRows)).toBeInTheDocument();
    await chooseType(app, 'Promise Billing Report');
    expect(await screen.findByRole('alert')).toHaveTextContent(ReportMsg.rangeTooLong);
  });

  it('does not ask for a report whose To date is earlier than its From date', async () => {
    const { queries } = renderReports();
    await screen.findByText('Went grocery shopping.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: shiftDay(today, -10) } });
    expect(await screen.findByText(ReportMsg.toBeforeFrom)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries('notes')).toHaveLength(1);
  });

  it('Generate Report asks again for the first page', async () => {
    const { app, queries } = renderReports();
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(queries('notes')).toHaveLength(2));
    expect(queries('notes')[1]).toMatchObject({ offset: '0' });
  });

  it('shows cards of label: value pairs on phones', async () => {
    window.innerWidth = 375;
    renderReports();
    const list = await screen.findByRole('list', { name: 'Notes Report' });
    expect(within(list).getByText('Staff Name:')).toBeInTheDocument();
    expect(within(list).getByText('05/05/2026 10:00 am')).toBeInTheDocument();
  });

  describe('a table wider than the screen', () => {
    const scrollByBefore = HTMLElement.prototype.scrollBy;
    afterEach(() => {
      vi.restoreAllMocks();
      HTMLElement.prototype.scrollBy = scrollByBefore;
    });

    it('says there are more columns and scrolls to them with buttons', async () => {
      // jsdom lays nothing out: the table region is 900 px wide showing 1,200 px of columns.
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'region' ? 1200 : 900;
      });
      const scrollBy = vi.fn(function (this: HTMLElement, options?: ScrollToOptions | number) {
        this.scrollLeft += typeof options === 'object' ? (options.left ?? 0) : 0;
        this.dispatchEvent(new Event('scroll'));
      });
      HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
      const { app } = renderReports();
      await screen.findByText('Went grocery shopping.');

      expect(await screen.findByText('More columns to the right')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Scroll the table left' })).toBeDisabled();
      await app.user.click(screen.getByRole('button', { name: 'Scroll the table right' }));
      expect(scrollBy).toHaveBeenCalledWith({ left: 720, behavior: 'smooth' });
      // 720 of the 300 hidden pixels: at the right edge.
      expect(await screen.findByText('More columns to the left')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Scroll the table right' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Scroll the table left' })).toBeEnabled();
    });

    it('says nothing when every column fits', async () => {
      renderReports();
      await screen.findByText('Went grocery shopping.');
      expect(screen.queryByText(/More columns/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Scroll the table/ })).not.toBeInTheDocument();
    });
  });
});
