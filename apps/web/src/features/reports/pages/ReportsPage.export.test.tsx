import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFileName, ReportMsg, shiftDay, toUsDate } from '@hearth/shared';
import { mockApi, type MockResponse } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { reportToday } from '../report-filters';
import { buildEntryRow, buildStats } from '../test-fixtures';

const today = reportToday();
const saved: { name: string; href: string }[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs and does not follow downloads: record what would be saved.
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

function renderWithExport(answer: () => Promise<MockResponse> | MockResponse) {
  const api = mockApi({
    'GET /reports/notes': { body: { data: [buildEntryRow()], recordCount: 1, stats: buildStats() } },
    'GET /user/user_list': { body: { data: [] } },
    'GET /client/client_list': { body: { data: [] } },
    'POST /reports/export/notes': answer,
  });
  signIn();
  return { api, app: renderApp('/admin/reports') };
}

describe('Reports download', () => {
  it('posts the report filters, stays disabled while the file is on its way and saves it under its name', async () => {
    let finish: (response: MockResponse) => void = () => undefined;
    const pending = new Promise<MockResponse>((resolve) => (finish = resolve));
    const { api, app } = renderWithExport(() => pending);
    await screen.findByText('Went grocery shopping.');

    const button = screen.getByRole('button', { name: 'Download' });
    await app.user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('progressbar', { name: 'Downloading' })).toBeInTheDocument();
    // A second press (past the disabled look) starts nothing.
    fireEvent.click(button);

    finish({
      body: 'xlsx',
      headers: { 'Content-Disposition': `attachment; filename="Notes Report on 05-05-2026.xlsx"` },
    });
    await waitFor(() => expect(button).toBeEnabled());
    const exports = api.callsTo('POST /reports/export/notes');
    expect(exports).toHaveLength(1);
    expect(exports[0]!.body).toEqual({
      fromDate: toUsDate(shiftDay(today, -6)),
      toDate: toUsDate(today),
      timeZone: 'America/New_York',
      adminVerification: 'all',
    });
    expect(exports[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(saved).toEqual([{ name: 'Notes Report on 05-05-2026.xlsx', href: 'blob:report' }]);
  });

  it("names the file '{Report name} on MM-DD-YYYY.xlsx' when the server does not", async () => {
    const { app } = renderWithExport(() => ({ body: 'xlsx' }));
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([{ name: reportFileName('notes', today), href: 'blob:report' }]));
  });

  it('says the download failed when the server cannot make the file', async () => {
    const { app } = renderWithExport(() => ({ status: 500, body: { code: 500, error: 'INTERNAL', message: 'Boom' } }));
    await screen.findByText('Went grocery shopping.');
    await app.user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(ReportMsg.downloadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
