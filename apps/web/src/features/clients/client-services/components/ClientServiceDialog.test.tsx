import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClientServiceMsg, ErrorCode, Msg } from '@hearth/shared';
import { AppProviders } from '../../../../app/providers';
import { apiError, mockApi } from '../../../../test/fetch-mock';
import { fillIn, signIn } from '../../../../test/render';
import { buildCatalogueService, buildClientService } from '../test-fixtures';
import { ClientServiceDialog, type ClientServiceDialogState } from './ClientServiceDialog';

const catalogue = {
  'GET /service': { body: { data: [buildCatalogueService()], recordCount: 1 } },
};

function renderDialog(state: ClientServiceDialogState, onClose = vi.fn()) {
  signIn();
  render(
    <AppProviders>
      <ClientServiceDialog clientId={5} state={state} onClose={onClose} />
    </AppProviders>,
  );
  return { user: userEvent.setup({ delay: null }), onClose };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const setDate = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('ClientServiceDialog', () => {
  it("shows the spec's messages for missing and out-of-range values", async () => {
    mockApi(catalogue);
    const { user } = renderDialog({ mode: 'create' });
    expect(screen.getByRole('dialog', { name: 'Create Service' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    for (const message of [
      'Service Name is required',
      'Service Code is required',
      'Service Start Date is required',
      'Service End Date is required',
      'Service Unit Rate is required',
      'Service Units Authorized is required',
      'Service Units Length is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await fillIn(user, field(/^Unit Rate/), '-1');
    await fillIn(user, field(/^Units Authorized/), '-5');
    await fillIn(user, field(/^Unit Length/), '0');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findAllByText(Msg.notNegative)).toHaveLength(2);
    expect(screen.getByText(Msg.greaterThanZero)).toBeInTheDocument();
  });

  it('refuses an end date before the start date, even while other fields are empty', async () => {
    const api = mockApi(catalogue);
    const { user } = renderDialog({ mode: 'create' });
    setDate(/^Start Date/, '2024-07-10');
    setDate(/^End Date/, '2024-07-01');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(Msg.endBeforeStart)).toBeInTheDocument();
    expect(api.callsTo('POST /client_service')).toHaveLength(0);
  });

  it('computes Total Worth and Units Remaining live as you type', async () => {
    mockApi(catalogue);
    const { user } = renderDialog({ mode: 'edit', clientService: buildClientService({ unitsUtilized: 30 }) });
    await fillIn(user, field(/^Units Authorized/), '480');
    await fillIn(user, field(/^Unit Rate/), '5.12');
    expect(screen.getByLabelText('Total Worth')).toHaveValue('2,457.60');
    expect(screen.getByLabelText('Units Utilized')).toHaveValue('30');
    expect(screen.getByLabelText('Units Remaining')).toHaveValue('450');
    await fillIn(user, field(/^Units Authorized/), '1000');
    expect(screen.getByLabelText('Total Worth')).toHaveValue('5,120.00');
    expect(screen.getByLabelText('Units Remaining')).toHaveValue('970');
  });

  it('prefills from the catalogue and creates the authorization', async () => {
    const api = mockApi({
      ...catalogue,
      'POST /client_service': { body: { data: buildClientService({ serviceRequestId: 77 }) } },
    });
    const { user, onClose } = renderDialog({ mode: 'create' });
    await user.click(screen.getByRole('combobox', { name: 'Catalogue Service' }));
    await user.click(await screen.findByRole('option', { name: 'W1726 — Companion' }));
    expect(field(/^Service Name/)).toHaveValue('Companion');
    expect(field(/^Service Code/)).toHaveValue('W1726');
    expect(field(/^Unit Rate/)).toHaveValue('5.12');
    expect(field(/^Unit Length/)).toHaveValue('0.25');
    expect(screen.getByText('0.25 h (15 min)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Overlappable' })).toBeChecked();
    expect(api.callsTo('GET /service')[0]?.query.get('status')).toBe('4');
    expect(api.callsTo('GET /service')[0]?.query.get('limit')).toBe('100');

    await fillIn(user, field(/^Service Name/), 'Companion (weekday)');
    await fillIn(user, field(/^Units Authorized/), '480');
    setDate(/^Start Date/, '2024-07-01');
    setDate(/^End Date/, '2025-06-30');
    await user.click(screen.getByRole('checkbox', { name: 'Authorized' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Client Service create successful')).toBeInTheDocument();
    expect(api.callsTo('POST /client_service')[0]?.body).toEqual({
      clientId: 5,
      serviceId: 2,
      serviceName: 'Companion (weekday)',
      serviceCode: 'W1726',
      serviceAccount: null,
      serviceDescription: null,
      serviceUnitRate: 5.12,
      serviceUnitLength: 0.25,
      serviceStartDate: '2024-07-01 00:00:00.000',
      serviceEndDate: '2025-06-30 00:00:00.000',
      serviceUnitsAuthorized: 480,
      serviceIsNegetiveUnitsAllowed: false,
      serviceIsAuthorized: true,
      isDegreeRequired: false,
      isDatesConfirmed: false,
      isOverlappable: true,
      files: [],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('updates with the loaded version and keeps the input when the server refuses', async () => {
    const api = mockApi({
      ...catalogue,
      'PUT /client_service': apiError(409, 'STALE_RECORD', Msg.staleRecord),
    });
    const existing = buildClientService({
      files: [{ name: 'auth.pdf', documentKey: 'k-1', fileType: 'pdf', url: 'k-1' }],
    });
    const { user, onClose } = renderDialog({ mode: 'edit', clientService: existing });
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(field(/^Start Date/)).toHaveValue('2024-07-01');
    await fillIn(user, field(/^Units Authorized/), '500');
    await user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));

    expect(await screen.findByText(Msg.staleRecord)).toBeInTheDocument();
    const body = api.callsTo('PUT /client_service')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      serviceRequestId: 31,
      version: 3,
      clientId: 5,
      serviceUnitsAuthorized: 500,
      files: [{ name: 'auth.pdf', documentKey: 'k-1', fileType: 'pdf', url: 'k-1' }],
    });
    expect(field(/^Units Authorized/)).toHaveValue('500');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a field error from the server under its field, and the spec's failure toast", async () => {
    mockApi({
      ...catalogue,
      'PUT /client_service': apiError(400, 'BAD_REQUEST', 'The selected service does not exist.', 'serviceId'),
    });
    const { user } = renderDialog({ mode: 'edit', clientService: buildClientService() });
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText('Client Service update failed')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Catalogue Service' });
    expect(picker).toHaveAccessibleDescription('The selected service does not exist.');
  });

  it('asks for a reason when new dates leave completed entries outside them, and sends it with the dates', async () => {
    const refusal =
      '2 completed work entries end after the new end date (the latest on 04/12/2025), and the usage reports ' +
      'still count them. Give a reason to change the dates anyway, or move the entries first.';
    const api = mockApi({
      ...catalogue,
      'PUT /client_service': apiError(409, ErrorCode.ENTRIES_OUTSIDE_DATES, refusal, 'serviceEndDate'),
    });
    const { user, onClose } = renderDialog({ mode: 'edit', clientService: buildClientService() });
    const update = () => user.click(screen.getByRole('button', { name: 'UPDATE' }));
    setDate(/^End Date/, '2025-03-31');
    await update();

    // The spec's body first (no reason); the refusal is shown where the reason is asked for.
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.callsTo('PUT /client_service')[0]?.body).not.toHaveProperty('dateChangeReason');
    const reasonField = screen.getByLabelText(/^Reason for changing the dates/);
    await waitFor(() => expect(reasonField).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();

    // No reason, no call.
    await update();
    expect(await screen.findByText(ClientServiceMsg.dateChangeReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT /client_service')).toHaveLength(1);

    api.set('PUT /client_service', { body: { data: buildClientService({ serviceEndDate: '2025-03-31' }) } });
    await fillIn(user, reasonField, 'The supports coordinator shortened the plan.');
    await update();
    expect(await screen.findByText('Client Service update successful')).toBeInTheDocument();
    expect(api.callsTo('PUT /client_service')[1]?.body).toMatchObject({
      serviceEndDate: '2025-03-31 00:00:00.000',
      dateChangeReason: 'The supports coordinator shortened the plan.',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
