import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '@hearth/shared';
import { buildClientService } from '../../clients/client-services/test-fixtures';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { signIn } from '../../../test/render';
import { buildOpenVisit, buildVisit, buildVisitClient } from '../test-fixtures';
import { renderVisitScreen } from '../test-render';
import { buildScheduledVisit, scheduleReply } from './test-fixtures';
import { TodaysPlannedText } from './TodaysPlannedVisits';

const today = [
  buildScheduledVisit(),
  // 7–8 AM New York, nobody clocked in by 7:15: late.
  buildScheduledVisit({
    id: 502,
    startsAt: '2026-05-04 11:00:00',
    endsAt: '2026-05-04 12:00:00',
    client: { id: 6, name: 'Nguyen, Anh' },
    clientServiceId: 40,
    serviceCode: 'W9862',
    serviceName: 'Respite 15 min',
    status: 'late',
  }),
];
const tomorrow = buildScheduledVisit({
  id: 503,
  date: '2026-05-05',
  startsAt: '2026-05-05 13:00:00',
  endsAt: '2026-05-05 15:00:00',
  client: { id: 8, name: 'Baker, Ann' },
});

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /visits': { body: { data: [buildVisit()], recordCount: 1 } },
    'GET /visits/inprogress': { body: { data: null } },
    'GET /scheduled-visits': scheduleReply([...today, tomorrow]),
    'GET /clientbyId': { body: { data: buildVisitClient() } },
    'GET /serviceRequestByClientId': {
      body: { data: [buildClientService({ serviceRequestId: 30, serviceName: 'Respite' }), buildClientService()] },
    },
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Today's planned visits on the staff visits screen", () => {
  it('come first, in start order, with their status in words, and Start visit opens the start flow set to that client and service', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T11:30:00Z'));
    window.innerWidth = 375;
    const calls = api();
    signIn({ userType: UserType.Staff });
    const app = renderVisitScreen('/staff/visits');
    const section = await screen.findByRole('region', { name: TodaysPlannedText.title });
    // Today and the next 7 days, in the agency's days.
    expect(Object.fromEntries(calls.callsTo('GET /scheduled-visits')[0]!.query)).toEqual({
      from: '2026-05-04',
      to: '2026-05-11',
    });
    const visitsList = await screen.findByRole('list', { name: 'Visits' });
    expect(section.compareDocumentPosition(visitsList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Offered once the visit in progress is known to be none.
    expect(await within(section).findAllByRole('button', { name: /^Start visit with/ })).toHaveLength(2);
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '07:00 AM – 08:00 AMNguyen, AnhRespite 15 min (W9862)LateStart visit',
      '09:00 AM – 11:00 AMLopez, MariaCompanion (W1726)ScheduledStart visit',
    ]);
    expect(within(section).queryByText('Baker, Ann')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: TodaysPlannedText.mySchedule })).toHaveAttribute(
      'href',
      '/staff/schedule',
    );
    expect(await seriousAxeViolations(section)).toEqual([]);

    await app.user.click(within(section).getByRole('button', { name: 'Start visit with Lopez, Maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Visit' });
    expect(await within(dialog).findByText('Companion (W1726)')).toBeInTheDocument();
    expect(within(dialog).getByText('Lopez, Maria')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'START VISIT' })).toBeEnabled();
    expect(calls.callsTo('GET /serviceRequestByClientId')[0]!.query.get('client_id')).toBe('5');
    await app.user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is hidden when nothing is planned today, and offers no start while a visit is open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T11:30:00Z'));
    const calls = api({ 'GET /scheduled-visits': scheduleReply([tomorrow]) });
    signIn({ userType: UserType.Staff });
    const first = renderVisitScreen('/staff/visits');
    await screen.findByRole('table', { name: 'Visits' });
    await waitFor(() => expect(calls.callsTo('GET /scheduled-visits')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: TodaysPlannedText.title })).not.toBeInTheDocument();
    first.unmount();

    calls.set('GET /scheduled-visits', scheduleReply(today));
    calls.set('GET /visits/inprogress', { body: { data: buildOpenVisit(new Date('2026-05-04T11:05:00Z')) } });
    renderVisitScreen('/staff/visits');
    const section = await screen.findByRole('region', { name: TodaysPlannedText.title });
    await screen.findByRole('link', { name: 'You have a visit in progress' });
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
