import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '@hearth/shared';
import { apiError, mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildAuthorization, buildSchedule, NOW, visitsReply, week } from '../test-fixtures';
import { DeleteText } from './VisitDialog';
import { EditText } from './EditVisitForm';

afterEach(() => {
  vi.useRealTimers();
});

async function renderWeek(routes: Record<string, MockRoute> = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const api = mockApi({
    'GET /scheduled-visits': visitsReply(week),
    'GET /schedules/11': { body: { data: buildSchedule() } },
    'GET /serviceRequestByClientId': {
      body: {
        data: [
          buildAuthorization({
            assignedStaff: [
              { userId: 21, name: 'Sam Rivera' },
              { userId: 22, name: 'Lee Kim' },
            ],
          }),
        ],
      },
    },
    'PATCH /schedules/11': { body: { data: buildSchedule() } },
    ...routes,
  });
  signIn({ userType: UserType.Admin });
  const app = renderApp('/admin/schedule');
  const table = await screen.findByRole('table', { name: 'Week of 05/04/2026 by staff' });
  return { api, app, table };
}

const firstVisit = () => screen.getByRole('button', { name: /^9:00–11:00 AM ?Alvarez, Rosa ?W1726 ?Scheduled$/ });

async function openEdit(app: Awaited<ReturnType<typeof renderWeek>>['app']) {
  await app.user.click(firstVisit());
  const dialog = await screen.findByRole('dialog', { name: /^Visit/ });
  await app.user.click(within(dialog).getByRole('button', { name: 'Edit or move' }));
  await within(dialog).findByRole('radio', { name: 'This visit only' });
  return dialog;
}

describe('changing a visit', () => {
  it('this visit only: sends what changed, the day as moveTo', async () => {
    const { api, app } = await renderWeek();
    const dialog = await openEdit(app);
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Staff' }));
    await app.user.click(await screen.findByRole('option', { name: 'Lee Kim' }));
    await fillIn(app.user, within(dialog).getByLabelText(/^Date/), '2026-05-08');
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByText(EditText.saved)).toBeInTheDocument();
    expect(api.callsTo('PATCH /schedules/11')[0]!.body).toEqual({
      scope: 'occurrence',
      date: '2026-05-06',
      staffId: 22,
      moveTo: '2026-05-08',
    });
  });

  it('this and following: the weekdays, the end date and the series version from this day on', async () => {
    const { api, app } = await renderWeek();
    const dialog = await openEdit(app);
    await app.user.click(within(dialog).getByRole('radio', { name: 'This and following' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await fillIn(app.user, within(dialog).getByLabelText(/^End date/), '2026-05-31');
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(api.callsTo('PATCH /schedules/11')).toHaveLength(1));
    expect(api.callsTo('PATCH /schedules/11')[0]!.body).toMatchObject({
      scope: 'following',
      date: '2026-05-06',
      staffId: 21,
      startTime: '09:00',
      durationMinutes: 120,
      weekdays: [1, 3],
      intervalWeeks: 1,
      endDate: '2026-05-31',
      version: 4,
    });
  });

  it('says when someone changed the series first, keeping the form', async () => {
    const { app } = await renderWeek({
      'PATCH /schedules/11': apiError(
        409,
        'STALE_RECORD',
        'Someone else changed this schedule. Reload it and try again.',
      ),
    });
    const dialog = await openEdit(app);
    await app.user.click(within(dialog).getByRole('radio', { name: 'This and following' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Not saved');
    expect(notice).toHaveTextContent('Someone else changed this schedule. Reload it and try again.');
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
  });

  it('deletes the series from this day on', async () => {
    const { api, app } = await renderWeek({ 'DELETE /schedules/11': { body: { data: { removedVisits: 9 } } } });
    await app.user.click(firstVisit());
    const dialog = await screen.findByRole('dialog', { name: /^Visit/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete series from this day' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete from 05/06/2026 on' }));
    expect(await screen.findByText(DeleteText.deleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE /schedules/11')[0]!.query.get('from')).toBe('2026-05-06');
  });

  it('moves by drag and drop onto another day and staff member', async () => {
    const { api, table } = await renderWeek();
    const store: Record<string, string> = {};
    const dataTransfer = {
      setData: (k: string, v: string) => void (store[k] = v),
      getData: (k: string) => store[k] ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    const kimFriday = within(within(table).getByRole('rowheader', { name: 'Kim, Lee' }).closest('tr')!).getAllByRole(
      'cell',
    )[4]!;
    fireEvent.dragStart(firstVisit(), { dataTransfer });
    fireEvent.dragOver(kimFriday, { dataTransfer });
    fireEvent.drop(kimFriday, { dataTransfer });
    await waitFor(() => expect(api.callsTo('PATCH /schedules/11')).toHaveLength(1));
    expect(api.callsTo('PATCH /schedules/11')[0]!.body).toEqual({
      scope: 'occurrence',
      date: '2026-05-06',
      moveTo: '2026-05-08',
      staffId: 22,
    });
  });
});
