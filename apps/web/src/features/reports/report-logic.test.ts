import { describe, expect, it } from 'vitest';
import { ReportMsg } from '@hearth/shared';
import { fileNameFromDisposition } from '../../lib/raw-request';
import { orDash, reportDateTime, timeText } from '../../lib/format';
import { formatCell, statsLine } from './format';
import { chartSeries, chartSummary, niceTicks } from '../../components/charts';
import { dateProblems, initialReportForm, reportFilterParams, ToRequired } from './report-filters';
import { buildMonthlyRow, buildStats } from './test-fixtures';

const today = '2026-05-20';

describe('report filters', () => {
  it('sends exactly the filters of each variant, dates as MM/DD/YYYY', () => {
    const form = { ...initialReportForm(today), clientId: 3, staffId: 21, status: 'active' as const };
    expect(reportFilterParams(form)).toEqual({
      fromDate: '05/14/2026',
      toDate: '05/20/2026',
      timeZone: 'America/New_York',
      adminVerification: 'all',
      clientId: '3',
      staffId: '21',
    });
    expect(reportFilterParams({ ...form, type: 'staff_allocation', group: 'staff' })).toEqual({
      fromDate: '05/14/2026',
      toDate: '05/20/2026',
      timeZone: 'America/New_York',
      clientId: '3',
      staffId: '21',
      group: 'staff',
    });
    expect(reportFilterParams({ ...form, type: 'sc_summary', fromDate: '2026-01-01', toDate: '' })).toEqual({
      fromDate: '01/01/2026',
      status: 'active',
    });
    expect(reportFilterParams({ ...form, type: 'sc_summary', toDate: '2026-02-01' })).toMatchObject({
      endDate: '02/01/2026',
    });
    expect(
      reportFilterParams({ ...form, type: 'client_service_summary', fromDate: '2025-07-01', toDate: '2026-06-30' }),
    ).toEqual({ fromDate: '07/01/2025', toDate: '06/30/2026', timezone: 'America/New_York' });
  });

  it('finds the date problems the server would refuse', () => {
    const notes = initialReportForm(today);
    expect(dateProblems(notes, today)).toEqual({});
    expect(dateProblems({ ...notes, toDate: '2026-05-01' }, today)).toEqual({ toDate: ReportMsg.toBeforeFrom });
    expect(dateProblems({ ...notes, toDate: '' }, today)).toEqual({ toDate: ToRequired });
    // The person summaries' End date is optional.
    expect(dateProblems(initialReportForm(today, 'staff_summary'), today)).toEqual({});
    const monthly = initialReportForm(today, 'monthly_client_service_summary');
    expect(monthly).toMatchObject({ fromDate: '2025-07-01', toDate: '2026-06-30' });
    expect(dateProblems({ ...monthly, toDate: '2026-07-01' }, today)).toEqual({
      toDate: ReportMsg.toAfterJune30('06/30/2026'),
    });
    expect(dateProblems({ ...monthly, fromDate: '2026-05-21' }, today)).toEqual({
      fromDate: ReportMsg.fromInFuture,
    });
  });
});

describe('report formats', () => {
  it("shows instants in the report's zone as 'MM/DD/YYYY hh:mm a'", () => {
    expect(reportDateTime('2026-01-15T05:00:00.000Z', 'America/New_York')).toBe('01/15/2026 12:00 am');
    expect(reportDateTime('2026-07-15T16:30:00.000Z', 'America/New_York')).toBe('07/15/2026 12:30 pm');
    expect(reportDateTime('2026-07-15T16:30:00.000Z', 'America/Los_Angeles')).toBe('07/15/2026 09:30 am');
    expect(timeText('2026-07-15T16:30:00.000Z', 'America/New_York')).toBe('12:30 PM');
    expect(orDash(timeText(null, 'America/New_York'))).toBe('-');
  });

  it('formats each column kind', () => {
    expect(formatCell('date', '2026-07-04', 'UTC')).toBe('07/04/2026');
    expect(formatCell('money', 1234.5, 'UTC')).toBe('1,234.50');
    expect(formatCell('hours', 2, 'UTC')).toBe('2.00');
    expect(formatCell('units', 12.345, 'UTC')).toBe('12.35');
    expect(formatCell('percent', 20.833, 'UTC')).toBe('20.83%');
    expect(formatCell('text', null, 'UTC')).toBe('');
  });

  it('totals units and amounts only where they mean something', () => {
    const stats = buildStats({ recordCount: 1234, totalUnits: 456, totalGross: 1234.56, totalNet: 789 });
    expect(statsLine('staff_pay', stats)).toBe('Records: 1,234 · Units: 456 · Gross: $1,234.56 · Net: $789.00');
    expect(statsLine('staff_summary', stats)).toBe('Records: 1,234');
    expect(statsLine('staff_allocation', stats)).toBe('Records: 1,234');
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="Notes Report on 05-20-2026.xlsx"')).toBe(
      'Notes Report on 05-20-2026.xlsx',
    );
    expect(
      fileNameFromDisposition(
        `attachment; filename="x.xlsx"; filename*=UTF-8''Client%20Summary%20on%2005-20-2026.xlsx`,
      ),
    ).toBe('Client Summary on 05-20-2026.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('monthly chart', () => {
  const months = ['Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025'];

  it('accumulates use up to this month against an even share of the authorization', () => {
    const row = buildMonthlyRow({ ServiceStartDate: '2025-08-01', ServiceEndDate: '2026-07-31', UnitsAuthorized: 120 });
    const series = chartSeries(row, months, '2025-09-10');
    // The authorization starts in August: July is left out; October has not come yet.
    expect(series.points).toEqual([
      { month: 'Aug 2025', used: 80, cumulative: 80, even: 10 },
      { month: 'Sep 2025', used: 50, cumulative: 130, even: 20 },
      { month: 'Oct 2025', used: 0, cumulative: null, even: 30 },
    ]);
    expect(series.authorizationMonths).toBe(12);
    expect(chartSummary(row, series)).toBe(
      'Alvarez, Rosa, W1726: 130 units used Aug 2025 to Sep 2025, ahead of even use (20 of 120 authorized units).',
    );
    expect(chartSummary(row, chartSeries(row, months, '2025-06-01'))).toBe(
      'Alvarez, Rosa, W1726: the months shown (Aug 2025 onward) have not started yet.',
    );
  });

  it('picks round ticks', () => {
    expect(niceTicks(400)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(1250)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
