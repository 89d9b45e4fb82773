import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgencyMsg, DEFAULT_TIME_ZONE, UserType } from '@hearth/shared';
import { agencyTimeZone } from '../../../lib/agency-zone';
import { apiError, mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';

const settings = { timeZone: DEFAULT_TIME_ZONE, version: 3, updatedAt: '2026-11-01T12:00:00.000Z' };

describe('Agency Settings', () => {
  it('changes the agency time zone: sent with the version read, used on this device at once', async () => {
    const api = mockApi({
      'GET /settings': { body: { data: settings } },
      'PUT /settings': ({ body }) => ({ body: { data: { ...settings, ...(body as object), version: 4 } } }),
    });
    signIn({ userType: UserType.SuperAdmin });
    const app = renderApp('/admin/settings');
    const zone = await screen.findByRole('combobox', { name: /Agency time zone/ });
    expect(zone).toHaveValue('Eastern Time (America/New_York)');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await app.user.clear(zone);
    await app.user.type(zone, 'Chicago');
    await app.user.click(await screen.findByRole('option', { name: 'Central Time (America/Chicago)' }));
    expect(screen.getByText(/will count days in Central Time \(America\/Chicago\) from now on/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(AgencyMsg.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /settings')[0]?.body).toEqual({ timeZone: 'America/Chicago', version: 3 });
    expect(agencyTimeZone()).toBe('America/Chicago');
  });

  it("shows the server's refusal and keeps the choice", async () => {
    mockApi({
      'GET /settings': { body: { data: settings } },
      'PUT /settings': apiError(409, 'STALE_RECORD', 'Someone else saved this record first.', 'version'),
    });
    signIn({ userType: UserType.SuperAdmin });
    const app = renderApp('/admin/settings');
    const zone = await screen.findByRole('combobox', { name: /Agency time zone/ });
    await app.user.clear(zone);
    await app.user.type(zone, 'Denver');
    await app.user.click(await screen.findByRole('option', { name: /America\/Denver/ }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this record first.')).toBeInTheDocument();
    expect(zone).toHaveValue('Mountain Time (America/Denver)');
  });

  it('is the Super Admin’s alone: an Admin is sent home', async () => {
    mockApi({ 'GET /client': { body: { data: [], recordCount: 0 } } });
    signIn({ userType: UserType.Admin });
    const app = renderApp('/admin/settings');
    await waitFor(() => expect(app.pathname()).not.toBe('/admin/settings'));
  });
});
