// Issue 21, the scheduling journey (docs/decisions/017): the admin plans a week on /admin/schedule
// (the dialog's live preview, the grid by staff and by client, a visit moved by keyboard, a double
// booking planned anyway with a reason); the staff member sees today's planned visits first and
// the week on My schedule, which still shows with no signal; one visit of today is late and one
// missed, the per-minute watch raises their EVV exceptions and the admin resolves both with a
// note; axe on every scheduling screen at the project's width (desktop 1280, phone 375).
//
// Days and times are the agency's (GET /agency, America/New_York by default), never the machine's.
// The visits the admin plans fall on later days of this week (or the next), so the time of day
// never matters to them. The late and missed visits are planned through the API a few minutes
// ahead (the server plans nothing that starts before now) and then moved back in time in the
// database (support/schedule.ts letTimePass: the clock moving on, as the server's tests inject
// one); from there on the statuses, the watch, the exceptions and the screens are the product's.
// They need part of today behind us and some ahead (lateAndMissedWindow): outside it (about
// 23:15–00:45 in the agency's zone) that part is skipped and said so in an annotation.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { isoWeekday, mondayOf, shiftDay, WEEKDAY_LABELS, type ScheduledVisitOut } from '@hearth/shared';
import { adminSignIn } from '../support/admin.js';
import { field, listItem, softAccessible, usDate } from '../support/records.js';
import {
  agencyClock,
  hhmm,
  letTimePass,
  minuteOfDay,
  planThrough,
  scheduleData,
  scheduleExceptions,
  visitsOf,
} from '../support/schedule.js';
import { signInWithCode } from '../support/sign-in.js';
import { api, type Api } from '../support/visits-data.js';

const SHOTS = '/tmp/schedule-shots';
mkdirSync(SHOTS, { recursive: true });

/** What the person sees, to /tmp/schedule-shots/<project>-<name>.png. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(SHOTS, `${test.info().project.name}-${name}.png`), fullPage });
}

/** Aborts what a service worker would still pass to the network (setOffline does not reach it; offline-visit.spec). */
const noNetwork = (route: Route) => route.abort('internetdisconnected');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks the option whose name matches `option` in the MUI select labelled `label` (retried as records.ts choose does). */
async function pick(scope: Locator, label: string, option: RegExp | string) {
  const page = scope.page();
  const combo = scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });
  const menu = page.locator('[role="listbox"]');
  await expect(async () => {
    if ((await menu.count()) === 0) await combo.click();
    await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click({ timeout: 3_000 });
    await expect(menu).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The client picker of the plan dialog: types the last name, picks the client. */
async function pickClient(dialog: Locator, name: string) {
  const combo = dialog.getByRole('combobox', { name: /^Client/ });
  await combo.click();
  await combo.fill(name.split(',')[0]!);
  await dialog.page().getByRole('option', { name, exact: true }).click();
  await expect(combo).toHaveValue(name);
}

/**
 * The late and missed visits need, in the agency's zone, 40 minutes of today behind us (the missed
 * one ran from 40 to 25 minutes ago, the late one started 20 minutes ago, past the 15-minute grace)
 * and the two slots they are first planned in ahead of us (from 5 to 40 minutes from now): the
 * server plans nothing that starts before now, nor on a past day. 00:45–23:15 leaves margin.
 */
const lateAndMissedWindow = (minute: number) => minute >= 45 && minute <= 23 * 60 + 15;

/**
 * The days of the week's plan: the first day after today that is a Monday to Friday (so that it, the
 * day after and the one after that are in one Monday–Sunday week, the grid's), planned with the day
 * two days later; the keyboard moves the first visit to the free day between them.
 */
function planDays(today: string) {
  let d = shiftDay(today, 1);
  while (isoWeekday(d) > 5) d = shiftDay(d, 1);
  return { d, next: shiftDay(d, 1), later: shiftDay(d, 2) };
}

test('scheduling: plan a week, the staff member sees it (offline too), late and missed visits are caught and resolved', async ({
  page,
  browser,
  isMobile,
  hasTouch,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const phone = testInfo.project.name === 'phone';
  const baseURL = testInfo.project.use.baseURL!;
  // Script errors of the admin's screens fail the journey at the end (soft), with what they said.
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));

  // ---- Data of its own (API): two clients with a Companion authorization each, one staff member allocated to both.
  const { token } = await adminSignIn(page, null);
  const admin: Api = api(request, token);
  const { timeZone, today } = await agencyClock(admin);
  const { a, b, staff } = await scheduleData(admin, today);
  const { d, next, later } = planDays(today);
  const weekEnd = shiftDay(today, 6);

  // ---- Late and missed (API + the clock): planned ahead now, so the watch can find them while the journey goes on.
  const nowMinute = minuteOfDay(new Date(), timeZone);
  const late = lateAndMissedWindow(nowMinute);
  let lateVisit: ScheduledVisitOut | null = null;
  let missedVisit: ScheduledVisitOut | null = null;
  if (late) {
    const one = (startMinute: number) =>
      planThrough(request, token, {
        clientServiceId: a.auth.serviceRequestId,
        staffId: staff.userId,
        startDate: today,
        endDate: today,
        startTime: hhmm(startMinute),
        durationMinutes: 15,
        intervalWeeks: 1,
      });
    const lateSchedule = await one(nowMinute + 5);
    const missedSchedule = await one(nowMinute + 25);
    const todays = await visitsOf(admin, { from: today, to: today, clientId: a.clientId });
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    lateVisit = todays.find((v) => v.scheduleId === lateSchedule.id)!;
    missedVisit = todays.find((v) => v.scheduleId === missedSchedule.id)!;
    // 20 minutes ago for an hour: late (past the grace), still running. 40 to 25 minutes ago: missed.
    await letTimePass(lateVisit.id, new Date(minute - 20 * 60_000), 60);
    await letTimePass(missedVisit.id, new Date(minute - 40 * 60_000), 15);
    const now = await visitsOf(admin, { from: today, to: today, clientId: a.clientId });
    expect(now.find((v) => v.id === lateVisit!.id)?.status).toBe('late');
    expect(now.find((v) => v.id === missedVisit!.id)?.status).toBe('missed');
  } else {
    testInfo.annotations.push({
      type: 'skipped-step',
      description: `late and missed: ${hhmm(nowMinute)} in ${timeZone} leaves no room today (needs 00:45–23:15)`,
    });
  }

  await test.step('the admin plans a week in the dialog, with its live preview', async () => {
    await page.goto('/admin/schedule');
    await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Plan visits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan visits' });
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Start date')).toHaveValue(today);
    await pickClient(dialog, a.name);
    await pick(dialog, 'Authorization', /^W1726 Companion/);
    await pick(dialog, 'Staff', staff.name);
    await field(dialog, 'End date').fill(weekEnd);
    // Today's weekday comes checked with the start date; the plan is on d and d + 2.
    await dialog.getByRole('checkbox', { name: WEEKDAY_LABELS[isoWeekday(today) - 1] }).uncheck();
    await dialog.getByRole('checkbox', { name: WEEKDAY_LABELS[isoWeekday(d) - 1] }).check();
    await dialog.getByRole('checkbox', { name: WEEKDAY_LABELS[isoWeekday(later) - 1] }).check();
    await field(dialog, 'Start time').fill('09:30');
    await field(dialog, 'Duration (minutes)').fill('90');
    await expect(dialog.getByText('1 h 30 min')).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(
      new RegExp(`^2 visits, 12(\\.00)? units from ${escape(usDate(d))} to ${escape(usDate(later))}`),
    );
    await softAccessible(page, 'plan dialog');
    await shot(page, '01-plan-dialog', !phone);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Visits planned' })).toBeVisible();
    const planned = await visitsOf(admin, { from: today, to: weekEnd, clientId: a.clientId });
    expect(planned.filter((v) => v.durationMinutes === 90).map((v) => v.date)).toEqual([d, later]);
  });

  const weekVisits = async () =>
    (await visitsOf(admin, { from: today, to: weekEnd, clientId: a.clientId })).filter((v) => v.durationMinutes === 90);
  const [onD] = await weekVisits();
  // The staff pickers say 'First Last'; the schedule's screens 'Last, First'.
  const staffName = onD!.staff!.name;

  if (!phone) {
    await test.step('the week grid shows the visits by staff and by client; one moves a day by keyboard', async () => {
      if (mondayOf(d) !== mondayOf(today)) await page.getByRole('button', { name: 'Next week' }).click();
      const grid = page.getByRole('table', { name: /^Week of .* by staff$/ });
      const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: staffName, exact: true }) });
      const cell = (day: string) => row.locator(`td[data-day="${day}"]`);
      await expect(cell(d)).toContainText(a.name);
      await expect(cell(d)).toContainText('9:30–11:00 AM');
      await expect(cell(later)).toContainText(a.name);
      await softAccessible(page, 'schedule week grid (by staff)');
      await shot(page, '02-week-by-staff');

      await page.getByRole('button', { name: 'By client' }).click();
      const byClient = page.getByRole('table', { name: /^Week of .* by client$/ });
      const clientRow = byClient
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: a.name, exact: true }) });
      await expect(clientRow.locator(`td[data-day="${d}"]`)).toContainText(staffName);
      await expect(clientRow.locator(`td[data-day="${later}"]`)).toContainText(staffName);
      await page.getByRole('button', { name: 'By staff' }).click();

      // Alt+Right: the visit of d goes to the next day, focus and a spoken sentence follow it.
      const card = page.locator(`[data-visit-id="${onD!.id}"]`);
      await card.focus();
      await card.press('Alt+ArrowRight');
      await expect(page.getByRole('status').filter({ hasText: /^Moved / })).toContainText(
        `Moved ${a.name}, 9:30–11:00 AM to`,
      );
      await expect(cell(next).locator(`[data-visit-id="${onD!.id}"]`)).toBeVisible();
      await expect(cell(d).locator(`[data-visit-id="${onD!.id}"]`)).toHaveCount(0);
      await expect(card).toBeFocused();
      expect((await weekVisits()).map((v) => v.date)).toEqual([next, later]);
      await shot(page, '03-week-moved');
    });

    await test.step('a plan that double-books the staff member says so and goes through with a reason', async () => {
      await page.getByRole('button', { name: 'Plan visits' }).click();
      const dialog = page.getByRole('dialog', { name: 'Plan visits' });
      await pickClient(dialog, b.name);
      await pick(dialog, 'Authorization', /^W1726 Companion/);
      await pick(dialog, 'Staff', staff.name);
      await field(dialog, 'Start date').fill(later);
      await field(dialog, 'End date').fill(later);
      await field(dialog, 'Start time').fill('10:00');
      await field(dialog, 'Duration (minutes)').fill('60');
      await expect(dialog.getByRole('status')).toContainText(
        new RegExp(`^1 visit, 4(\\.00)? units from ${escape(usDate(later))} to ${escape(usDate(later))}`),
      );
      await dialog.getByRole('button', { name: 'SAVE' }).click();
      const notice = dialog.getByRole('alert').filter({ hasText: 'Check before planning' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(staffName);
      await expect(notice).toContainText(`${usDate(later)} 9:30–11:00 AM: ${a.name} with ${staffName}`);
      await softAccessible(page, 'plan dialog with a double booking');
      await shot(page, '04-double-booking', false);
      await notice.getByRole('button', { name: 'Plan anyway' }).click();
      await expect(notice.getByText('Give a reason to plan this anyway')).toBeVisible();
      const reason = 'Two clients share the house; one visit covers both.';
      await notice.getByRole('textbox', { name: /Reason to plan anyway/ }).fill(reason);
      await notice.getByRole('button', { name: 'Plan anyway' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: 'Visits planned' })).toBeVisible();
      const crashed = page.getByRole('heading', { name: 'This screen could not be opened' });
      if ((await crashed.count()) > 0) {
        await shot(page, '04b-after-plan-anyway-crashed');
        expect.soft(await crashed.count(), 'the schedule screen after Plan anyway closed the dialog').toBe(0);
        await page.reload();
      }
      const [visitB] = await visitsOf(admin, { from: later, to: later, clientId: b.clientId });
      expect(visitB).toMatchObject({ date: later, staff: { id: staff.userId } });
      const { data: schedule } = await admin.get<{ data: { overrideReason: string | null } }>(
        `/schedules/${visitB!.scheduleId}`,
      );
      expect(schedule.overrideReason).toBe(reason);
      const grid = page.getByRole('table', { name: /by staff$/ });
      await expect(grid.locator(`[data-visit-id="${visitB!.id}"]`)).toContainText(b.name);
    });
  } else {
    await test.step('on a phone the week is a day agenda', async () => {
      if (mondayOf(d) !== mondayOf(today)) await page.getByRole('button', { name: 'Next week' }).click();
      await page.getByRole('button', { name: new RegExp(escape(usDate(d))) }).click();
      const agenda = page.getByRole('list', { name: `Visits on ${usDate(d)}` });
      const card = agenda.locator(`[data-visit-id="${onD!.id}"]`);
      await expect(card).toContainText(a.name);
      await expect(card).toContainText(staffName);
      await expect(card).toContainText('Scheduled');
      await softAccessible(page, 'schedule day agenda (phone)');
      await shot(page, '02-agenda');
    });
  }

  if (lateVisit && missedVisit) {
    await test.step('the schedule says Late and Missed in words', async () => {
      await page.goto('/admin/schedule');
      const glance = page.getByRole('region', { name: /^Today, / });
      await expect(glance.getByRole('listitem').filter({ hasText: 'Late' })).toHaveText(/^[1-9]\d*\s*Late$/);
      await expect(glance.getByRole('listitem').filter({ hasText: 'Missed' })).toHaveText(/^[1-9]\d*\s*Missed$/);
      const lateCard = page.locator(`[data-visit-id="${lateVisit!.id}"]`);
      const missedCard = page.locator(`[data-visit-id="${missedVisit!.id}"]`);
      await expect(lateCard).toContainText('Late');
      await expect(missedCard).toContainText('Missed');
      await softAccessible(page, `schedule today (${phone ? 'agenda' : 'grid'}) with late and missed`);
      await shot(page, '05-late-missed');
    });
  }

  await test.step("the client's Schedule tab: upcoming visits and the units per authorization", async () => {
    await page.goto(`/admin/client-details?id=${a.clientId}&tab=schedule`);
    const upcoming = page.getByRole('list', { name: 'Upcoming visits' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(late ? 4 : 2);
    await expect(upcoming).toContainText(staffName);
    if (late) {
      await expect(upcoming.getByRole('listitem').filter({ hasText: 'Late' })).toHaveCount(1);
      await expect(upcoming.getByRole('listitem').filter({ hasText: 'Missed' })).toHaveCount(1);
    }
    const units = page.getByRole('list', { name: 'Units per authorization' });
    await expect(units).toContainText('W1726 Companion');
    await softAccessible(page, "client's Schedule tab");
    await shot(page, '06-client-schedule');
  });

  // ---- The staff member, on a device of their own at the project's width.
  const staffContext = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile,
    hasTouch,
    deviceScaleFactor: phone ? 2 : 1,
  });
  try {
    const staffPage = await staffContext.newPage();
    await test.step("the staff member sees today's planned visits first, and the week on My schedule", async () => {
      await signInWithCode(staffPage, staff.email, staff.password);
      await staffPage.getByRole('button', { name: 'NO' }).click();
      await expect(staffPage).toHaveURL(/\/staff\/visits$/);
      await expect(staffPage.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();
      const todays = staffPage.getByRole('region', { name: "Today's planned visits" });
      if (late) {
        await expect(todays).toBeVisible();
        await expect(todays.getByRole('listitem')).toHaveCount(2);
        await expect(todays.getByRole('listitem').nth(0)).toContainText('Missed');
        await expect(todays.getByRole('listitem').nth(1)).toContainText('Late');
        await expect(todays.getByRole('button', { name: `Start visit with ${a.name}` })).toHaveCount(1);
        // First on the screen: above the visits list.
        const listTop = (await staffPage.getByText('No Visits').boundingBox())?.y ?? Infinity;
        expect((await todays.boundingBox())!.y).toBeLessThan(listTop);
        await softAccessible(staffPage, "staff visits with today's planned visits");
        await shot(staffPage, '07-staff-visits');
      } else {
        await expect(todays).toHaveCount(0);
      }

      if (late) await todays.getByRole('link', { name: 'My schedule' }).click();
      else await staffPage.goto('/staff/schedule');
      await expect(staffPage).toHaveURL(/\/staff\/schedule$/);
      await expectWeek(staffPage);
      await softAccessible(staffPage, 'My schedule');
      await shot(staffPage, '08-my-schedule');
    });

    if (phone) {
      await test.step('with no signal My schedule still shows, saved on the phone', async () => {
        // The service worker controls the page once it is reopened (a new worker does not take over an open page).
        await staffPage.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
        await staffPage.reload();
        await expectWeek(staffPage);
        await staffContext.setOffline(true);
        await staffContext.route('**/api/**', noNetwork);
        await staffPage.reload();
        await expect(staffPage.getByRole('heading', { name: 'My schedule', level: 1 })).toBeVisible();
        await expect(staffPage.getByRole('status').filter({ hasText: 'Saved on this phone' }).first()).toHaveText(
          /^Saved on this phone at \d{2}:\d{2} — no connection$/,
        );
        await expectWeek(staffPage);
        await softAccessible(staffPage, 'My schedule with no signal');
        await shot(staffPage, '09-my-schedule-offline');
        await staffContext.unroute('**/api/**', noNetwork);
        await staffContext.setOffline(false);
      });
    }
  } finally {
    await staffContext.close();
  }

  /** My schedule: the moved visit (desktop) or the planned day (phone), the later one, and today's. */
  async function expectWeek(p: Page) {
    const day = (iso: string) => p.getByRole('region', { name: new RegExp(escape(usDate(iso))) });
    const first = phone ? d : next;
    await expect(day(first).getByRole('listitem').filter({ hasText: a.name })).toContainText('09:30 AM – 11:00 AM');
    await expect(day(later).getByRole('listitem').filter({ hasText: a.name })).toHaveCount(1);
    if (!phone) await expect(day(later).getByRole('listitem').filter({ hasText: b.name })).toHaveCount(1);
    if (late) {
      await expect(day(today).getByRole('listitem').filter({ hasText: 'Late' })).toHaveCount(1);
      await expect(day(today).getByRole('listitem').filter({ hasText: 'Missed' })).toHaveCount(1);
    }
  }

  if (lateVisit && missedVisit) {
    await test.step('the watch raises a late and a missed exception; the admin resolves both with a note', async () => {
      // The watch runs every minute: polled, up to 75 s from here (it has usually run already).
      await expect
        .poll(
          async () =>
            [
              (await scheduleExceptions(admin, 'late', [lateVisit!.id])).length,
              (await scheduleExceptions(admin, 'missed', [missedVisit!.id])).length,
            ].join(' '),
          { timeout: 75_000, intervals: [2_000] },
        )
        .toBe('1 1');
      for (const [type, label] of [
        ['late', 'Late visit'],
        ['missed', 'Missed visit'],
      ] as const) {
        await page.goto(`/admin/evv-exceptions?type=${type}&fromDate=${today}&toDate=${today}`);
        const item = listItem(page, 'EVV exceptions', a.name);
        await expect(item).toHaveCount(1);
        await expect(item).toContainText(label);
        await expect(item).toContainText(staffName);
        if (type === 'late') {
          await softAccessible(page, 'EVV exceptions (late)');
          await shot(page, '10-evv-late');
        }
        await item.getByRole('button', { name: `Resolve: ${label}, ${a.name}, ${usDate(today)}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Resolve EVV exception' });
        const note =
          type === 'late'
            ? 'Staff stuck in traffic; called the client.'
            : 'Client in hospital; the family called late.';
        await dialog.getByRole('textbox', { name: /Resolution note/ }).fill(note);
        if (type === 'missed') await shot(page, '11-resolve-missed', false);
        await dialog.getByRole('button', { name: 'Resolve' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('alert').filter({ hasText: 'EVV exception resolved' })).toBeVisible();
        // Resolved in place (until the list is read again): the note, and no Resolve button.
        await expect(item).toContainText('Resolved');
        await expect(item).toContainText(note);
        await expect(item.getByRole('button', { name: /^Resolve/ })).toHaveCount(0);
        if (type === 'missed') await shot(page, '12-evv-missed-resolved');
      }
      const [lateX] = await scheduleExceptions(admin, 'late', [lateVisit!.id]);
      const [missedX] = await scheduleExceptions(admin, 'missed', [missedVisit!.id]);
      expect([lateX?.resolved, missedX?.resolved]).toEqual([true, true]);
      // Left alone, the late visit would be missed when its hour is over (a new open exception for the
      // journeys that run after this one): the rest of it is cancelled, as the note says.
      await admin.post('/scheduled-visits/cancel', {
        scheduleId: lateVisit!.scheduleId,
        date: today,
        reason: 'other',
        note: 'The e2e journey is over',
      });
    });
  }
  expect.soft(pageErrors, 'script errors on the admin screens').toEqual([]);
});
