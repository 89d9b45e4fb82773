import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, ScheduleMsg, UserType, type ScheduledVisitOut } from '@hearth/shared';
import { seriousAxeViolations } from '../../../test/axe';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { signIn } from '../../../test/render';
import { setAgencyTimeZone } from '../../../lib/agency-zone';
import { renderVisitScreen } from '../test-render';
import { OpenShiftsText } from './OpenShifts';
import { MyScheduleText } from './MySchedulePage';
import { buildScheduledVisit, scheduleReply } from './test-fixtures';

// The agency is in Honolulu (UTC-10); the test machine's clock says 08:00 UTC on 05/04, which is
// still 10:00 PM on Sunday 05/03 at the agency: "today" is the 3rd.
const ZONE = 'Pacific/Honolulu';
const NOW = new Date('2026-05-04T08:00:00Z');

const lateTonight = buildScheduledVisit({
  id: 601,
  date: '2026-05-03',
  startsAt: '2026-05-04 08:30:00',
  endsAt: '2026-05-04 09:30:00',
  notes: 'Evening medication reminder.',
});
const tomorrowMorning = buildScheduledVisit({
  id: 602,
  date: '2026-05-04',
  startsAt: '2026-05-04 19:00:00',
  endsAt: '2026-05-04 21:00:00',
  client: { id: 6, name: 'Nguyen, Anh' },
  status: 'cancelled',
  cancelReason: 'client_hospital',
});
const lastDay = buildScheduledVisit({
  id: 603,
  date: '2026-05-10',
  startsAt: '2026-05-10 19:00:00',
  endsAt: '2026-05-10 20:00:00',
});
const openShift = buildScheduledVisit({
  id: 777,
  date: '2026-05-06',
  startsAt: '2026-05-06 18:00:00',
  endsAt: '2026-05-06 20:00:00',
  client: { id: 8, name: 'Baker, Ann' },
  staff: null,
  status: 'open',
  notes: 'Bring the shower chair.',
});

function api(mine: ScheduledVisitOut[], open: ScheduledVisitOut[], overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /agency': { body: { data: { timeZone: ZONE } } },
    'GET /visits/inprogress': { body: { data: null } },
    'GET /scheduled-visits': () => scheduleReply(mine),
    'GET /scheduled-visits/open': () => scheduleReply(open),
    ...overrides,
  });
}

function renderSchedule() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setAgencyTimeZone(ZONE);
  signIn({ userType: UserType.Staff });
  return renderVisitScreen('/staff/schedule');
}

const noSignal: MockRoute = () => {
  throw new TypeError('Failed to fetch');
};

const dayHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => t !== OpenShiftsText.title);

afterEach(() => {
  vi.useRealTimers();
  setAgencyTimeZone(DEFAULT_TIME_ZONE);
});

describe('My schedule', () => {
  it("shows today and the next 7 days grouped by the agency's day, with times, notes and status in words", async () => {
    window.innerWidth = 375;
    const calls = api([lastDay, tomorrowMorning, lateTonight], []);
    renderSchedule();
    expect(await screen.findByRole('heading', { level: 1, name: MyScheduleText.title })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: 'Today, Sunday 05/03/2026' });
    // Today's visits start from here too, once no visit is known to be open.
    expect(await within(today).findByRole('button', { name: 'Start visit with Lopez, Maria' })).toBeEnabled();
    expect(Object.fromEntries(calls.callsTo('GET /scheduled-visits')[0]!.query)).toEqual({
      from: '2026-05-03',
      to: '2026-05-10',
    });
    expect(dayHeadings()).toEqual([
      'Today, Sunday 05/03/2026',
      'Tomorrow, Monday 05/04/2026',
      'Tuesday 05/05/2026',
      'Wednesday 05/06/2026',
      'Thursday 05/07/2026',
      'Friday 05/08/2026',
      'Saturday 05/09/2026',
      'Sunday 05/10/2026',
    ]);
    // 08:30 UTC on the 4th is 10:30 PM on the 3rd in Honolulu: tonight, not tomorrow.
    expect(within(today).getByRole('listitem')).toHaveTextContent(
      '10:30 PM – 11:30 PMLopez, MariaCompanion (W1726)ScheduledEvening medication reminder.Start visit',
    );
    const tomorrow = screen.getByRole('region', { name: 'Tomorrow, Monday 05/04/2026' });
    expect(within(tomorrow).getByRole('listitem')).toHaveTextContent('09:00 AM – 11:00 AMNguyen, Anh');
    expect(within(tomorrow).getByText('Cancelled')).toBeInTheDocument();
    expect(within(tomorrow).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Tuesday 05/05/2026' })).getByText(MyScheduleText.nothingPlanned),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sunday 05/10/2026' })).getByText(/09:00 AM – 10:00 AM/),
    ).toBeInTheDocument();
    // No open shifts: no section for them.
    expect(screen.queryByRole('region', { name: OpenShiftsText.title })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the schedule saved on the phone with no signal, and accepting needs a connection', async () => {
    const calls = api([lateTonight], [openShift]);
    const first = renderSchedule();
    await screen.findByRole('region', { name: 'Today, Sunday 05/03/2026' });
    await screen.findByRole('region', { name: OpenShiftsText.title });
    first.unmount();

    calls.set('GET /scheduled-visits', noSignal);
    calls.set('GET /scheduled-visits/open', noSignal);
    vi.setSystemTime(new Date('2026-05-04T08:20:00Z'));
    renderVisitScreen('/staff/schedule');
    // Saved at 08:00 UTC: 22:00 in Honolulu.
    expect(await screen.findByText('Saved on this phone at 22:00 — no connection')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Today, Sunday 05/03/2026' });
    expect(within(today).getByText('Lopez, Maria')).toBeInTheDocument();
    const open = await screen.findByRole('region', { name: OpenShiftsText.title });
    const accept = within(open).getByRole('button', { name: /^Accept open shift with Baker, Ann/ });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(OpenShiftsText.needsConnection);
    expect(calls.callsTo('POST /scheduled-visits/777/accept')).toHaveLength(0);
  });

  it('accepts an open shift: it leaves the open shifts and joins the schedule', async () => {
    const mine = [lateTonight];
    const open = [openShift];
    const accepted = { ...openShift, staff: { id: 7, name: 'Doe, Jane' }, status: 'scheduled' as const };
    const calls = api(mine, open, {
      'POST /scheduled-visits/777/accept': () => {
        open.splice(0, 1);
        mine.push(accepted);
        return { body: { data: accepted } };
      },
    });
    const app = renderSchedule();
    const section = await screen.findByRole('region', { name: OpenShiftsText.title });
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'Wednesday 05/06/2026, 08:00 AM – 10:00 AMBaker, AnnCompanion (W1726)Open shiftBring the shower chair.Accept',
    );
    await app.user.click(within(section).getByRole('button', { name: /^Accept open shift with Baker, Ann/ }));
    const done = await within(section).findByRole('status');
    expect(done).toHaveTextContent(OpenShiftsText.accepted);
    // The pressed button left with its shift: the focus is on what happened.
    await waitFor(() => expect(done).toHaveFocus());
    expect(calls.callsTo('POST /scheduled-visits/777/accept')).toHaveLength(1);
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    const wednesday = screen.getByRole('region', { name: 'Wednesday 05/06/2026' });
    await waitFor(() => expect(within(wednesday).getByText('Baker, Ann')).toBeInTheDocument());
    expect(within(wednesday).getByText('Scheduled')).toBeInTheDocument();
  });

  it("says so in the server's words when another staff member took the shift first, and drops it", async () => {
    const calls = api([lateTonight], [openShift, { ...openShift, id: 778, client: { id: 9, name: 'Cho, Min' } }], {
      'POST /scheduled-visits/777/accept': apiError(409, 'SCHEDULE_VISIT_TAKEN', ScheduleMsg.taken),
    });
    const app = renderSchedule();
    const section = await screen.findByRole('region', { name: OpenShiftsText.title });
    await app.user.click(within(section).getByRole('button', { name: /^Accept open shift with Baker, Ann/ }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(ScheduleMsg.taken);
    expect(within(section).queryByText('Baker, Ann')).not.toBeInTheDocument();
    expect(within(section).getByText('Cho, Min')).toBeInTheDocument();
    expect(await seriousAxeViolations(section)).toEqual([]);
    expect(
      within(screen.getByRole('region', { name: 'Wednesday 05/06/2026' })).getByText(MyScheduleText.nothingPlanned),
    ).toBeInTheDocument();
    expect(calls.callsTo('POST /scheduled-visits/777/accept')).toHaveLength(1);
  });
});
