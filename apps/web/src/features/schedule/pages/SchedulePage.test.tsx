import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduleMsg, UserType } from '@hearth/shared';
import { seriousAxeViolations } from '../../../test/axe';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { CancelText } from '../components/CancelVisitForm';
import { NOW, visitsReply, week } from '../test-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

function renderSchedule(path = '/admin/schedule', routes: Record<string, MockRoute> = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const api = mockApi({ 'GET /scheduled-visits': visitsReply(week), ...routes });
  signIn({ userType: UserType.Admin });
  const app = renderApp(path);
  const asked = () => api.callsTo('GET /scheduled-visits').map((c) => Object.fromEntries(c.query));
  return { api, app, asked };
}

const grid = () => screen.findByRole('table', { name: /^Week of 05\/04\/2026 by/ });
/** The cells of a row (Monday first) by its header. */
const cellsOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell');
const card = (name: RegExp) => screen.getByRole('button', { name });

describe('the week by staff', () => {
  it("groups the week's visits by staff member and day, statuses in words, with today's at a glance", async () => {
    const { asked } = renderSchedule();
    const table = await grid();
    expect(asked()).toEqual([{ from: '2026-05-04', to: '2026-05-10' }]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Open shifts', 'Kim, Lee', 'Rivera, Sam']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Staff',
      'Mon 05/04',
      'Tue 05/05',
      'Wed 05/06 (today)',
      'Thu 05/07',
      'Fri 05/08',
      'Sat 05/09',
      'Sun 05/10',
    ]);
    const rivera = cellsOf(table, 'Rivera, Sam');
    expect(rivera[2]).toHaveTextContent('9:00–11:00 AMAlvarez, RosaW1726Scheduled');
    expect(rivera[2]).toHaveTextContent('1:00–2:00 PMBrown, AdaW1726Late');
    expect(rivera[1]).toBeEmptyDOMElement();
    const kim = cellsOf(table, 'Kim, Lee');
    expect(kim[1]).toHaveTextContent('8:00–9:00 AMAlvarez, RosaW1726Missed');
    expect(kim[4]).toHaveTextContent('Cancelled');
    expect(kim[4]).toHaveTextContent('Client in hospital');
    expect(cellsOf(table, 'Open shifts')[3]).toHaveTextContent('Brown, AdaW1726Open shift');

    const glance = screen.getByRole('region', { name: 'Today, 05/06/2026' });
    const count = (label: string) => within(glance).getByText(label).closest('li');
    expect(count('Scheduled')).toHaveTextContent('1Scheduled');
    expect(count('Late')).toHaveTextContent('1Late');
    expect(count('Missed')).toHaveTextContent('0Missed');
    expect(count('Open shift')).toHaveTextContent('0Open shift');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('keeps the view and the week in the address, reading one week at a time', async () => {
    const { app, asked } = renderSchedule();
    await grid();
    await app.user.click(screen.getByRole('button', { name: 'By client' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?view=client'));
    const table = await screen.findByRole('table', { name: 'Week of 05/04/2026 by client' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Alvarez, Rosa', 'Brown, Ada']);
    expect(cellsOf(table, 'Brown, Ada')[3]).toHaveTextContent('Open shift');

    await app.user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?week=2026-05-11&view=client'));
    await waitFor(() => expect(asked()).toContainEqual({ from: '2026-05-11', to: '2026-05-17' }));
    await app.user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?view=client'));
  });

  it('opens a week from the address with its filters', async () => {
    const { asked } = renderSchedule('/admin/schedule?week=2026-05-13&staffId=21', {
      'GET /user/user_list': { body: { data: [{ userId: 21, name: 'Rivera, Sam' }] } },
    });
    // Any day of a week opens its Monday.
    await waitFor(() => expect(asked()[0]).toEqual({ from: '2026-05-11', to: '2026-05-17', staffId: '21' }));
    // Today is not in that week: today's glance is read on its own.
    await waitFor(() => expect(asked()).toContainEqual({ from: '2026-05-06', to: '2026-05-06', staffId: '21' }));
  });
});

describe('moving a visit', () => {
  it('by keyboard: Alt+Right moves it a day later, Alt+Up to the staff member above, and says so', async () => {
    const { api } = renderSchedule('/admin/schedule', { 'PATCH /schedules/11': { body: { data: null } } });
    const table = await grid();
    const visit = card(/^9:00–11:00 AM ?Alvarez, Rosa ?W1726 ?Scheduled$/);
    visit.focus();
    fireEvent.keyDown(visit, { key: 'ArrowRight', altKey: true });
    // At once in its new place, and focused there.
    await waitFor(() => expect(cellsOf(table, 'Rivera, Sam')[3]).toHaveTextContent('Alvarez, Rosa'));
    await waitFor(() => expect(api.callsTo('PATCH /schedules/11')).toHaveLength(1));
    expect(api.callsTo('PATCH /schedules/11')[0]!.body).toEqual({
      scope: 'occurrence',
      date: '2026-05-06',
      moveTo: '2026-05-07',
    });
    expect(
      await screen.findByText('Moved Alvarez, Rosa, 9:00–11:00 AM to Thursday 05/07/2026, Rivera, Sam.'),
    ).toBeInTheDocument();

    const again = card(/^9:00–11:00 AM ?Alvarez, Rosa ?W1726 ?Scheduled$/);
    fireEvent.keyDown(again, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(api.callsTo('PATCH /schedules/11')).toHaveLength(2));
    expect(api.callsTo('PATCH /schedules/11')[1]!.body).toEqual({
      scope: 'occurrence',
      date: '2026-05-06',
      staffId: 22,
    });
  });

  it('puts the card back and shows why when the server refuses the move', async () => {
    renderSchedule('/admin/schedule', {
      'PATCH /schedules/11': {
        status: 409,
        body: {
          code: 409,
          error: 'SCHEDULE_CONFLICT',
          message: 'Rivera, Sam is already booked then',
          details: {
            overridable: true,
            conflicts: [
              { kind: 'staff_double_booked', message: 'Rivera, Sam already visits Brown, Ada then', overridable: true },
            ],
          },
        },
      },
    });
    const table = await grid();
    fireEvent.keyDown(card(/^9:00–11:00 AM ?Alvarez, Rosa ?W1726 ?Scheduled$/), { key: 'ArrowRight', altKey: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Rivera, Sam already visits Brown, Ada then');
    await waitFor(() => expect(cellsOf(table, 'Rivera, Sam')[2]).toHaveTextContent('Alvarez, Rosa'));
    expect(cellsOf(table, 'Rivera, Sam')[3]).toBeEmptyDOMElement();
    expect(screen.getByText('Not moved: Rivera, Sam already visits Brown, Ada then')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move anyway' })).toBeInTheDocument();
  });
});

describe('a visit', () => {
  it('is cancelled with a reason, and a note when the reason is Other', async () => {
    const { api, app } = renderSchedule('/admin/schedule', {
      'POST /scheduled-visits/cancel': { body: { data: null } },
    });
    await grid();
    await app.user.click(card(/^9:00–11:00 AM ?Alvarez, Rosa ?W1726 ?Scheduled$/));
    const dialog = await screen.findByRole('dialog', { name: /^Visit/ });
    expect(dialog).toHaveTextContent('Wednesday 05/06/2026, 9:00–11:00 AM');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await app.user.click(await screen.findByRole('option', { name: 'Other' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel this visit' }));
    expect(await within(dialog).findByText(ScheduleMsg.cancelNoteRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /scheduled-visits/cancel')).toHaveLength(0);

    await fillIn(app.user, within(dialog).getByRole('textbox', { name: 'Note' }), 'Family visiting from abroad');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel this visit' }));
    expect(await screen.findByText(CancelText.cancelled)).toBeInTheDocument();
    expect(api.callsTo('POST /scheduled-visits/cancel')[0]!.body).toEqual({
      scheduleId: 11,
      date: '2026-05-06',
      reason: 'other',
      note: 'Family visiting from abroad',
    });
  });

  it('in the past is read-only, with a sentence why', async () => {
    const { app } = renderSchedule();
    await grid();
    await app.user.click(card(/Missed$/));
    const dialog = await screen.findByRole('dialog', { name: /^Visit/ });
    expect(dialog).toHaveTextContent('This visit is in the past; past visits never change.');
    expect(within(dialog).queryByRole('button', { name: 'Edit or move' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel visit' })).not.toBeInTheDocument();
  });

  it('is refused for another user type', async () => {
    mockApi();
    signIn({ userType: UserType.SupportCoordinator });
    const app = renderApp('/admin/schedule');
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
  });
});

describe('on a phone', () => {
  it("shows one day's agenda in time order, with a day switcher", async () => {
    window.innerWidth = 375;
    const { app } = renderSchedule();
    const today = await screen.findByRole('list', { name: 'Visits on 05/06/2026' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(today)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00–11:00 AMAlvarez, RosaRivera, SamW1726Scheduled', '1:00–2:00 PMBrown, AdaRivera, SamW1726Late']);
    expect(await seriousAxeViolations()).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Tuesday 05/05/2026' }));
    const tuesday = await screen.findByRole('list', { name: 'Visits on 05/05/2026' });
    expect(tuesday).toHaveTextContent('Kim, Lee');
    expect(tuesday).toHaveTextContent('Missed');
    expect(app.router.state.location.search).toBe('?day=2026-05-05');
  });
});

describe('refusals', () => {
  it('says when the week cannot be read', async () => {
    renderSchedule('/admin/schedule', {
      'GET /scheduled-visits': apiError(400, 'VALIDATION_ERROR', ScheduleMsg.rangeTooWide),
    });
    expect(await screen.findByText(ScheduleMsg.rangeTooWide)).toBeInTheDocument();
  });
});
