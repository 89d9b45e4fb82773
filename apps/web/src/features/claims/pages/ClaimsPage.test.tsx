import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClaimsMsg, ErrorCode, UserType } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { claimsToday, previousMonth } from '../claim-range';
import { buildBatch, buildHeld, buildPreview } from '../test-fixtures';

const lastMonth = previousMonth(claimsToday());

function renderClaims(routes: Record<string, MockRoute> = {}, userType: number = UserType.Admin) {
  const api = mockApi({
    'GET /claims/preview': { body: { data: buildPreview() } },
    'GET /claims/batches': { body: { data: [buildBatch()], recordCount: 1 } },
    ...routes,
  });
  signIn({ userType });
  const app = renderApp('/admin/claims');
  return { api, app };
}

async function preview(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Preview' }));
  return screen.findByRole('heading', { name: /^Preview: / });
}

describe('Claims: new batch', () => {
  it('opens on last month in the agency zone and previews only when asked', async () => {
    const { api, app } = renderClaims();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(lastMonth.fromDate);
    expect(screen.getByLabelText('To')).toHaveValue(lastMonth.toDate);
    expect(lastMonth.fromDate.slice(8)).toBe('01');
    expect(api.callsTo('GET /claims/preview')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    await preview(app);
    expect(Object.fromEntries(api.callsTo('GET /claims/preview')[0]!.query)).toEqual({
      fromDate: '2026-04-01',
      toDate: '2026-04-30',
    });
  });

  it('shows the totals, the claims, the held-back entries with why, and how they add up to the report', async () => {
    const { app } = renderClaims();
    expect(await preview(app)).toHaveTextContent('Preview: 04/01/2026 – 04/30/2026');

    const totals = screen.getByRole('group', { name: 'Billable totals' });
    expect(within(totals).getByText('Claims').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Lines').nextSibling).toHaveTextContent('5');
    expect(within(totals).getByText('Units').nextSibling).toHaveTextContent('36');
    expect(within(totals).getByText('Charge').nextSibling).toHaveTextContent('$184.32');

    const reconciliation = screen.getByRole('status', { name: 'Reconciliation' });
    expect(reconciliation).toHaveTextContent(
      'Promise Billing report for these dates, reviewed entries: $225.28 = billable $184.32 + held back $40.96',
    );
    expect(reconciliation).toHaveTextContent('1 entry not verified yet ($20.48) is not in the report');
    expect(reconciliation).not.toHaveTextContent('do not add up');

    const claims = screen.getByRole('table', { name: 'Claims to bill' });
    expect(
      within(claims)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      [
        'Alvarez, Rosa',
        '1234567890',
        'W1726 – Companion Services',
        'Apr 2026',
        '3',
        '24',
        '$122.88',
        '04/02/2026 – 04/20/2026',
      ],
      [
        'Chen, Li',
        '2345678901',
        'W7060 – In-Home and Community Support',
        'Apr 2026',
        '2',
        '12',
        '$61.44',
        '04/07/2026 – 04/14/2026',
      ],
    ]);

    // The count is of what the list shows: one verified entry held back and one not verified yet.
    expect(screen.getByRole('heading', { name: 'Not billed (2)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Entries in these dates that will not be billed, and why: 2 entries, $61.44. Held back (verified): 1 entry, $40.96; not verified yet: 1 entry, $20.48.',
      ),
    ).toBeInTheDocument();
    const held = screen.getByRole('table', { name: 'Entries not billed' });
    const rows = within(held).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: '04/09/2026' })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=41',
    );
    expect(rows[0]).toHaveTextContent('Brooks, Ann');
    expect(rows[0]).toHaveTextContent('$40.96');
    expect(within(rows[0]!).getByText('Client has no MCI')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not verified by an admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Open EVV exception')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate batch' })).toBeEnabled();
  });

  it('warns when the preview does not add up to the report', async () => {
    const { app } = renderClaims({
      'GET /claims/preview': { body: { data: buildPreview({ report: { count: 6, units: 44, charge: 300 } }) } },
    });
    await preview(app);
    expect(screen.getByRole('status', { name: 'Reconciliation' })).toHaveTextContent('These do not add up ($225.28)');
  });

  it('lists missing agency settings and keeps Generate disabled, saying why', async () => {
    const missing = buildPreview({ missingSettings: ['Billing provider NPI', 'Federal tax ID'] });
    const { app } = renderClaims({ 'GET /claims/preview': { body: { data: missing } } });
    await preview(app);
    const alert = screen.getByText(ClaimsMsg.settingsIncomplete, { selector: '.MuiAlertTitle-root' }).parentElement!;
    expect(alert).toHaveTextContent('Missing: Billing provider NPI, Federal tax ID.');
    expect(alert).toHaveTextContent('Only the Super Admin can fill them in');
    // An Admin cannot open Agency Settings.
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate batch' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Generate waits for the agency settings below');
  });

  it('links the Super Admin to Agency Settings', async () => {
    const missing = buildPreview({ missingSettings: ['Billing provider NPI'] });
    const { app } = renderClaims({ 'GET /claims/preview': { body: { data: missing } } }, UserType.SuperAdmin);
    await preview(app);
    expect(screen.getByRole('link', { name: 'Agency Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it("shows the server's refusal of a reversed range under the field, until the dates change", async () => {
    const { app } = renderClaims({
      'GET /claims/preview': apiError(400, ErrorCode.VALIDATION_ERROR, ClaimsMsg.rangeReversed, 'toDate'),
    });
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '2020-01-01' } });
    await app.user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveAccessibleDescription(ClaimsMsg.rangeReversed));
    expect(screen.getByLabelText('To')).toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate batch' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: lastMonth.toDate } });
    expect(screen.queryByText(ClaimsMsg.rangeReversed)).not.toBeInTheDocument();
  });

  it('generates after a confirmation, then offers the files and shows the entries as billed', async () => {
    const billed = buildPreview({
      claims: [],
      billable: { claimCount: 0, count: 0, units: 0, charge: 0 },
      heldEntries: [buildHeld({ reasons: [{ code: 'billed', message: 'Already billed' }] })],
      held: { count: 1, units: 8, charge: 40.96 },
    });
    let previews = 0;
    const { api, app } = renderClaims({
      'GET /claims/preview': () => ({ body: { data: previews++ === 0 ? buildPreview() : billed } }),
      'POST /claims/batches': {
        status: 201,
        body: { data: { id: 12, claimCount: 2, lineCount: 5, totalCharge: 184.32 } },
      },
    });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    await preview(app);

    await app.user.click(screen.getByRole('button', { name: 'Generate batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate claim batch?' });
    expect(dialog).toHaveTextContent('Bill 04/01/2026 – 04/30/2026: 2 claims with 5 lines, $184.32 in all.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /claims/batches')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Generate batch' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText('Claim batch 12 generated', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /claims/batches').map((c) => c.body)).toEqual([
      { fromDate: '2026-04-01', toDate: '2026-04-30' },
    ]);
    expect(screen.getByText(/^2 claims, 5 lines, total \$184\.32\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download 837P' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download summary (xlsx)' })).toBeInTheDocument();

    // The preview is asked again: its entries are billed now.
    await waitFor(() => expect(api.callsTo('GET /claims/preview')).toHaveLength(2));
    expect(await screen.findByText('Already billed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate batch' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(ClaimsMsg.nothingToBill);

    await app.user.click(screen.getByRole('button', { name: 'See all batches' }));
    expect(await screen.findByRole('table', { name: 'Claim batches' })).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?tab=batches');
  });

  it('says why the server refused to generate and shows the preview as it is now', async () => {
    let previews = 0;
    const { api, app } = renderClaims({
      'GET /claims/preview': () => ({
        body: { data: buildPreview(previews++ === 0 ? {} : { missingSettings: ['Billing provider NPI'] }) },
      }),
      'POST /claims/batches': apiError(400, ErrorCode.SETTINGS_INCOMPLETE, ClaimsMsg.settingsIncomplete),
    });
    await preview(app);
    await app.user.click(screen.getByRole('button', { name: 'Generate batch' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Missing: Billing provider NPI.', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A toast says the batch was refused; the preview, asked again, says why.
    expect(screen.getByText(ClaimsMsg.settingsIncomplete, { selector: '.MuiAlert-filled *' })).toBeInTheDocument();
    expect(api.callsTo('GET /claims/preview')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Generate batch' })).toBeDisabled();
  });

  it('shows any other refusal to generate next to the button', async () => {
    const { app } = renderClaims({
      'POST /claims/batches': apiError(500, ErrorCode.INTERNAL_ERROR, 'Something went wrong on our side.'),
    });
    await preview(app);
    await app.user.click(screen.getByRole('button', { name: 'Generate batch' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Generate batch' })).toBeEnabled();
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    const { app } = renderClaims();
    await preview(app);
    const claims = screen.getByRole('list', { name: 'Claims to bill' });
    expect(within(claims).getByText('Alvarez, Rosa')).toBeInTheDocument();
    expect(within(claims).getAllByText('Charge:')).toHaveLength(2);
    const held = screen.getByRole('list', { name: 'Entries not billed' });
    expect(within(held).getByText('Open EVV exception')).toBeInTheDocument();
  });
});
