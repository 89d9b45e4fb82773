import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../test/fetch-mock';
import { renderApp, signIn } from '../test/render';
import { AGENCY_ZONE_STORAGE_KEY, agencyTimeZone } from './agency-zone';

function renderWorkEntries(agency: MockRoute) {
  localStorage.removeItem(AGENCY_ZONE_STORAGE_KEY);
  const api = mockApi({
    'GET /agency': agency,
    'GET /work_entry': { body: { data: [], recordCount: 0 } },
    // The filter pickers' option calls: empty lists (this is about the zone, not the pickers).
    'GET /user/user_list': { body: { data: [] } },
    'GET /serviceRequestList': { body: { data: [] } },
  });
  signIn();
  renderApp('/admin/work-entries');
  return api;
}

describe("the agency's time zone on a device", () => {
  it('is learnt from GET /agency before the first screen asks for anything, and remembered', async () => {
    const api = renderWorkEntries({ body: { data: { timeZone: 'America/Chicago' } } });
    await screen.findByRole('table', { name: 'Work Entries' });
    const [agencyCall, ...rest] = api.calls.filter((c) => c.path === '/agency' || c.path === '/work_entry');
    expect(agencyCall?.path).toBe('/agency');
    expect(rest.every((c) => c.query.get('timeZone') === 'America/Chicago')).toBe(true);
    expect(rest.length).toBeGreaterThan(0);
    expect(agencyTimeZone()).toBe('America/Chicago');
    expect(JSON.parse(localStorage.getItem(AGENCY_ZONE_STORAGE_KEY)!)).toBe('America/Chicago');
  });

  it('falls back to the default zone when a new device cannot ask (no signal), rather than show nothing', async () => {
    const api = renderWorkEntries(apiError(503, 'INTERNAL_ERROR', 'down'));
    await screen.findByRole('table', { name: 'Work Entries' }, { timeout: 8000 });
    const list = api.callsTo('GET /work_entry');
    expect(list.at(-1)?.query.get('timeZone')).toBe(agencyTimeZone());
    expect(localStorage.getItem(AGENCY_ZONE_STORAGE_KEY)).toBeNull();
    expect([DEFAULT_TIME_ZONE, 'America/Chicago']).toContain(agencyTimeZone());
  });
});
