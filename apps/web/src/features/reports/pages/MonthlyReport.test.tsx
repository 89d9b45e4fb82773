import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { comingJune30, fiscalYearOf, ReportMsg, shiftDay, toUsDate } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { reportToday } from '../report-filters';
import { buildEntryRow, buildMonthlyRow, buildStats } from '../test-fixtures';

const today = reportToday();
const months = ['Jul 2025', 'Aug 2025', 'Sep 2025'];
const rosa = buildMonthlyRow();
const sam = buildMonthlyRow({
  serviceRequestId: 32,
  IndividualName: 'Rivera, Sam',
  ProcedureCode: 'W9862',
  UnitsAuthorized: 120,
  MonthlyUsage: { 'Jul 2025': 30, 'Aug 2025': 20, 'Sep 2025': 10 },
});

function renderMonthly() {
  const api = mockApi({
    'GET /reports/notes': { body: { data: [buildEntryRow()], recordCount: 1, stats: buildStats() } },
    'GET /reports/monthly_client_service_summary': {
      body: { data: [rosa, sam], recordCount: 2, stats: buildStats({ recordCount: 2 }), months },
    },
    'GET /user/user_list': { body: { data: [] } },
    'GET /client/client_list': { body: { data: [] } },
  });
  signIn();
  const app = renderApp('/admin/reports');
  const queries = () =>
    api.callsTo('GET /reports/monthly_client_service_summary').map((c) => Object.fromEntries(c.query));
  return { app, queries };
}

describe('Monthly Client Service Summary', () => {
  it('asks for the fiscal year, shows a column per month and charts the first authorization', async () => {
    const { app, queries } = renderMonthly();
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('combobox', { name: 'Report Type' }));
    await app.user.click(await screen.findByRole('option', { name: 'Monthly Client Service Summary' }));

    const table = await screen.findByRole('table', { name: 'Monthly Client Service Summary' });
    const fy = fiscalYearOf(today);
    expect(queries()).toEqual([
      {
        fromDate: toUsDate(fy.from),
        toDate: toUsDate(fy.to),
        timezone: 'America/New_York',
        offset: '0',
        limit: '10',
      },
    ]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Words, not the wire's field names (IndividualName, UnitsUtilized ...).
    expect(headers).toEqual([
      'Individual Name',
      'County',
      'Service Start Date',
      'Service End Date',
      'Procedure Code',
      'Unit Cost',
      'Units Authorized',
      'Units Utilized',
      'Units Remaining',
      'Percent Used',
      'Even-Use Target',
      ...months,
    ]);
    const firstRow = within(table).getByText('Alvarez, Rosa').closest('tr')!;
    expect([...firstRow.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Alvarez, Rosa',
      'Philadelphia',
      '07/01/2025',
      '06/30/2026',
      'W1726',
      '5.12',
      '1,200',
      '250',
      '950',
      '20.83%',
      '25%',
      '120',
      '80',
      '50',
    ]);

    // 1200 units over 12 months is 100 a month: 300 by the end of September.
    const chart = await screen.findByRole('img', {
      name: 'Alvarez, Rosa, W1726: 250 units used Jul 2025 to Sep 2025, behind even use (300 of 1,200 authorized units).',
    });
    // The used-so-far line has a point for each month so far (July to September), as the chart's table says.
    const usedSoFar = within(chart.closest('figure')!)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.children[2]?.textContent);
    expect(usedSoFar).toEqual(['120', '200', '250']);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'Used that monthUsed so farEven useAuthorized',
    );

    await app.user.click(screen.getByRole('combobox', { name: 'Authorization' }));
    await app.user.click(await screen.findByRole('option', { name: /Rivera, Sam · W9862/ }));
    expect(
      await screen.findByRole('img', {
        name: 'Rivera, Sam, W9862: 60 units used Jul 2025 to Sep 2025, ahead of even use (30 of 120 authorized units).',
      }),
    ).toBeInTheDocument();
  });

  it('keeps From out of the future and To within the coming 30 June', async () => {
    const { app, queries } = renderMonthly();
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('combobox', { name: 'Report Type' }));
    await app.user.click(await screen.findByRole('option', { name: 'Monthly Client Service Summary' }));
    await waitFor(() => expect(queries()).toHaveLength(1));

    const june30 = comingJune30(today);
    expect(screen.getByLabelText('From')).toHaveAttribute('max', today);
    expect(screen.getByLabelText('To')).toHaveAttribute('max', june30);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: shiftDay(june30, 1) } });
    expect(await screen.findByText(ReportMsg.toAfterJune30(toUsDate(june30)))).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: shiftDay(today, 1) } });
    expect(await screen.findByText(ReportMsg.fromInFuture)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries()).toHaveLength(1);
  });
});
