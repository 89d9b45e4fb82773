import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduleMsg, UserType } from '@hearth/shared';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { fillIn, renderApp, signIn } from '../../../test/render';
import { buildAuthorization, buildSchedule, NOW, visitsReply, week } from '../test-fixtures';
import { PlanText } from './PlanDialog';

afterEach(() => {
  vi.useRealTimers();
});

const conflict = (error: string, overridable: boolean) => ({
  status: 409,
  body: {
    code: 409,
    error,
    message: 'The plan conflicts with other visits',
    details: {
      overridable,
      conflicts: overridable
        ? [
            {
              kind: 'staff_double_booked',
              message: 'Rivera, Sam is already booked on 05/14/2026 from 09:00 AM to 11:00 AM',
              overridable: true,
              visits: [
                {
                  scheduleId: 12,
                  date: '2026-05-14',
                  startsAt: '2026-05-14 13:00:00',
                  endsAt: '2026-05-14 15:00:00',
                  client: 'Brown, Ada',
                  staff: 'Rivera, Sam',
                },
              ],
            },
            {
              kind: 'over_authorization',
              message: 'Used and planned units (482) exceed the 480 authorized',
              overridable: true,
            },
          ]
        : [{ kind: 'staff_not_allocated', message: 'Rivera, Sam is not allocated to W1726', overridable: false }],
    },
  },
});

/** The week by client; a click on Alvarez's empty Thursday opens the plan with the client and the day. */
async function openPlan(postRoute: MockRoute) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const api = mockApi({
    'GET /scheduled-visits': visitsReply(week),
    'GET /serviceRequestByClientId': { body: { data: [buildAuthorization()] } },
    'POST /schedules': postRoute,
  });
  signIn({ userType: UserType.Admin });
  const app = renderApp('/admin/schedule?view=client');
  const table = await screen.findByRole('table', { name: 'Week of 05/04/2026 by client' });
  const row = within(table).getByRole('rowheader', { name: 'Alvarez, Rosa' }).closest('tr')!;
  await app.user.click(within(row).getAllByRole('cell')[3]!);
  const dialog = await screen.findByRole('dialog', { name: 'Plan visits' });
  return { api, app, dialog };
}

async function fillPlan(app: Awaited<ReturnType<typeof openPlan>>['app'], dialog: HTMLElement) {
  expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('Alvarez, Rosa');
  expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('2026-05-07');
  expect(within(dialog).getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await app.user.click(within(dialog).getByRole('combobox', { name: 'Authorization' }));
  await app.user.click(await screen.findByRole('option', { name: 'W1726 Companion (01/01/2026 – 06/30/2026)' }));
  await app.user.click(within(dialog).getByRole('combobox', { name: 'Staff' }));
  await app.user.click(await screen.findByRole('option', { name: 'Sam Rivera' }));
  await fillIn(app.user, within(dialog).getByLabelText(/^End date/), '2026-05-31');
  await app.user.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
}

const planned = {
  clientServiceId: 31,
  staffId: 21,
  startDate: '2026-05-07',
  endDate: '2026-05-31',
  startTime: '09:00',
  durationMinutes: 60,
  weekdays: [2, 4],
  intervalWeeks: 1,
  notes: null,
};

describe('plan visits', () => {
  it('previews the visits and units, shows every conflict in words, and plans anyway with a reason', async () => {
    let answers = 0;
    const { api, app, dialog } = await openPlan(() =>
      answers++ === 0 ? conflict('SCHEDULE_CONFLICT', true) : { status: 201, body: { data: buildSchedule() } },
    );
    await fillPlan(app, dialog);
    // Tuesdays and Thursdays from 05/07 to 05/31: 7 visits of 4 fifteen-minute units.
    expect(within(dialog).getByRole('status')).toHaveTextContent('7 visits, 28 units from 05/07/2026 to 05/28/2026');

    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Rivera, Sam is already booked on 05/14/2026 from 09:00 AM to 11:00 AM');
    expect(notice).toHaveTextContent('05/14/2026 9:00–11:00 AM: Brown, Ada with Rivera, Sam');
    expect(notice).toHaveTextContent('Used and planned units (482) exceed the 480 authorized');
    expect(api.callsTo('POST /schedules')[0]!.body).toEqual(planned);

    await app.user.click(within(notice).getByRole('button', { name: 'Plan anyway' }));
    expect(await within(notice).findByText(ScheduleMsg.overrideReasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /schedules')).toHaveLength(1);
    await fillIn(
      app.user,
      within(notice).getByRole('textbox', { name: 'Reason to plan anyway' }),
      'Family asked for both visits',
    );
    await app.user.click(within(notice).getByRole('button', { name: 'Plan anyway' }));

    expect(await screen.findByText(PlanText.planned)).toBeInTheDocument();
    expect(api.callsTo('POST /schedules')[1]!.body).toEqual({
      ...planned,
      override: { reason: 'Family asked for both visits' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains a conflict no reason overrides, offering no override, and keeps what was typed', async () => {
    const { app, dialog } = await openPlan(conflict('SCHEDULE_STAFF_NOT_ALLOWED', false));
    await fillPlan(app, dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('This cannot be planned');
    expect(notice).toHaveTextContent('Rivera, Sam is not allocated to W1726 (no reason can override this)');
    expect(within(notice).queryByRole('button', { name: 'Plan anyway' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^End date/)).toHaveValue('2026-05-31');
    expect(within(dialog).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(await seriousAxeViolations(dialog)).toEqual([]);
  });

  it('says what is missing before asking the server', async () => {
    const { api, app, dialog } = await openPlan({ status: 201, body: { data: buildSchedule() } });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('Choose an authorization')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a staff member or Open shift')).toBeInTheDocument();
    expect(within(dialog).getByText(ScheduleMsg.weekdaysRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /schedules')).toHaveLength(0);
  });
});
