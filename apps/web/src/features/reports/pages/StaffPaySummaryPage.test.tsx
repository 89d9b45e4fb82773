import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportMsg, shiftDay, toUsDate, UserType } from '@hearth/shared';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { NO_NOTES } from '../components/StaffPayList';
import { reportToday } from '../report-filters';
import { buildEntryRow, buildStats } from '../test-fixtures';

const today = reportToday();
const withNotes = buildEntryRow();
const withoutNotes = buildEntryRow({
  entryId: 6,
  clientName: 'Nguyen, Anh',
  serviceCode: 'W9862',
  dateOfService: '2026-05-06',
  startTime: '2026-05-06T12:30:00.000Z',
  endTime: '2026-05-06T13:15:00.000Z',
  netAmount: 1209.92,
  notes: null,
});

function renderPay(route: MockRoute) {
  const api = mockApi({ 'GET /reports/staff_pay': route });
  signIn({ userType: UserType.Staff });
  const app = renderApp('/staff/reports');
  const queries = () => api.callsTo('GET /reports/staff_pay').map((c) => Object.fromEntries(c.query));
  return { app, queries };
}

const body = {
  data: [withNotes, withoutNotes],
  recordCount: 2,
  stats: buildStats({ recordCount: 2, totalNet: 1234.5 }),
};

describe('Staff Pay Summary', () => {
  it("asks for the staff member's last 7 days and shows the total to pay and each visit", async () => {
    const { app, queries } = renderPay({ body });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Pay Summary' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Staff pay' });
    expect(queries()).toEqual([
      { fromDate: toUsDate(shiftDay(today, -6)), toDate: toUsDate(today), offset: '0', limit: '1000' },
    ]);
    expect(screen.getByText(`${ReportMsg.totalToPay}:`, { exact: false })).toHaveTextContent(
      'Total to pay for this week: $1,234.50',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Client', 'Service Code', 'Start', 'End', 'Pay', 'Notes']);
    const second = within(table).getByText('Nguyen, Anh').closest('tr')!;
    expect([...second.querySelectorAll('td')].slice(0, 6).map((c) => c.textContent)).toEqual([
      '05/06/2026',
      'Nguyen, Anh',
      'W9862',
      '08:30 AM',
      '09:15 AM',
      '$1,209.92',
    ]);

    // A row opens its notes; one without notes says so.
    expect(screen.queryByText('Went grocery shopping.')).not.toBeInTheDocument();
    await app.user.click(within(table).getByText('Alvarez, Rosa'));
    expect(await screen.findByText('Went grocery shopping.')).toBeVisible();
    await app.user.click(second);
    expect(await screen.findByText(NO_NOTES)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Went grocery shopping.')).not.toBeInTheDocument());
  });

  it("says 'No rows found' when there is nothing to pay", async () => {
    renderPay({ body: { data: [], recordCount: 0, stats: buildStats({ recordCount: 0, totalNet: 0 }) } });
    expect(await screen.findByText(ReportMsg.noRows)).toBeInTheDocument();
    expect(screen.getByText(/Total to pay for this week/)).toHaveTextContent('Total to pay for this week: $0.00');
  });

  it('asks again for a new range, and not at all while To is before From', async () => {
    const { queries } = renderPay({ body });
    await screen.findByRole('table', { name: 'Staff pay' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: shiftDay(today, -13) } });
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toMatchObject({ fromDate: toUsDate(shiftDay(today, -13)), toDate: toUsDate(today) });

    fireEvent.change(screen.getByLabelText('To'), { target: { value: shiftDay(today, -20) } });
    expect(await screen.findByText(ReportMsg.toBeforeFrom)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries()).toHaveLength(2);
  });

  it('shows cards on phones, with a View button for the notes', async () => {
    window.innerWidth = 375;
    const { app } = renderPay({ body });
    const list = await screen.findByRole('list', { name: 'Staff pay' });
    const card = within(list).getByText('Alvarez, Rosa').closest('li')!;
    expect(card).toHaveTextContent('$24.58');
    expect(card).toHaveTextContent('Start: 10:00 AM');
    expect(within(card).queryByText('Went grocery shopping.')).not.toBeInTheDocument();
    await app.user.click(within(card).getByRole('button', { name: 'View' }));
    expect(await within(card).findByText('Went grocery shopping.')).toBeInTheDocument();
  });
});
