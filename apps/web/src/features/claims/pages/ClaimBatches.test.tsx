import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimsMsg, ErrorCode, ReportMsg, UserType } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildBatch } from '../test-fixtures';

const voided = buildBatch({
  id: 11,
  controlNumber: '000000011',
  fromDate: '2026-03-01',
  toDate: '2026-03-31',
  status: 'voided',
  voidedAt: '2026-04-02T13:00:00.000Z',
  voidedBy: { id: 1, name: 'Admin, Super' },
  voidReason: 'Wrong service code',
});

const saved: { name: string; href: string }[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs and does not follow downloads: record what would be saved.
  URL.createObjectURL = vi.fn(() => 'blob:claims');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

function renderBatches(routes: Record<string, MockRoute> = {}, userType: number = UserType.SuperAdmin) {
  const api = mockApi({
    'GET /claims/batches': { body: { data: [buildBatch(), voided], recordCount: 2 } },
    ...routes,
  });
  signIn({ userType });
  const app = renderApp('/admin/claims?tab=batches');
  return { api, app };
}

const rowOf = async (controlNumber: string) =>
  (await screen.findByText(controlNumber)).closest('tr') as HTMLTableRowElement;

describe('Claims: batches', () => {
  it('lists the batches newest first with their figures, who made them and who voided them', async () => {
    const { api } = renderBatches();
    await screen.findByText('000000012');
    const table = screen.getByRole('table', { name: 'Claim batches' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Batch', 'Claims', 'Billed', 'Paid', 'Outstanding', 'Created', 'State', '']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent),
    ).toEqual([
      'Batch 12 00000001204/01/2026 – 04/30/2026PROMISe',
      '2',
      '$184.32',
      '$0.00',
      '$184.32',
      // In the agency's zone (New York), not the browser's.
      '05/01/2026 10:05 am by Doe, Jane',
      'Billed',
    ]);
    expect(within(first!).getByRole('link', { name: 'Batch 12' })).toHaveAttribute('href', '/admin/claims/batches/12');
    expect(second).toHaveTextContent('Voided04/02/2026 09:00 am by Admin, SuperReason: Wrong service code');
    expect(Object.fromEntries(api.callsTo('GET /claims/batches')[0]!.query)).toEqual({ offset: '0', limit: '25' });
    // A voided batch cannot be voided again.
    expect(within(first!).getByRole('button', { name: 'Void batch 12' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
  });

  it('shows what the payer paid and denied, and a resubmission batch as such', async () => {
    renderBatches({
      'GET /claims/batches': {
        body: {
          data: [
            buildBatch({ paidCents: 7680, adjustedCents: 4608, deniedCents: 4096, outstandingCents: 6144 }),
            buildBatch({
              id: 13,
              controlNumber: '000000013',
              purpose: 'resubmission',
              claimCount: 1,
              billedCents: 4096,
              paidCents: 4096,
              outstandingCents: 0,
            }),
          ],
          recordCount: 2,
        },
      },
    });
    const row = await rowOf('000000012');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(2, 5)
        .map((c) => c.textContent),
    ).toEqual(['$184.32', '$76.80', '$61.44']);
    expect(within(row).getAllByRole('cell')[6]).toHaveTextContent('Partly paid$40.96 denied');
    const resubmission = await rowOf('000000013');
    expect(within(resubmission).getAllByRole('cell')[0]).toHaveTextContent('PROMISe · replacements and voids');
    expect(within(resubmission).getAllByRole('cell')[6]).toHaveTextContent(/^Paid$/);
  });

  it('pages on the server', async () => {
    const { api, app } = renderBatches({
      'GET /claims/batches': { body: { data: [buildBatch()], recordCount: 60 } },
    });
    await screen.findByText('000000012');
    await app.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /claims/batches').at(-1)!.query)).toEqual({
        offset: '25',
        limit: '25',
      }),
    );
  });

  it('gives an Admin the files but no Void', async () => {
    renderBatches({}, UserType.Admin);
    const row = await rowOf('000000012');
    expect(within(row).getByRole('button', { name: 'Download 837P, batch 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
  });

  it('downloads the 837P and the summary from their addresses, saved under the names the server gives', async () => {
    const { api, app } = renderBatches({
      'GET /claims/batches/12/837p': {
        body: 'ISA*00*~',
        headers: {
          'Content-Type': 'text/plain',
          'Content-Disposition': 'attachment; filename="hearth-837p-000000012.txt"',
        },
      },
      'GET /claims/batches/12/xlsx': { body: 'xlsx' },
    });
    const row = await rowOf('000000012');
    await app.user.click(within(row).getByRole('button', { name: 'Download 837P, batch 12' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'hearth-837p-000000012.txt', href: 'blob:claims' }]));
    const file = api.callsTo('GET /claims/batches/12/837p')[0]!;
    expect(file.headers.get('Authorization')).toBe('Bearer test-token');

    await app.user.click(within(row).getByRole('button', { name: 'Download summary (xlsx), batch 12' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ name: 'Claim batch 12.xlsx', href: 'blob:claims' });
    expect(api.callsTo('GET /claims/batches/12/xlsx')[0]!.headers.get('Accept')).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('says a download failed', async () => {
    const { app } = renderBatches({ 'GET /claims/batches/12/837p': { status: 502, body: undefined } });
    const row = await rowOf('000000012');
    await app.user.click(within(row).getByRole('button', { name: 'Download 837P, batch 12' }));
    expect(await screen.findByText(ReportMsg.downloadFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('voids a batch with a reason, which is required, and shows it voided', async () => {
    let batches = [buildBatch(), voided];
    const { api, app } = renderBatches({
      'GET /claims/batches': () => ({ body: { data: batches, recordCount: batches.length } }),
      'POST /claims/batches/12/void': (call) => {
        const done = buildBatch({
          status: 'voided',
          voidedAt: '2026-05-03T14:00:00.000Z',
          voidedBy: { id: 7, name: 'Doe, Jane' },
          voidReason: (call.body as { reason: string }).reason,
        });
        batches = [done, voided];
        return { body: { data: done } };
      },
    });
    const row = await rowOf('000000012');
    await app.user.click(within(row).getByRole('button', { name: 'Void batch 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void claim batch 12' });
    expect(dialog).toHaveTextContent(
      'The entries become billable again. Voiding here does not reverse a claim PROMISe has already paid.',
    );
    expect(dialog).toHaveTextContent('bills 04/01/2026 – 04/30/2026: 2 claims, 5 lines, $184.32.');

    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await fillIn(app.user, reason, '   ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Void batch' }));
    expect(reason).toHaveAccessibleDescription(ClaimsMsg.reasonRequired);
    expect(api.callsTo('POST /claims/batches/12/void')).toHaveLength(0);

    await fillIn(app.user, reason, 'Billed the wrong month');
    await app.user.click(within(dialog).getByRole('button', { name: 'Void batch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /claims/batches/12/void').map((c) => c.body)).toEqual([
      { reason: 'Billed the wrong month' },
    ]);
    expect(await screen.findByText('Claim batch 12 voided')).toBeInTheDocument();
    expect(await rowOf('000000012')).toHaveTextContent('by Doe, JaneReason: Billed the wrong month');
  });

  it("keeps the dialog open with the server's message when the batch was voided meanwhile", async () => {
    const { api, app } = renderBatches({
      'POST /claims/batches/12/void': apiError(409, ErrorCode.BATCH_VOIDED, ClaimsMsg.alreadyVoided),
    });
    const row = await rowOf('000000012');
    await app.user.click(within(row).getByRole('button', { name: 'Void batch 12' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Duplicate' } });
    await app.user.click(within(dialog).getByRole('button', { name: 'Void batch' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ClaimsMsg.alreadyVoided);
    // The list is asked again, so it shows the batch as it is.
    await waitFor(() => expect(api.callsTo('GET /claims/batches')).toHaveLength(2));
  });
});
