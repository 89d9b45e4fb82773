import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgencyMsg, SettingsMsg, UserType } from '@hearth/shared';
import { mockApi } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { agencySettings, buildAggregatorSettings } from '../test-fixtures';

function renderSettings() {
  const api = mockApi({
    'GET /settings': { body: { data: agencySettings } },
    'PUT /settings': ({ body }) => ({ body: { data: { ...agencySettings, ...(body as object), version: 4 } } }),
    'GET /aggregator/settings': { body: { data: buildAggregatorSettings() } },
  });
  signIn({ userType: UserType.SuperAdmin });
  return { api, app: renderApp('/admin/settings') };
}

describe('Agency Settings: training hours', () => {
  it('shows the hours a year for direct support staff and management, refuses bad ones and saves them', async () => {
    const { api, app } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Training' }));
    const direct = section.getByRole('spinbutton', { name: /Direct support staff/ });
    const management = section.getByRole('spinbutton', { name: /Management/ });
    expect(direct).toHaveValue(24);
    expect(management).toHaveValue(12);
    expect(direct).toHaveAccessibleDescription(/July 1 to June 30 \(ODP: 24\)/);
    expect(management).toHaveAccessibleDescription(/Admin and Super Admin/);

    await fillIn(app.user, direct, '201');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(direct).toHaveAccessibleDescription(SettingsMsg.trainingHoursInvalid));
    expect(api.callsTo('PUT /settings')).toHaveLength(0);

    await fillIn(app.user, direct, '20.5');
    await fillIn(app.user, management, '10');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AgencyMsg.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')[0]?.body).toMatchObject({
      trainingHoursDirect: 20.5,
      trainingHoursManagement: 10,
      version: 3,
    });
  });
});
