import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledVisitOut, UnitsProjectionOut } from '@hearth/shared';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { buildScheduledVisit } from '../../../test/schedule-fixtures';
import { buildClient } from '../test-fixtures';

// Wednesday 05/06/2026, 09:30 in New York (the default agency zone).
const NOW = new Date('2026-05-06T13:30:00Z');

const visit = (overrides: Partial<ScheduledVisitOut>): ScheduledVisitOut =>
  buildScheduledVisit({
    date: '2026-05-07',
    startsAt: '2026-05-07 13:00:00',
    endsAt: '2026-05-07 15:00:00',
    client: { id: 41, name: 'Alvarez, Rosa M' },
    ...overrides,
  });

const projection = (overrides: Partial<UnitsProjectionOut>): UnitsProjectionOut => ({
  clientServiceId: 31,
  serviceCode: 'W1726',
  serviceName: 'Companion',
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  authorized: 480,
  used: 120,
  planned: 200,
  remaining: 160,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

function renderTab(width: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.innerWidth = width;
  const api = mockApi({
    'GET /clientbyId': { body: { data: buildClient() } },
    'GET /scheduled-visits': {
      body: {
        data: [
          visit({
            id: 2,
            date: '2026-05-08',
            startsAt: '2026-05-08 13:00:00',
            endsAt: '2026-05-08 14:00:00',
            status: 'cancelled',
            cancelReason: 'staff_sick',
          }),
          visit({ id: 1, staff: null, status: 'open' }),
        ],
        recordCount: 2,
      },
    },
    'GET /clients/41/schedule-projection': {
      body: {
        data: [
          projection({}),
          projection({
            clientServiceId: 32,
            serviceCode: 'W7060',
            serviceName: 'Respite',
            authorized: 100,
            used: 60,
            planned: 52,
            remaining: -12,
          }),
        ],
      },
    },
  });
  signIn();
  renderApp('/admin/client-details?id=41&tab=schedule');
  return api;
}

describe("the client's schedule", () => {
  it.each([1024, 375])(
    'lists the next 14 days and the units per authorization, an overrun in words (%i px)',
    async (width) => {
      const api = renderTab(width);
      expect(await screen.findByRole('tab', { name: 'Schedule', selected: true })).toBeInTheDocument();
      const upcoming = await screen.findByRole('list', { name: 'Upcoming visits' });
      expect(Object.fromEntries(api.callsTo('GET /scheduled-visits')[0]!.query)).toEqual({
        clientId: '41',
        from: '2026-05-06',
        to: '2026-05-19',
      });
      const lines = within(upcoming).getAllByRole('listitem');
      expect(lines[0]).toHaveTextContent('Thursday 05/07/2026, 09:00 AM–11:00 AMW1726Open shiftOpen shift');
      expect(lines[1]).toHaveTextContent('Friday 05/08/2026, 09:00 AM–10:00 AMW1726Rivera, SamCancelledStaff sick');

      const units = await screen.findByRole('list', { name: 'Units per authorization' });
      const [companion, respite] = within(units).getAllByRole('listitem');
      expect(companion).toHaveTextContent('Authorized480Used120Planned200Remaining160');
      expect(companion).not.toHaveTextContent('Over the authorization');
      expect(respite).toHaveTextContent('Remaining-12');
      expect(respite).toHaveTextContent('Over the authorization by 12 units');
      expect(screen.getByRole('link', { name: 'Open in the schedule' })).toHaveAttribute(
        'href',
        '/admin/schedule?view=client&clientId=41',
      );
      expect(await seriousAxeViolations()).toEqual([]);
    },
  );
});
