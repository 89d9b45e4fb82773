import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, UserType } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildRemittanceDetail } from '../test-fixtures';

const saved: string[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:835');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

function renderRemittance(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'GET /claims/remittances/7': { body: { data: buildRemittanceDetail() } }, ...routes });
  signIn({ userType: UserType.Admin });
  const app = renderApp('/admin/claims/remittances/7');
  return { api, app };
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Remittance details', () => {
  it('shows the payment with its provider adjustments, and the claims matched or not', async () => {
    renderRemittance();
    expect(await screen.findByRole('heading', { level: 1, name: 'Remittance 7' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Amount paid').nextSibling).toHaveTextContent('$71.80');
    expect(within(summary).getByText('Not matched').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Posted').nextSibling).toHaveTextContent('05/15/2026 10:30 am by Doe, Jane');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payer').nextSibling).toHaveTextContent('PA DHS PROMISe (231234)');
    expect(within(payment).getByText('Trace number').nextSibling).toHaveTextContent('1029384756');
    expect(within(payment).getByText('Method').nextSibling).toHaveTextContent('EFT (ACH)');
    expect(within(payment).getByText('Date').nextSibling).toHaveTextContent('05/14/2026');
    expect(within(payment).getByText('Amount').nextSibling).toHaveTextContent('$71.80');
    expect(within(payment).getByRole('listitem')).toHaveTextContent(
      'WO OVERPAY-2026-03: $5.00 (fiscal period ending 12/31/2026)',
    );

    const claims = screen.getByRole('table', { name: 'Claims in this remittance' });
    const [matched, unmatched] = within(claims).getAllByRole('row').slice(1);
    expect(cellTexts(matched!).slice(1)).toEqual([
      '12-1',
      'Batch 12, claim 1',
      'Alvarez, Rosa',
      'Processed as primary',
      '$122.88',
      '$76.80',
      '$0.00',
      '2026123000123',
    ]);
    expect(within(matched!).getByRole('link', { name: 'Batch 12, claim 1' })).toHaveAttribute(
      'href',
      '/admin/claims/batches/12',
    );
    expect(cellTexts(unmatched!).slice(1)).toEqual([
      '99-4',
      'Not matched',
      '-',
      'Denied',
      '$20.48',
      '$0.00',
      '$0.00',
      '2026123000999',
    ]);
  });

  it("opens a claim to the payer's reasons and its lines, each linked to its work entry", async () => {
    const { app } = renderRemittance();
    await app.user.click(await screen.findByRole('button', { name: 'Show the lines of claim 12-1' }));
    const lines = await screen.findByRole('table', { name: 'Lines of claim 12-1' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((r) => cellTexts(r).slice(0, 7))).toEqual([
      ['04/02/2026', 'W1726', '101', 'Entry 101', '8', '$40.96', '$40.96'],
      ['04/09/2026', 'W1726', '102', 'Entry 102', '8', '$40.96', '$35.84'],
      ['04/20/2026', 'W1726', '103', 'Entry 103', '8', '$40.96', '$0.00'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Entry 101' })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=101',
    );
    expect(rows[1]).toHaveTextContent('CO-45 Charge exceeds fee schedule');
    expect(rows[2]).toHaveTextContent('N290 Missing/incomplete/invalid rendering provider primary identifier.');

    await app.user.click(screen.getByRole('button', { name: 'Show the lines of claim 99-4' }));
    expect(await screen.findByText('For the whole claim')).toBeInTheDocument();
    expect(screen.getByText(/^Patient cannot be identified as our insured\./).parentElement).toHaveTextContent(
      'CO-31 Patient cannot be identified as our insured. $20.48',
    );
    expect(screen.getByText('MA61').parentElement).toHaveTextContent(
      'MA61 Missing/incomplete/invalid social security number.',
    );
    const unmatchedLines = screen.getByRole('table', { name: 'Lines of claim 99-4' });
    expect(within(unmatchedLines).getByText('Not matched')).toBeInTheDocument();
  });

  it('shows only the claims not matched when asked', async () => {
    const { app } = renderRemittance();
    await app.user.click(await screen.findByRole('combobox', { name: 'Show' }));
    await app.user.click(await screen.findByRole('option', { name: 'Not matched (1)' }));
    const claims = screen.getByRole('table', { name: 'Claims in this remittance' });
    await waitFor(() => expect(within(claims).getAllByRole('row')).toHaveLength(2));
    expect(within(claims).getByText('99-4')).toBeInTheDocument();
  });

  it('downloads the 835 as received', async () => {
    const { api, app } = renderRemittance({
      'GET /claims/remittances/7/file': {
        body: 'ISA*00*~',
        headers: {
          'Content-Type': 'text/plain',
          'Content-Disposition': 'attachment; filename="promise-835-20260515.txt"',
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Download 835' }));
    await waitFor(() => expect(saved).toEqual(['promise-835-20260515.txt']));
    expect(api.callsTo('GET /claims/remittances/7/file')[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('says so when the remittance cannot be found', async () => {
    renderRemittance({ 'GET /claims/remittances/7': apiError(404, ErrorCode.NOT_FOUND, 'Remittance not found') });
    expect(await screen.findByText('Remittance not found')).toBeInTheDocument();
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    const { app } = renderRemittance();
    const list = await screen.findByRole('list', { name: 'Claims in this remittance' });
    const [, card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('99-4');
    expect(card).toHaveTextContent('Hearth claim: Not matched');
    await app.user.click(within(card!).getByRole('button', { name: 'Show the lines of claim 99-4' }));
    expect(await within(card!).findByRole('list', { name: 'Lines of claim 99-4' })).toBeInTheDocument();
  });
});
