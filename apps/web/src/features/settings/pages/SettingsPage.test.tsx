import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgencyMsg, SettingsMsg, UserType } from '@hearth/shared';
import { agencyTimeZone } from '../../../lib/agency-zone';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { agencySettings, buildAggregatorSettings } from '../test-fixtures';

const saved = agencySettings;

function renderSettings(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /settings': { body: { data: saved } },
    'PUT /settings': ({ body }) => ({ body: { data: { ...saved, ...(body as object), version: 4 } } }),
    // The EVV aggregator's section loads on its own (pages/AggregatorSettings.test.tsx).
    'GET /aggregator/settings': { body: { data: buildAggregatorSettings() } },
    ...routes,
  });
  signIn({ userType: UserType.SuperAdmin });
  const app = renderApp('/admin/settings');
  return { api, app };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('Agency Settings', () => {
  it('shows the saved settings, EIN and ZIP+4 as people write them', async () => {
    renderSettings();
    expect(await screen.findByRole('textbox', { name: 'Legal name' })).toHaveValue('Keystone Community Supports LLC');
    expect(field(/Federal tax ID/)).toHaveValue('12-3456789');
    expect(field('ZIP+4')).toHaveValue('17101-1234');
    expect(field('Phone')).toHaveValue('(717) 555-0100');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Pennsylvania');
    expect(screen.getByRole('switch', { name: 'Mark claim files as test files' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Distance limit/ })).toHaveValue(0.25);
    expect(screen.getByRole('heading', { name: 'Claims (PROMISe 837P)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("refuses what the server would, with the server's messages, and sends nothing", async () => {
    const { api, app } = renderSettings();
    await fillIn(app.user, await screen.findByRole('textbox', { name: 'NPI' }), '1234567890');
    await fillIn(app.user, field('PROMISe provider ID'), '10020030');
    await fillIn(app.user, field('Taxonomy code'), '253Z0000');
    await fillIn(app.user, field('ZIP+4'), '17101');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SettingsMsg.npiInvalid)).toBeInTheDocument();
    expect(screen.getByText(SettingsMsg.providerIdInvalid)).toBeInTheDocument();
    expect(screen.getByText(SettingsMsg.taxonomyInvalid)).toBeInTheDocument();
    expect(screen.getByText(SettingsMsg.zipInvalid)).toBeInTheDocument();
    expect(field('NPI')).toHaveAccessibleDescription(SettingsMsg.npiInvalid);
    expect(api.callsTo('PUT /settings')).toHaveLength(0);
  });

  it('saves the form’s values with the version read, cleared fields as null', async () => {
    const { api, app } = renderSettings();
    await fillIn(app.user, await screen.findByRole('textbox', { name: 'Receiver name' }), '');
    await fillIn(app.user, field(/Federal tax ID/), '98-7654321');
    await fillIn(app.user, screen.getByRole('spinbutton', { name: /Distance limit/ }), '0.5');
    await app.user.click(screen.getByRole('switch', { name: 'Mark claim files as test files' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(AgencyMsg.saved)).toBeInTheDocument();
    // What was read, with the four changes, and the version read; never updatedAt.
    const { updatedAt: _updatedAt, ...read } = saved;
    expect(api.callsTo('PUT /settings')[0]?.body).toEqual({
      ...read,
      ein: '987654321',
      receiverName: null,
      testClaimFiles: false,
      evvDistanceLimitMiles: 0.5,
      version: 3,
    });
    // The saved EIN comes back as 9 digits and shows with its dash.
    await waitFor(() => expect(field(/Federal tax ID/)).toHaveValue('98-7654321'));
  });

  it('keeps the claim filing limit near the claim settings, a whole number of days from 30 to 730', async () => {
    const { api, app } = renderSettings();
    const claims = within(await screen.findByRole('region', { name: 'Claims (PROMISe 837P)' }));
    const limit = claims.getByRole('spinbutton', { name: /Claim filing limit \(days\)/ });
    expect(limit).toHaveValue(180);
    expect(limit).toHaveAccessibleDescription('PROMISe: 180 days from the date of service');

    for (const typed of ['29', '731', '90.5', '']) {
      // Each refusal on its own: a valid value clears the previous one first.
      await fillIn(app.user, limit, '100');
      await waitFor(() => expect(limit).toHaveAccessibleDescription('PROMISe: 180 days from the date of service'));
      await fillIn(app.user, limit, typed);
      await app.user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(limit).toHaveAccessibleDescription(SettingsMsg.filingLimitInvalid));
    }
    expect(api.callsTo('PUT /settings')).toHaveLength(0);

    await fillIn(app.user, limit, '365');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AgencyMsg.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')[0]?.body).toMatchObject({ claimFilingLimitDays: 365, version: 3 });
  });

  it("shows the server's refusal of the filing limit under it", async () => {
    const { app } = renderSettings({
      'PUT /settings': apiError(400, 'VALIDATION_ERROR', SettingsMsg.filingLimitInvalid, 'claimFilingLimitDays'),
    });
    await fillIn(app.user, await screen.findByRole('spinbutton', { name: /Claim filing limit/ }), '200');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: /Claim filing limit/ })).toHaveAccessibleDescription(
        SettingsMsg.filingLimitInvalid,
      ),
    );
    expect(screen.getByRole('spinbutton', { name: /Claim filing limit/ })).toHaveValue(200);
  });

  it("shows the server's refusal of a field under it and keeps what was typed", async () => {
    const { app } = renderSettings({
      'PUT /settings': apiError(400, 'VALIDATION_ERROR', 'Submitter ID is not enrolled', 'submitterId'),
    });
    await fillIn(app.user, await screen.findByRole('textbox', { name: 'Submitter ID' }), 'NEWSUB9');
    await fillIn(app.user, field('City'), 'Lancaster');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Submitter ID is not enrolled')).toBeInTheDocument();
    expect(field('Submitter ID')).toHaveAccessibleDescription('Submitter ID is not enrolled');
    expect(field('Submitter ID')).toHaveValue('NEWSUB9');
    expect(field('City')).toHaveValue('Lancaster');
    expect(screen.queryByText(AgencyMsg.saved)).not.toBeInTheDocument();
  });

  it('says when someone else saved first, keeps the changes, and loads theirs only when asked', async () => {
    const { api, app } = renderSettings({
      'PUT /settings': apiError(409, 'STALE_RECORD', 'Someone else saved this record first.', 'version'),
    });
    await fillIn(app.user, await screen.findByRole('textbox', { name: 'City' }), 'Lancaster');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this record first.');
    expect(field('City')).toHaveValue('Lancaster');

    api.set('GET /settings', { body: { data: { ...saved, addressCity: 'York', version: 5 } } });
    await app.user.click(within(alert).getByRole('button', { name: 'Load the saved settings' }));
    await waitFor(() => expect(field('City')).toHaveValue('York'));
  });

  it('changes the agency time zone: used on this device at once', async () => {
    const { api, app } = renderSettings();
    const zone = await screen.findByRole('combobox', { name: /Agency time zone/ });
    expect(zone).toHaveValue('Eastern Time (America/New_York)');

    await app.user.clear(zone);
    await app.user.type(zone, 'Chicago');
    await app.user.click(await screen.findByRole('option', { name: 'Central Time (America/Chicago)' }));
    expect(screen.getByText(/will count days in Central Time \(America\/Chicago\) from now on/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(AgencyMsg.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')[0]?.body).toMatchObject({ timeZone: 'America/Chicago', version: 3 });
    expect(agencyTimeZone()).toBe('America/Chicago');
  });

  it('is the Super Admin’s alone: an Admin is sent home', async () => {
    mockApi({ 'GET /client': { body: { data: [], recordCount: 0 } } });
    signIn({ userType: UserType.Admin });
    const app = renderApp('/admin/settings');
    await waitFor(() => expect(app.pathname()).not.toBe('/admin/settings'));
  });
});
