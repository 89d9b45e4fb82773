import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AggregatorMsg, DEFAULT_AGGREGATOR_REASON_CODES, UserType, type AggregatorSettingsOut } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { agencySettings, buildAggregatorSettings } from '../test-fixtures';

function renderSettings(
  routes: Record<string, MockRoute> = {},
  saved: AggregatorSettingsOut = buildAggregatorSettings(),
) {
  const api = mockApi({
    'GET /settings': { body: { data: agencySettings } },
    'GET /aggregator/settings': { body: { data: saved } },
    'PUT /aggregator/settings': ({ body }) => ({ body: { data: { ...saved, ...(body as object), version: 7 } } }),
    ...routes,
  });
  signIn({ userType: UserType.SuperAdmin });
  const app = renderApp('/admin/settings');
  return { api, app };
}

const section = () => screen.getByRole('region', { name: 'EVV aggregator' });
const form = () => screen.getByRole('form', { name: 'EVV aggregator settings' });
const box = (name: string) => within(form()).getByRole('textbox', { name });
const reason = (label: string) => within(form()).getByRole('combobox', { name: `Reason code for: ${label}` });
const saveButton = () => within(form()).getByRole('button', { name: 'Save aggregator settings' });

describe('Settings: EVV aggregator', () => {
  it('shows the saved identifiers, each change reason with its code, and the services', async () => {
    const { api } = renderSettings();
    expect(await screen.findByRole('textbox', { name: 'Provider ID' })).toHaveValue('100200300');
    expect(box('Provider qualifier')).toHaveValue('MedicaidID');
    expect(box('Default payer ID')).toHaveValue('PAODP');
    expect(within(form()).getByRole('combobox', { name: 'Time zone name' })).toHaveTextContent('US/Eastern');
    expect(reason('Forgot to clock out')).toHaveTextContent('04 — No out call; documentation provided');
    // Not mapped yet: the code sent by default.
    expect(DEFAULT_AGGREGATOR_REASON_CODES.device_problem).toBe('23');
    expect(reason('Device or app problem')).toHaveTextContent('23 — Phone not functioning');
    expect(saveButton()).toBeDisabled();
    expect(within(section()).queryByText(AggregatorMsg.off)).not.toBeInTheDocument();

    const services = within(section()).getByRole('table', { name: 'Services sent to the aggregator' });
    const companion = within(services).getByText('Companion Services').closest('tr')!;
    expect(companion).toHaveTextContent('W1726');
    expect(companion).toHaveTextContent('None');
    expect(companion).toHaveTextContent('Default (PAODP)');
    const ihcs = within(services).getByText('In-Home and Community Support').closest('tr')!;
    expect(ihcs).toHaveTextContent('U1 HQ');
    expect(ihcs).toHaveTextContent('CONS');
    expect(api.callsTo('GET /aggregator/settings')).toHaveLength(1);
  });

  it('says the aggregator is off, and still lets the settings be prepared', async () => {
    const { api, app } = renderSettings({}, buildAggregatorSettings({ enabled: false, providerId: null }));
    expect(
      await within(await screen.findByRole('region', { name: 'EVV aggregator' })).findByText(AggregatorMsg.off),
    ).toBeInTheDocument();
    await fillIn(app.user, box('Provider ID'), '555666777');
    await app.user.click(saveButton());
    expect(await screen.findByText(AggregatorMsg.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /aggregator/settings')[0]?.body).toMatchObject({ providerId: '555666777', version: 6 });
  });

  it("refuses what the server would, with the shared schema's messages, and sends nothing", async () => {
    const { api, app } = renderSettings();
    await fillIn(app.user, await screen.findByRole('textbox', { name: 'Provider ID' }), 'PA-100');
    await fillIn(app.user, box('Provider qualifier'), 'Medicaid 1');
    await fillIn(app.user, box('Default payer program'), 'PROGRAM1234');
    await app.user.click(saveButton());

    expect(await screen.findByText('Use letters only')).toBeInTheDocument();
    expect(box('Provider ID')).toHaveAccessibleDescription('Use up to 64 letters or digits');
    expect(box('Default payer program')).toHaveAccessibleDescription('Use up to 9 letters or digits');
    expect(api.callsTo('PUT /aggregator/settings')).toHaveLength(0);
  });

  it('saves its own form with its own version: identifiers in capitals, blanks as null, every reason code', async () => {
    const { api, app } = renderSettings();
    await fillIn(app.user, await screen.findByRole('textbox', { name: 'Provider ID' }), 'pa100200');
    await fillIn(app.user, box('Default payer ID'), '');
    await app.user.click(reason('Device or app problem'));
    await app.user.click(
      await screen.findByRole('option', { name: '24 — Check-in not functioning; documentation provided' }),
    );
    await app.user.click(within(form()).getByRole('combobox', { name: 'Time zone name' }));
    await app.user.click(await screen.findByRole('option', { name: 'US/Central' }));
    await app.user.click(saveButton());

    expect(await screen.findByText(AggregatorMsg.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')).toHaveLength(0);
    expect(api.callsTo('PUT /aggregator/settings')[0]?.body).toEqual({
      providerQualifier: 'MedicaidID',
      providerId: 'PA100200',
      payerId: null,
      payerProgram: 'PAODP',
      timeZoneName: 'US/Central',
      reasonCodes: { ...DEFAULT_AGGREGATOR_REASON_CODES, device_problem: '24' },
      version: 6,
    });
    await waitFor(() => expect(box('Provider ID')).toHaveValue('PA100200'));
  });

  it("shows the server's refusal of a field under it, and a stale save above SAVE with the way to reload", async () => {
    const { api, app } = renderSettings({
      'PUT /aggregator/settings': apiError(400, 'VALIDATION_ERROR', 'Provider ID is not enrolled', 'providerId'),
    });
    await fillIn(app.user, await screen.findByRole('textbox', { name: 'Provider ID' }), '999');
    await app.user.click(saveButton());
    expect(await screen.findByText('Provider ID is not enrolled')).toBeInTheDocument();
    expect(box('Provider ID')).toHaveAccessibleDescription('Provider ID is not enrolled');

    api.set(
      'PUT /aggregator/settings',
      apiError(409, 'STALE_RECORD', 'Someone else saved this record first.', 'version'),
    );
    await app.user.click(saveButton());
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this record first.');
    expect(box('Provider ID')).toHaveValue('999');

    api.set('GET /aggregator/settings', {
      body: { data: buildAggregatorSettings({ providerId: '123123', version: 8 }) },
    });
    await app.user.click(within(alert).getByRole('button', { name: 'Load the saved settings' }));
    await waitFor(() => expect(box('Provider ID')).toHaveValue('123123'));
  });

  it("edits one service's codes in a dialog: modifiers checked by the shared rules, saved with the row's version", async () => {
    const { api, app } = renderSettings({
      'PUT /aggregator/services/3': ({ body }) => ({
        body: { data: { ...buildAggregatorSettings().services[0], ...(body as object), version: 2 } },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit the codes sent for Companion Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Codes sent for Companion Services' });
    const input = (name: string) => within(dialog).getByRole('textbox', { name });
    expect(input('Code sent')).toHaveAttribute('placeholder', 'W1726');
    expect(input('Payer ID')).toHaveAttribute('placeholder', 'PAODP');

    await fillIn(app.user, input('Modifiers'), 'U1 HQ TT GT 22');
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    expect(await within(dialog).findByText(AggregatorMsg.tooManyModifiers)).toBeInTheDocument();
    await fillIn(app.user, input('Modifiers'), 'U1 H');
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    expect(await within(dialog).findByText(AggregatorMsg.modifierInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT /aggregator/services/3')).toHaveLength(0);

    await fillIn(app.user, input('Modifiers'), 'u1, hq');
    await fillIn(app.user, input('Code sent'), 'w1727');
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(AggregatorMsg.serviceSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT /aggregator/services/3')[0]?.body).toEqual({
      procedureCode: 'W1727',
      modifiers: ['U1', 'HQ'],
      payerId: null,
      payerProgram: null,
      version: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(section()).getByText('Companion Services').closest('tr')!;
    expect(row).toHaveTextContent('W1727');
    expect(row).toHaveTextContent('U1 HQ');
  });
});
