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

describe('Agency Settings: the schedule', () => {
  it('shows the fulfilment window and the late grace with what they do, refuses out-of-range values and saves them', async () => {
    const { api, app } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Schedule' }));
    const windowBox = section.getByRole('spinbutton', { name: /Fulfilment window/ });
    const grace = section.getByRole('spinbutton', { name: /Late after/ });
    expect(windowBox).toHaveValue(120);
    expect(grace).toHaveValue(15);
    expect(windowBox).toHaveAccessibleDescription(/fulfils it \(15 to 720, default 120\)/);
    expect(grace).toHaveAccessibleDescription(/is late, and the admins are told/);

    await fillIn(app.user, windowBox, '10');
    await fillIn(app.user, grace, '121');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(windowBox).toHaveAccessibleDescription(SettingsMsg.scheduleWindowInvalid));
    expect(grace).toHaveAccessibleDescription(SettingsMsg.lateGraceInvalid);
    expect(api.callsTo('PUT /settings')).toHaveLength(0);

    await fillIn(app.user, windowBox, '90');
    await fillIn(app.user, grace, '0');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AgencyMsg.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')[0]?.body).toMatchObject({
      scheduleWindowMinutes: 90,
      scheduleLateGraceMinutes: 0,
      version: 3,
    });
  });
});
