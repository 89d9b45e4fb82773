import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode, RemittanceMsg, UserType } from '@hearth/shared';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildPayment, buildRemittance, buildUploadAnswer } from '../test-fixtures';

const FILE_INPUT = '835 remittance file';
const file835 = (name = 'promise-835-20260515.txt') => new File(['ISA*00*~'], name, { type: 'text/plain' });

function renderRemittances(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /claims/remittances': { body: { data: [buildRemittance()], recordCount: 1 } },
    ...routes,
  });
  signIn({ userType: UserType.Admin });
  const app = renderApp('/admin/claims/remittances');
  return { api, app };
}

async function post(app: ReturnType<typeof renderApp>, file = file835()) {
  await app.user.upload(await screen.findByLabelText(FILE_INPUT), file);
  await app.user.click(screen.getByRole('button', { name: 'Post remittance' }));
}

const refusal = (status: number, error: string, message: string, details: Record<string, unknown>): MockRoute => ({
  status,
  body: { code: status, error, message, details },
});

describe('Remittances', () => {
  it('lists the remittances posted, newest first, each linking to its page', async () => {
    const { api } = renderRemittances({
      'GET /claims/remittances': {
        body: {
          data: [
            buildRemittance({
              payments: [buildPayment(), buildPayment({ traceNumber: '55501', method: 'CHK', methodLabel: 'Check' })],
            }),
          ],
          recordCount: 1,
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Remittances' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Posted remittances' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Remittance', 'Posted', 'Payer', 'Trace number', 'Method', 'Amount', 'Claims', 'Not matched']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Remittance 7promise-835-20260515.txt',
      '05/15/2026 10:30 am by Doe, Jane',
      'PA DHS PROMISe',
      '1029384756, 55501',
      'EFT (ACH), Check',
      '$71.80',
      '2',
      '1',
    ]);
    expect(within(row).getByRole('link', { name: 'Remittance 7' })).toHaveAttribute(
      'href',
      '/admin/claims/remittances/7',
    );
    expect(Object.fromEntries(api.callsTo('GET /claims/remittances')[0]!.query)).toEqual({ offset: '0', limit: '25' });
    const area = screen.getByRole('navigation', { name: 'Claims area' });
    expect(within(area).getByRole('link', { name: 'Remittances' })).toHaveAttribute('aria-current', 'page');
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
  });

  it('posts the chosen file and shows the payment, the claims by outcome and what did not match', async () => {
    const { api, app } = renderRemittances({
      'POST /claims/remittances': { status: 201, body: { data: buildUploadAnswer() } },
    });
    await post(app);
    expect(await screen.findByText('Remittance 7 posted')).toBeInTheDocument();
    const sent = api.callsTo('POST /claims/remittances')[0]!;
    expect((sent.form!.get('file') as File).name).toBe('promise-835-20260515.txt');
    expect(sent.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByText(/^Payment \$71\.80:/)).toHaveTextContent(
      'Payment $71.80: 0 claims paid, 1 claim denied, 1 claim paid in part or reversed.',
    );
    expect(screen.getByRole('link', { name: 'Open remittance 7' })).toHaveAttribute(
      'href',
      '/admin/claims/remittances/7',
    );

    expect(screen.getByRole('heading', { name: '2 items not matched to a claim Hearth sent' })).toBeInTheDocument();
    const unmatched = screen.getByRole('table', { name: 'Not matched' });
    expect(
      within(unmatched)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['Claim', '99-4', '-', '-', '-', '$20.48', '$0.00', 'Hearth sent no claim 99-4.'],
      ['Line', '12-1', '888', 'W1726', '04/30/2026', '$10.24', '$10.24', 'Claim 12-1 has no line 888.'],
    ]);
    // The list is read again with the new upload.
    await waitFor(() => expect(api.callsTo('GET /claims/remittances')).toHaveLength(2));
  });

  it('asks for a file first', async () => {
    const { api, app } = renderRemittances();
    await app.user.click(await screen.findByRole('button', { name: 'Post remittance' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RemittanceMsg.noFile);
    expect(api.callsTo('POST /claims/remittances')).toHaveLength(0);
  });

  it('takes a file dropped on the upload area', async () => {
    const { api, app } = renderRemittances({
      'POST /claims/remittances': { status: 201, body: { data: buildUploadAnswer({ unmatched: [] }) } },
    });
    const area = (await screen.findByText('No file chosen. You can also drop the file here.')).parentElement!;
    fireEvent.drop(area, { dataTransfer: { files: [file835('era.835')] } });
    expect(await screen.findByText('era.835')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Post remittance' }));
    expect(await screen.findByText(/Every claim and line matched a claim Hearth sent\./)).toBeInTheDocument();
    expect((api.callsTo('POST /claims/remittances')[0]!.form!.get('file') as File).name).toBe('era.835');
  });

  it('lists every check a refused file failed', async () => {
    const problems = [
      'IEA02 000000905 does not match ISA13 000000904.',
      'Transaction 0001: BPR02 $71.80 is not the claims paid ($76.80) less the provider adjustments ($0.00).',
    ];
    const { app } = renderRemittances({
      'POST /claims/remittances': refusal(400, ErrorCode.REMITTANCE_INVALID, RemittanceMsg.invalid, { problems }),
    });
    await post(app);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RemittanceMsg.invalid)).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(problems);
  });

  it('says the payment was posted before and links to that upload', async () => {
    const message = RemittanceMsg.duplicate(3, '1029384756');
    const { app } = renderRemittances({
      'POST /claims/remittances': refusal(409, ErrorCode.REMITTANCE_DUPLICATE, message, { remittanceId: 3 }),
    });
    await post(app);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Open remittance 3' })).toHaveAttribute(
      'href',
      '/admin/claims/remittances/3',
    );
  });

  it('says a file is too large when a proxy refuses it without our error body', async () => {
    const { app } = renderRemittances({ 'POST /claims/remittances': { status: 413, body: undefined } });
    await post(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(RemittanceMsg.tooLarge);
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    renderRemittances();
    const list = await screen.findByRole('list', { name: 'Posted remittances' });
    expect(within(list).getByRole('link', { name: 'Remittance 7' })).toBeInTheDocument();
    expect(within(list).getByText('Amount:').parentElement).toHaveTextContent('Amount: $71.80');
  });
});
