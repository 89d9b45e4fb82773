import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelReasonKey, shiftDay, toUsDate, type ScheduledVsDeliveredRow } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { reportToday } from '../report-filters';
import { buildEntryRow, buildStats } from '../test-fixtures';

const today = reportToday();

function svdRow(overrides: Partial<ScheduledVsDeliveredRow> = {}): ScheduledVsDeliveredRow {
  return {
    groupId: 21,
    name: 'Rivera, Sam',
    plannedVisits: 10,
    plannedHours: 12.5,
    deliveredHours: 10,
    deliveryPercent: 80,
    unplannedHours: 1.25,
    completed: 8,
    late: 2,
    missed: 1,
    cancelled: 1,
    cancelledByReason: 'Staff sick: 1',
    ...Object.fromEntries(CANCEL_REASONS.map((r) => [cancelReasonKey(r), r === 'staff_sick' ? 1 : 0])),
    ...overrides,
  };
}

function renderReports() {
  const api = mockApi({
    'GET /reports/notes': { body: { data: [buildEntryRow()], recordCount: 1, stats: buildStats() } },
    'GET /reports/scheduled_vs_delivered': (call) => {
      const byClient = call.query.get('group') === 'client';
      const row = byClient ? svdRow({ groupId: 3, name: 'Alvarez, Rosa' }) : svdRow();
      return {
        body: {
          data: [row],
          recordCount: 1,
          stats: buildStats({ totalUnits: 0, totalGross: 0, totalNet: 0 }),
          totals: { ...row, groupId: null, name: 'Total' },
        },
      };
    },
    'GET /user/user_list': { body: { data: [{ userId: 21, name: 'Rivera, Sam' }] } },
    'GET /client/client_list': { body: { data: [{ clientId: 3, name: 'Alvarez, Rosa' }] } },
  });
  signIn();
  const app = renderApp('/admin/reports');
  const queries = () => api.callsTo('GET /reports/scheduled_vs_delivered').map((c) => Object.fromEntries(c.query));
  return { app, queries };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('Scheduled vs Delivered on the Reports page', () => {
  it('is in the catalogue; reads per staff member over the last 7 days with its own filters', async () => {
    const { app, queries } = renderReports();
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('combobox', { name: 'Report Type' }));
    await app.user.click(await screen.findByRole('option', { name: 'Scheduled vs Delivered' }));

    const table = await screen.findByRole('table', { name: 'Scheduled vs Delivered' });
    expect(await within(table).findByText('Rivera, Sam')).toBeInTheDocument();
    // No review state: planned visits are not work entries. Group opens on Staff.
    expect(queries()).toEqual([
      {
        fromDate: toUsDate(shiftDay(today, -6)),
        toDate: toUsDate(today),
        timeZone: 'America/New_York',
        group: 'staff',
        offset: '0',
        limit: '10',
      },
    ]);
    expect(screen.queryByRole('combobox', { name: 'Admin Verification' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeInTheDocument();
    expect(headers(table)).toEqual([
      'Staff Name',
      'Planned Visits',
      'Planned Hours',
      'Delivered Hours',
      'Delivery %',
      'Unplanned Hours',
      'Completed',
      'Late',
      'Missed',
      'Cancelled',
      'Cancelled by Reason',
    ]);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Rivera, Sam', '10', '12.50', '10.00', '80%', '1.25', '8', '2', '1', '1', 'Staff sick: 1']);
    expect(
      screen.getByText('Records: 1 · Planned: 12.50 h · Delivered: 10.00 h (80%) · Unplanned: 1.25 h'),
    ).toBeInTheDocument();
  });

  it('regroups per client and filters by staff member', async () => {
    const { app, queries } = renderReports();
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('combobox', { name: 'Report Type' }));
    await app.user.click(await screen.findByRole('option', { name: 'Scheduled vs Delivered' }));
    await screen.findByRole('table', { name: 'Scheduled vs Delivered' });

    await app.user.click(screen.getByRole('combobox', { name: 'Group' }));
    await app.user.click(await screen.findByRole('option', { name: 'Client' }));
    const table = screen.getByRole('table', { name: 'Scheduled vs Delivered' });
    expect(await within(table).findByText('Alvarez, Rosa')).toBeInTheDocument();
    expect(headers(table)[0]).toBe('Client Name');
    expect(queries().at(-1)).toMatchObject({ group: 'client', offset: '0' });

    await app.user.click(screen.getByRole('combobox', { name: 'Staff' }));
    await app.user.click(await screen.findByRole('option', { name: 'Rivera, Sam' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ group: 'client', staffId: '21' }));
  });
});
