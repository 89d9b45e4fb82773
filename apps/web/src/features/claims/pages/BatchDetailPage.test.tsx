import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode, RemittanceMsg, UserType } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildAnsweredClaim, buildBatchDetail, buildOpenClaim } from '../test-fixtures';

function renderBatch(routes: Record<string, MockRoute> = {}, path = '/admin/claims/batches/12') {
  const api = mockApi({ 'GET /claims/batches/12': { body: { data: buildBatchDetail() } }, ...routes });
  signIn({ userType: UserType.Admin });
  const app = renderApp(path);
  return { api, app };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function openClaim(app: ReturnType<typeof renderApp>, pcn: string) {
  await app.user.click(await screen.findByRole('button', { name: `Show the lines of claim ${pcn}` }));
  return screen.findByRole('table', { name: `Lines of claim ${pcn}` });
}

describe('Claim batch details', () => {
  it('shows the figures adding up, who the batch went to, and its claims with theirs', async () => {
    renderBatch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim batch 12' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Figures of batch 12' })).toHaveTextContent(
      // The signs for the eye, the words for a screen reader.
      'Billed$184.32=equalsPaid$76.80+plusAdjusted$46.08+plusOutstanding$61.44',
    );
    expect(screen.getByText('Denied: $40.96 (counted in adjusted).')).toBeInTheDocument();
    expect(screen.queryByText(/do not add up/)).not.toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Payer').nextSibling).toHaveTextContent('PROMISe');
    expect(within(figures).getByText('Purpose').nextSibling).toHaveTextContent('Original claims');
    expect(within(figures).getByText('Dates of service').nextSibling).toHaveTextContent('04/01/2026 – 04/30/2026');
    expect(within(figures).getByText('Partly paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download 837P' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download summary (xlsx)' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Claims of batch 12' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Details', 'Claim', 'Client', 'Service', 'State', 'Billed', 'Paid', 'Adjusted', 'Outstanding']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first!).slice(1)).toEqual([
      '12-1 claim 1Original',
      'Alvarez, Rosa',
      'W1726Apr 2026',
      'Partly paid',
      '$122.88',
      '$76.80',
      '$46.08',
      '$0.00',
    ]);
    expect(cellsOf(second!).slice(1)).toEqual([
      '12-2 claim 2Original',
      'Chen, Li',
      'W7060Apr 2026',
      'Billed',
      '$61.44',
      '$0.00',
      '$0.00',
      '$61.44',
    ]);
  });

  it('keeps Claims current in the sidebar and Batches in the claims area', async () => {
    renderBatch();
    await screen.findByRole('heading', { level: 1, name: 'Claim batch 12' });
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    const area = screen.getByRole('navigation', { name: 'Claims area' });
    expect(within(area).getByRole('link', { name: 'Batches' })).toHaveAttribute('aria-current', 'page');
    expect(within(area).getByRole('link', { name: 'Remittances' })).toHaveAttribute(
      'href',
      '/admin/claims/remittances',
    );
    expect(within(area).getByRole('link', { name: 'Receivables' })).toHaveAttribute(
      'href',
      '/admin/claims/receivables',
    );
  });

  it("opens a claim to its lines: entries, figures, the payer's reasons, and Correct entry where allowed", async () => {
    const { app } = renderBatch();
    const lines = await openClaim(app, '12-1');
    expect(screen.getByRole('button', { name: 'Hide the lines of claim 12-1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('2026123000123')).toBeInTheDocument();
    const [one, two, three] = within(lines).getAllByRole('row').slice(1);
    expect(cellsOf(one!).slice(0, 7)).toEqual([
      '04/02/2026line 1 · Entry 101',
      '8',
      'Paid',
      '$40.96',
      '$40.96',
      '$0.00',
      '$0.00',
    ]);
    expect(within(one!).getByRole('link', { name: 'Entry 101' })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=101',
    );
    expect(within(one!).queryByRole('link', { name: /Correct entry/ })).not.toBeInTheDocument();
    expect(two).toHaveTextContent(
      'CO-45 Charge exceeds fee schedule/maximum allowable or contracted/legislated fee arrangement. $5.12',
    );
    expect(cellsOf(three!).slice(2, 7)).toEqual(['Denied', '$40.96', '$0.00', '$40.96', '$0.00']);
    expect(three).toHaveTextContent('CO-16 Claim/service lacks information or has submission/billing error(s). $40.96');
    expect(three).toHaveTextContent('N290 Missing/incomplete/invalid rendering provider primary identifier.');
    expect(within(three!).getByRole('link', { name: 'Correct entry 103 (line 3, 04/20/2026)' })).toHaveAttribute(
      'href',
      '/admin/edit-timeSheet?id=103',
    );
    expect(screen.getByText(/^1 line denied or short-paid: correct its entry first/)).toBeInTheDocument();

    // A claim the payer has not answered cannot be sent again yet.
    await openClaim(app, '12-2');
    expect(screen.getByText('No remittance has answered this claim yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Send replacement/ })).toHaveLength(1);
  });

  it('sends a replacement with a reason, which is required, and shows the new batch with its 837P', async () => {
    let detail = buildBatchDetail();
    const { api, app } = renderBatch({
      'GET /claims/batches/12': () => ({ body: { data: detail } }),
      'POST /claims/resubmissions': () => {
        detail = buildBatchDetail({
          claims: [
            buildAnsweredClaim({ replacedBy: { batchId: 15, claimNumber: 1, frequency: 'replacement' } }),
            buildOpenClaim(),
          ],
        });
        return { status: 201, body: { data: { id: 15, claimCount: 1, lineCount: 3, totalCharge: 122.88 } } };
      },
    });
    await openClaim(app, '12-1');
    await app.user.click(screen.getByRole('button', { name: 'Send replacement of claim 12-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send replacement: claim 12-1' });
    expect(dialog).toHaveTextContent("referring to the payer's claim control number 2026123000123");

    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send replacement' }));
    expect(reason).toHaveAccessibleDescription(RemittanceMsg.reasonRequired);
    expect(api.callsTo('POST /claims/resubmissions')).toHaveLength(0);

    await fillIn(app.user, reason, 'Rendering provider NPI added');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send replacement' }));
    expect(await within(dialog).findByText('Claim batch 15 made')).toBeInTheDocument();
    expect(api.callsTo('POST /claims/resubmissions').map((c) => c.body)).toEqual([
      { batchId: 12, claimNumber: 1, action: 'replace', reason: 'Rendering provider NPI added' },
    ]);
    expect(dialog).toHaveTextContent('The replacement is in claim batch 15: 1 claim, 3 lines, $122.88.');
    expect(within(dialog).getByRole('button', { name: 'Download 837P' })).toBeInTheDocument();

    // The batch is read again: the claim is replaced and offers no second replacement.
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/^Replaced by/)).toHaveTextContent('Replaced by batch 15, claim 1');
    expect(screen.queryByRole('button', { name: /^Send replacement/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'batch 15, claim 1' })).toHaveAttribute('href', '/admin/claims/batches/15');
  });

  it('opens the new batch from the dialog', async () => {
    const { app } = renderBatch({
      'POST /claims/resubmissions': {
        status: 201,
        body: { data: { id: 15, claimCount: 1, lineCount: 0, totalCharge: 0 } },
      },
      'GET /claims/batches/15': { body: { data: buildBatchDetail({ id: 15, purpose: 'resubmission', claims: [] }) } },
    });
    await openClaim(app, '12-1');
    await app.user.click(screen.getByRole('button', { name: 'Void claim 12-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void claim: claim 12-1' });
    expect(dialog).toHaveTextContent('The payer takes back the whole claim and anything it paid for it.');
    await fillIn(app.user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Client was in hospital');
    await app.user.click(within(dialog).getByRole('button', { name: 'Void claim' }));
    expect(await within(dialog).findByText(/^The void is in claim batch 15/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('link', { name: 'Open batch 15' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim batch 15' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/claims/batches/15');
    expect(screen.getByText('Replacements and voids of earlier claims')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's words when the claim cannot be sent again", async () => {
    const { api, app } = renderBatch({
      'POST /claims/resubmissions': apiError(409, ErrorCode.CLAIM_NOT_CORRECTABLE, RemittanceMsg.alreadyCorrected(14)),
    });
    await openClaim(app, '12-1');
    await app.user.click(screen.getByRole('button', { name: 'Send replacement of claim 12-1' }));
    const dialog = await screen.findByRole('dialog');
    await fillIn(app.user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Corrected');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send replacement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RemittanceMsg.alreadyCorrected(14));
    // The batch is asked again, so it shows the claim as it is.
    await waitFor(() => expect(api.callsTo('GET /claims/batches/12')).toHaveLength(2));
  });

  it('says so when the batch cannot be found', async () => {
    renderBatch({ 'GET /claims/batches/12': apiError(404, ErrorCode.NOT_FOUND, 'Claim batch not found') });
    expect(await screen.findByText('Claim batch not found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to batches' })[1]).toHaveAttribute(
      'href',
      '/admin/claims?tab=batches',
    );
  });

  it('shows cards on phones, each opening to its lines', async () => {
    window.innerWidth = 375;
    const { app } = renderBatch();
    const claims = await screen.findByRole('list', { name: 'Claims of batch 12' });
    const [card] = within(claims).getAllByRole('listitem');
    expect(card).toHaveTextContent('12-1 claim 1');
    expect(card).toHaveTextContent('Outstanding: $0.00');
    await app.user.click(within(card!).getByRole('button', { name: 'Show the lines of claim 12-1' }));
    const lines = await within(card!).findByRole('list', { name: 'Lines of claim 12-1' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card!).getByRole('link', { name: 'Correct entry 103 (line 3, 04/20/2026)' })).toBeInTheDocument();
  });
});
