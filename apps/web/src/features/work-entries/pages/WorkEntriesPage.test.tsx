import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, WorkEntryStatus } from '@hearth/shared';
import { mockApi, type MockRoute } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render';
import { BilledText } from '../components/BilledNotice';
import { OfflineText } from '../components/OfflineNotice';
import { FilterText } from '../components/WorkEntryFilterPanel';
import { dateText, localIsoDate, parseWire, timeText } from '../../../lib/format';
import { buildWorkEntry, serviceOptionsBody, staffOptionsBody } from '../test-fixtures';

const completed = buildWorkEntry({ adminVerification: true });
const inProgress = buildWorkEntry({
  workEntryId: 6,
  entryName: 'W1726 - Lopez, Maria - 03/06/2024',
  userName: 'Lopez, Maria',
  status: WorkEntryStatus.InProgress,
  serviceEndTime: null,
  endTime: null,
  elapsedTime: null,
  serviceElapsedTime: null,
  unitsUsed: null,
  grossAmount: null,
  netAmount: null,
});

function renderList(list: MockRoute = { body: { data: [completed], recordCount: 1 } }, path = '/admin/work-entries') {
  const api = mockApi({
    'GET /work_entry': list,
    'GET /user/user_list': { body: staffOptionsBody },
    'GET /serviceRequestList': { body: serviceOptionsBody },
  });
  signIn();
  const app = renderApp(path);
  const lastQuery = () => Object.fromEntries(api.callsTo('GET /work_entry').at(-1)!.query);
  return { api, app, lastQuery };
}

describe('Work Entries list', () => {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

  it('asks for the Completed tab of the last 7 days by created date, and shows the amounts with 2 decimals', async () => {
    const { lastQuery } = renderList();
    const table = await screen.findByRole('table', { name: 'Work Entries' });
    const row = (await within(table).findByText(completed.entryName)).closest('tr')!;
    expect(lastQuery()).toMatchObject({
      offset: '0',
      limit: '10',
      filter: 'recent',
      type: 'com',
      date: '1',
      from: localIsoDate(-7),
      to: localIsoDate(0),
    });
    expect(lastQuery()).not.toHaveProperty('staff');
    expect(lastQuery()).not.toHaveProperty('status');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Work Entry Name',
      'Staff Name',
      'Client Name',
      'Start Time',
      'End Time',
      'Elapsed Hrs',
      'Used Units',
      'Gross ($)',
      'Net ($)',
      'Service',
      'Verified',
      '',
    ]);
    const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual([completed.entryName, 'Rivera, Sam', 'Alvarez, Rosa']);
    // Start Time and End Time, each the date over 'hh:mm A' in the entry's zone (here the agency's: no caption).
    const [start, end] = [parseWire(completed.serviceStartTime)!, parseWire(completed.serviceEndTime)!];
    expect(cells[3]).toBe(`${dateText(start)}${timeText(start)}`);
    expect(cells[4]).toBe(`${dateText(end)}${timeText(end)}`);
    expect([cells[3], cells[4]]).toEqual(['03/05/202409:00 AM', '03/05/202411:00 AM']);
    expect(cells.slice(5, 10)).toEqual(['2.00', '8', '40.96', '24.58', 'Companion Services']);
    expect(within(row).getByRole('img', { name: 'Admin verified' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Edit ${completed.entryName}` })).toHaveAttribute(
      'href',
      '/admin/edit-timeSheet?id=5',
    );
    expect(within(row).getByRole('link', { name: `View ${completed.entryName}` })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=5',
    );
  });

  it("shows an entry's times in its own zone and names the zone when it is not the agency's", async () => {
    const western = buildWorkEntry({
      timeZone: 'America/Los_Angeles',
      serviceStartTime: '2024-03-05 17:00:00',
      serviceEndTime: '2024-03-05 19:00:00',
    });
    const { lastQuery } = renderList({ body: { data: [western], recordCount: 1 } });
    const table = await screen.findByRole('table', { name: 'Work Entries' });
    const row = (await within(table).findByText(western.entryName)).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells[3]).toBe('03/05/202409:00 AMTimes in America/Los_Angeles');
    expect(cells[4]).toBe('03/05/202411:00 AMTimes in America/Los_Angeles');
    // The range is days in the agency's zone.
    expect(lastQuery().timeZone).toBe(DEFAULT_TIME_ZONE);
  });

  it("the In Progress tab asks for type 'inp' and shows '-' instead of the end and the amounts", async () => {
    const { app, lastQuery } = renderList(({ query }) => ({
      body: query.get('type') === 'inp' ? { data: [inProgress], recordCount: 1 } : { data: [], recordCount: 0 },
    }));
    expect(await screen.findByText('No Work Entries')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'In Progress' }));
    const table = screen.getByRole('table', { name: 'Work Entries' });
    const row = (await within(table).findByText(inProgress.entryName)).closest('tr')!;
    expect(lastQuery().type).toBe('inp');
    const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}\d{2}:\d{2} (AM|PM)$/);
    expect(cells.slice(4, 9)).toEqual(['-', '-', '-', '-', '-']);
    expect(within(table).queryByRole('columnheader', { name: 'Verified' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Abandoned' }));
    await waitFor(() => expect(lastQuery().type).toBe('abd'));
  });

  it('sends the range, staff member and client service chosen in the filter panel', async () => {
    const { api, app, lastQuery } = renderList();
    await screen.findByText(completed.entryName);

    await app.user.click(screen.getByRole('combobox', { name: 'Range Selection' }));
    await app.user.click(screen.getByRole('option', { name: 'Start Date' }));
    await waitFor(() => expect(lastQuery().date).toBe('2'));

    await app.user.click(screen.getByRole('combobox', { name: 'Staff Member' }));
    await app.user.click(await screen.findByRole('option', { name: 'Lopez, Maria' }));
    await waitFor(() => expect(lastQuery().staff).toBe('22'));

    // The pickers search on the server (bounded), not in a list loaded whole.
    const service = screen.getByRole('combobox', { name: 'Client Service' });
    await app.user.click(service);
    await app.user.type(service, 'W98');
    const lastServiceSearch = () => api.callsTo('GET /serviceRequestList').at(-1)!.query;
    await waitFor(() => expect(lastServiceSearch().get('search')).toBe('W98'));
    expect(lastServiceSearch().get('limit')).toBe('50');
    await app.user.click(await screen.findByRole('option', { name: /Respite \(W9862\)/ }));
    await waitFor(() => expect(lastQuery().service).toBe('32'));
    expect(service).toHaveValue('Respite (W9862) · Tom Brown');

    const from = localIsoDate(-30);
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: from } });
    await waitFor(() => expect(lastQuery().from).toBe(from));
    expect(lastQuery()).toMatchObject({ date: '2', staff: '22', service: '32', to: localIsoDate(0) });

    await app.user.click(screen.getByRole('button', { name: 'RESET FILTERS' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('staff'));
    expect(lastQuery()).toMatchObject({ date: '1', from: localIsoDate(-7) });
  });

  it('does not accept a From or To Date later than today', async () => {
    const { api } = renderList();
    await screen.findByText(completed.entryName);
    const from = screen.getByLabelText('From Date');
    const to = screen.getByLabelText('To Date');
    expect(from).toHaveAttribute('max', localIsoDate(0));
    expect(to).toHaveAttribute('max', localIsoDate(0));

    const calls = api.callsTo('GET /work_entry').length;
    fireEvent.change(from, { target: { value: localIsoDate(1) } });
    expect(await screen.findByText(FilterText.fromAfterToday)).toBeInTheDocument();
    fireEvent.change(to, { target: { value: localIsoDate(2) } });
    expect(await screen.findByText(FilterText.toAfterToday)).toBeInTheDocument();
    expect(api.callsTo('GET /work_entry')).toHaveLength(calls);
  });

  it("shows 'No Work Entries' and CREATE NEW leads to the timesheet form", async () => {
    renderList({ body: { data: [], recordCount: 0 } });
    expect(await screen.findByText('No Work Entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREATE NEW' })).toHaveAttribute('href', '/admin/create-timeSheet');
  });

  it('offers no edit of a billed entry, and says why', async () => {
    renderList({ body: { data: [buildWorkEntry({ claimBatchId: 12 })], recordCount: 1 } });
    const row = (await screen.findByText(completed.entryName)).closest('tr')!;
    expect(within(row).queryByRole('link', { name: `Edit ${completed.entryName}` })).not.toBeInTheDocument();
    expect(
      within(row).getByRole('img', { name: `${completed.entryName}: ${BilledText.title(12)}` }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `View ${completed.entryName}` })).toBeInTheDocument();
  });

  it("says 'Not verified' in words for an unverified entry, not in an aria-label a plain span does not carry", async () => {
    renderList({ body: { data: [buildWorkEntry({ adminVerification: false })], recordCount: 1 } });
    const row = (await screen.findByText(completed.entryName)).closest('tr')!;
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
    expect(within(row).queryByRole('img', { name: 'Admin verified' })).not.toBeInTheDocument();
    expect(row.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
  });

  it('marks a row recorded offline with an icon named in words', async () => {
    const offline = buildWorkEntry({
      workEntryId: 8,
      entryName: 'W1726 - Lopez, Maria - 03/07/2024',
      recordedOffline: true,
    });
    renderList({ body: { data: [completed, offline], recordCount: 2 } });
    const offlineRow = (await screen.findByText(offline.entryName)).closest('tr')!;
    expect(within(offlineRow).getByText(OfflineText.title)).toBeInTheDocument();
    expect(offlineRow.querySelector('svg[data-testid="CloudOffOutlinedIcon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(offlineRow.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
    const onlineRow = screen.getByText(completed.entryName).closest('tr')!;
    expect(within(onlineRow).queryByText(OfflineText.title)).not.toBeInTheDocument();
  });

  it('marks it on a phone card too', async () => {
    window.innerWidth = 375;
    renderList({ body: { data: [buildWorkEntry({ recordedOffline: true })], recordCount: 1 } });
    const cards = await screen.findByRole('list', { name: 'Work Entries' });
    expect(within(cards).getByText(OfflineText.title)).toBeInTheDocument();
  });

  it("takes a link's filters (the Overview's): the Verification filter, and the In Progress tab from a day", async () => {
    const from = localIsoDate(-30);
    const { api, app, lastQuery } = renderList(
      undefined,
      `/admin/work-entries?type=com&adminVerification=not_reviewed&date=2&from=${from}&to=${localIsoDate(0)}`,
    );
    await screen.findByRole('table', { name: 'Work Entries' });
    expect(lastQuery()).toMatchObject({ type: 'com', date: '2', from, adminVerification: 'not_reviewed' });
    // Asked once, with the link's filters; then the address is clean and the choice kept.
    expect(api.callsTo('GET /work_entry')).toHaveLength(1);
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Verification' })).toHaveTextContent('Not verified');

    await app.router.navigate(`/admin/work-entries?type=inp&date=2&from=${from}`);
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'inp', date: '2', from }));
    expect(lastQuery()).not.toHaveProperty('adminVerification');
    expect(screen.getByRole('tab', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('combobox', { name: 'Verification' })).not.toBeInTheDocument();
  });
});
